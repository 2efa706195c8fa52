import { useMemo, useState } from 'react';
import {
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import type { DataColumn } from './data-table-types.ts';
import type { ListParams } from './use-list-params.ts';

const features = tableFeatures({ rowSortingFeature, rowSelectionFeature });
const NO_SORTING: SortingState = [];

type Options<T extends RowData> = {
  columns: DataColumn<T>[];
  rows: T[];
  rowId: (row: T) => string;
  list?: ListParams | undefined;
  selectable: boolean;
  /** Selection belongs to one view of the list: a new page, sort or search starts it afresh. */
  viewKey: string;
  /** Rows selected from the start (the kit page shows the selected state). */
  defaultSelected?: readonly string[] | undefined;
};

const apply = <S>(updater: Updater<S>, current: S): S =>
  typeof updater === 'function' ? (updater as (old: S) => S)(current) : updater;

/**
 * The TanStack Table engine behind a data table: the server sorts and pages (manual sorting, the
 * order read from and written to the address), the table keeps the selection of the rows on screen.
 */
export function useDataTable<T extends RowData>({
  columns,
  rows,
  rowId,
  list,
  selectable,
  viewKey,
  defaultSelected = [],
}: Options<T>) {
  const [selection, setSelection] = useState<{ key: string; state: RowSelectionState }>(() => ({
    key: viewKey,
    state: Object.fromEntries(defaultSelected.map((id) => [id, true])),
  }));
  const rowSelection = selection.key === viewKey ? selection.state : {};

  const sortColumn = list && columns.find((c) => c.sortKey === list.sort);
  const sorting: SortingState = sortColumn ? [{ id: sortColumn.id, desc: list.order === 'desc' }] : NO_SORTING;

  // Only the shape the engine needs (ids, which columns sort): cells are drawn from `columns`.
  const shape = columns.map((c) => `${c.id}:${c.sortKey ?? ''}:${c.firstOrder ?? ''}`).join('|');
  const defs = useMemo<ColumnDef<typeof features, T>[]>(
    () =>
      shape.split('|').map((part) => {
        const [id, sortKey, firstOrder] = part.split(':');
        // The server sorts: the accessor only tells the engine the column can be sorted.
        return { id: id!, accessorFn: () => 0, enableSorting: Boolean(sortKey), sortDescFirst: firstOrder === 'desc' };
      }),
    [shape],
  );

  return useTable({
    features,
    columns: defs,
    data: rows,
    getRowId: (row) => rowId(row),
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    enableRowSelection: selectable,
    state: { sorting, rowSelection },
    onSortingChange: (updater) => {
      const [next] = apply(updater, sorting);
      const column = next && columns.find((c) => c.id === next.id);
      if (next && list && column?.sortKey) list.setSort(column.sortKey, next.desc ? 'desc' : 'asc');
    },
    onRowSelectionChange: (updater) => setSelection({ key: viewKey, state: apply(updater, rowSelection) }),
  });
}

export type DataTableEngine<T extends RowData> = ReturnType<typeof useDataTable<T>>;
