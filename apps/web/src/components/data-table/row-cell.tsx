import { memo, type ReactNode } from 'react';
import type { DataColumn } from './data-table-types.ts';

type Props<T> = { column: DataColumn<T>; row: T };

function CellContent<T>({ column, row }: Props<T>): ReactNode {
  return column.cell(row);
}

/**
 * One cell's content, drawn again only when its row's data or its column changes: a screen that
 * redraws (a dialog opening, a filter chosen, the list's next answer arriving) no longer redraws
 * every cell of every row (issue 37). Rows keep their object while their data is unchanged
 * (`useStableRows`), and a screen's `columns` are memoised, so the comparison holds.
 */
export const RowCell = memo(CellContent) as typeof CellContent;

type ActionsProps<T> = { actions: (row: T) => ReactNode; row: T };

function ActionsContent<T>({ actions, row }: ActionsProps<T>): ReactNode {
  return actions(row);
}

/**
 * The row's actions, drawn again only when the row's data changes or the screen hands a new
 * `actions` (a screen that keeps it with `useCallback` spares every row's menu its redraw).
 */
export const RowActions = memo(ActionsContent) as typeof ActionsContent;
