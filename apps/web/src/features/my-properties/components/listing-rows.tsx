import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyProperty } from '@immora/shared/listing-form';
import type { ListingColumns } from './listing-columns.tsx';

type Props = {
  rows: MyProperty[];
  columns: ListingColumns;
  /** The row's buttons; left out for a read-only list. */
  actions?: (row: MyProperty) => ReactNode;
  /** A table beside the sidebar, cards on a phone or tablet. */
  layout: 'table' | 'cards';
  caption: string;
};

/** The listings of the signed-in publisher as a table (desktop) or as cards (phone). */
export function ListingRows({ rows, columns, actions, layout, caption }: Props) {
  const { t } = useTranslation();
  const { summary, badges, rest } = columns;

  if (layout === 'cards')
    return (
      <ul className="listing-cards" aria-label={caption}>
        {rows.map((row) => (
          <li key={row.id} className="listing-card" data-testid="listing-row" data-id={row.id}>
            <div className="listing-card__head">
              {summary.cell(row)}
              {badges?.cell(row)}
            </div>
            <dl className="listing-card__facts">
              {rest.map((column) => (
                <div key={column.key} className={`listing-card__fact listing-card__fact--${column.key}`}>
                  <dt>{column.header}</dt>
                  <dd>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {actions && <div className="listing-card__actions">{actions(row)}</div>}
          </li>
        ))}
      </ul>
    );

  return (
    <div className="listing-table-wrap">
      <table className="listing-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{summary.header}</th>
            {badges && <th scope="col">{badges.header}</th>}
            {rest.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? 'is-numeric' : undefined}>
                {column.header}
              </th>
            ))}
            {actions && (
              <th scope="col" className="listing-table__actions">
                {t('myProperties.columns.actions')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="listing-row" data-id={row.id}>
              <th scope="row">{summary.cell(row)}</th>
              {badges && <td>{badges.cell(row)}</td>}
              {rest.map((column) => (
                <td key={column.key} className={`listing-table__${column.key}${column.numeric ? ' is-numeric' : ''}`}>
                  {column.cell(row)}
                </td>
              ))}
              {actions && <td className="listing-table__actions">{actions(row)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
