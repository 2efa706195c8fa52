import type { ReactNode } from 'react';

export type MarketTableRow = {
  key: string;
  /** The row's name (a type, a municipality): its header cell. */
  header: ReactNode;
  /** One per column, in their order. */
  cells: ReactNode[];
  /** The 'all types' row, set apart. */
  total?: boolean;
};

type Props = {
  /** The id of the heading that names the table (and its scrolling box). */
  labelledBy: string;
  /** The header of the rows' names, then of each figure. */
  first: string;
  columns: string[];
  rows: MarketTableRow[];
  /** `market-table--index`: the index's tables line up with each other. */
  className?: string;
};

/**
 * A table of market figures: scrolling in its own box where it is wider than the screen (which
 * the keyboard can focus), and on a phone each row a card whose figures carry their column's name.
 */
export function MarketTable({ labelledBy, first, columns, rows, className }: Props) {
  return (
    <div className="market-table-scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={className ? `market-table ${className}` : 'market-table'} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            {columns.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.total ? 'market-table__all' : undefined}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, i) => (
                <td key={columns[i]} data-label={columns[i]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
