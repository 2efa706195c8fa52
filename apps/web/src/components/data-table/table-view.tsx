import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from './data-table-types.ts';
import { RowActions, RowCell } from './row-cell.tsx';
import { SelectCheckbox } from './select-checkbox.tsx';
import { SortHeader } from './sort-header.tsx';
import type { DataTableEngine } from './use-data-table.ts';

export type RowViewProps<T extends RowData> = {
  engine: DataTableEngine<T>;
  columns: DataColumn<T>[];
  caption: string;
  /** The row's name for its checkbox ('Select Villa in Knokke'). */
  rowLabel: (row: T) => string;
  actions?: ((row: T) => ReactNode) | undefined;
  /** The actions column's header ('Actions' unless said). */
  actionsHeader?: string | undefined;
  selectable: boolean;
  /** `data-testid` of each row (journeys and tests find rows by it). */
  rowTestId: string;
};

/** The rows as a table: sticky header, sortable headers, the first cell as the row's header. */
export function TableView<T extends RowData>({
  engine,
  columns,
  caption,
  rowLabel,
  actions,
  actionsHeader,
  selectable,
  rowTestId,
}: RowViewProps<T>) {
  const { t } = useTranslation();
  const byId = new Map(columns.map((c) => [c.id, c]));
  const headers = engine.getHeaderGroups()[0]?.headers ?? [];
  return (
    <div className="data-table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {selectable && (
              <th scope="col" className="data-table__select">
                <SelectCheckbox
                  label={t('dataTable.selectPage')}
                  checked={engine.getIsAllPageRowsSelected()}
                  mixed={engine.getIsSomePageRowsSelected()}
                  onChange={engine.getToggleAllPageRowsSelectedHandler()}
                />
              </th>
            )}
            {headers.map((header) => {
              const column = byId.get(header.column.id)!;
              const sorted = header.column.getIsSorted();
              return (
                <th
                  key={header.id}
                  scope="col"
                  className={column.numeric ? 'is-numeric' : undefined}
                  aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {header.column.getCanSort() ? (
                    <SortHeader
                      label={column.header}
                      sorted={sorted}
                      onSort={header.column.getToggleSortingHandler()}
                    />
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
            {actions && (
              <th scope="col" className="data-table__actions">
                {actionsHeader ?? t('dataTable.actions')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {engine.getRowModel().rows.map((row) => (
            <tr key={row.id} data-testid={rowTestId} data-id={row.id} data-selected={row.getIsSelected() || undefined}>
              {selectable && (
                <td className="data-table__select">
                  <SelectCheckbox
                    label={t('dataTable.selectRow', { name: rowLabel(row.original) })}
                    checked={row.getIsSelected()}
                    onChange={row.getToggleSelectedHandler()}
                  />
                </td>
              )}
              {columns.map((column, index) => {
                const className = `data-table__${column.id}${column.numeric ? ' is-numeric' : ''}${column.clamp ? ' is-clamped' : ''}`;
                const content = column.clamp ? (
                  <span className="data-table__clamp" title={column.clamp(row.original)}>
                    <RowCell column={column} row={row.original} />
                  </span>
                ) : (
                  <RowCell column={column} row={row.original} />
                );
                return index === 0 ? (
                  <th key={column.id} scope="row" className={className}>
                    {content}
                  </th>
                ) : (
                  <td key={column.id} className={className}>
                    {content}
                  </td>
                );
              })}
              {actions && (
                <td className="data-table__actions">
                  <RowActions actions={actions} row={row.original} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
