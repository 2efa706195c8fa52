import type { RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { RowActions, RowCell } from './row-cell.tsx';
import { SelectCheckbox } from './select-checkbox.tsx';
import type { RowViewProps } from './table-view.tsx';

/**
 * The same rows as cards (phones, or lists the spec draws as cards): a picture when a column is
 * the card's media, title and badges on top, labelled facts, then what stands beside the actions.
 */
export function CardView<T extends RowData>({
  engine,
  columns,
  caption,
  rowLabel,
  actions,
  selectable,
  rowTestId,
}: RowViewProps<T>) {
  const { t } = useTranslation();
  const media = columns.find((c) => c.card === 'media');
  const head = columns.filter((c) => c.card === 'title' || c.card === 'head');
  const facts = columns.filter((c) => !c.card || c.card === 'fact' || c.card === 'wide');
  const side = columns.filter((c) => c.card === 'side');
  return (
    <ul className="grid-auto data-cards" aria-label={caption}>
      {engine.getRowModel().rows.map((row) => (
        <li
          key={row.id}
          className={media ? 'stack data-card data-card--media' : 'stack data-card'}
          data-testid={rowTestId}
          data-id={row.id}
          data-selected={row.getIsSelected() || undefined}
        >
          {media && (
            <div className="data-card__media">
              <RowCell column={media} row={row.original} />
            </div>
          )}
          <div className="stack data-card__main">
            <div className="stack data-card__head">
              {selectable && (
                <SelectCheckbox
                  label={t('dataTable.selectRow', { name: rowLabel(row.original) })}
                  checked={row.getIsSelected()}
                  onChange={row.getToggleSelectedHandler()}
                />
              )}
              {head.map((column) => (
                <div key={column.id} className={`data-card__${column.card}`}>
                  <RowCell column={column} row={row.original} />
                </div>
              ))}
            </div>
            {facts.length > 0 && (
              <dl className="columns data-card__facts">
                {facts.map((column) => (
                  <div
                    key={column.id}
                    className={`data-card__fact data-card__fact--${column.id}${column.card === 'wide' ? ' data-card__fact--wide' : ''}`}
                  >
                    <dt>{column.header}</dt>
                    <dd>
                      <RowCell column={column} row={row.original} />
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
          {(side.length > 0 || actions) && (
            <div className="stack data-card__side">
              {side.map((column) => (
                <div key={column.id} className="data-card__side-value">
                  <RowCell column={column} row={row.original} />
                </div>
              ))}
              {actions && (
                <div className="data-card__actions">
                  <RowActions actions={actions} row={row.original} />
                </div>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
