import type { RowData } from '@tanstack/react-table';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { Pagination } from '../pagination.tsx';
import { RetryButton, StatePanel } from '../state-panel.tsx';
import type {
  DataColumn,
  DataExport,
  DataFilter,
  EmptyStates,
  ListQueryState,
  SortOption,
} from './data-table-types.ts';
import { DataTableSkeleton } from './data-table-skeleton.tsx';
import { DataTableToolbar } from './data-table-toolbar.tsx';
import { CardView } from './card-view.tsx';
import { FilterChips } from './filter-chips.tsx';
import { SelectionBar } from './selection-bar.tsx';
import { TableView } from './table-view.tsx';
import { useDataTable } from './use-data-table.ts';
import { useStableRows } from './use-stable-rows.ts';
import type { ListParams } from './use-list-params.ts';
// The shimmer of the loading rows.
import '../property-card.css';
import '../chips.css';
import './data-table.css';

type Props<T extends RowData> = EmptyStates & {
  caption: string;
  columns: DataColumn<T>[];
  query: ListQueryState<T>;
  rowId: (row: T) => string;
  rowLabel: (row: T) => string;
  /** The list's state in the address: sorting, search, filters and pages. Left out: a fixed short list. */
  list?: ListParams | undefined;
  searchLabel?: string | undefined;
  sortOptions?: SortOption[] | undefined;
  filters?: DataFilter[] | undefined;
  actions?: ((row: T) => ReactNode) | undefined;
  actionsHeader?: string | undefined;
  selectable?: boolean;
  csv?: DataExport<T> | undefined;
  /** Actions of the screen on the selected rows, shown in the selection bar. */
  selectionActions?: ((selected: T[]) => ReactNode) | undefined;
  /** Cards below this width in px (768 unless a screen's table needs more room). */
  cardsBelow?: number;
  /** Rows selected from the start (ids). */
  defaultSelected?: readonly string[];
  /** 'cards': cards at every width (a list the spec draws as cards). */
  view?: 'auto' | 'cards';
  rowTestId?: string;
  /** Heading level of the empty / error panels. */
  level?: 2 | 3;
};

const EMPTY: never[] = [];

/**
 * The one data table of the working areas (issue 11): a screen gives its columns and its list
 * query; the table brings the toolbar, sorting, selection, CSV export, 'page X of Y', the
 * loading, empty and error states, and cards on phones.
 */
export function DataTable<T extends RowData>(props: Props<T>) {
  const { t } = useTranslation();
  const { query, list, columns, csv, selectable = false, cardsBelow = 768, level = 2 } = props;
  const narrow = useMediaQuery(`(max-width: ${cardsBelow - 0.02}px)`);
  const cards = props.view === 'cards' || narrow;
  const { data } = query;
  // Unchanged rows keep their object across answers: only changed rows are drawn again.
  const rows = useStableRows(data?.items ?? (EMPTY as T[]), props.rowId);
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || 1))) : 1;
  const viewKey = list ? JSON.stringify([list.page, list.sort, list.order, list.q, list.filters]) : '';
  const engine = useDataTable({
    columns,
    rows,
    rowId: props.rowId,
    list,
    selectable,
    viewKey,
    defaultSelected: props.defaultSelected,
  });

  // A page that emptied (its last row was deleted, or the list shrank) gives way to the last one left.
  const beyondEnd = Boolean(
    list && data && !query.isPlaceholderData && rows.length === 0 && data.total > 0 && list.page > pages,
  );
  const setPage = list?.setPage;
  useEffect(() => {
    if (beyondEnd) setPage?.(pages);
  }, [beyondEnd, pages, setPage]);

  const view = {
    engine,
    columns,
    caption: props.caption,
    rowLabel: props.rowLabel,
    actions: props.actions,
    actionsHeader: props.actionsHeader,
    selectable,
    rowTestId: props.rowTestId ?? 'data-row',
  };
  const selected = engine.getSelectedRowModel().rows.map((row) => row.original);

  return (
    <div className="stack data-table-kit">
      {list && (props.searchLabel || props.sortOptions || props.filters) && (
        <DataTableToolbar
          list={list}
          searchLabel={props.searchLabel}
          sortOptions={props.sortOptions}
          filters={props.filters}
        />
      )}
      {list && <FilterChips list={list} filters={props.filters} />}
      {data && rows.length > 0 && (selectable || csv) && (
        <SelectionBar
          selected={selected}
          total={data.total}
          onClear={() => engine.resetRowSelection()}
          csv={csv}
          actions={props.selectionActions}
        />
      )}

      {query.isPending && <DataTableSkeleton cards={cards} rows={list ? 4 : 3} />}

      {query.isError && !data && (
        <StatePanel icon="alert" alert level={level} title={props.errorTitle} text={props.errorText}>
          <RetryButton onRetry={() => void query.refetch()} />
        </StatePanel>
      )}

      {data &&
        rows.length === 0 &&
        !beyondEnd &&
        (list?.narrowed
          ? (props.noMatch ?? (
              <StatePanel
                icon="search"
                level={level}
                title={t('dataTable.noMatchTitle')}
                text={t('dataTable.noMatchText')}
              >
                <button type="button" className="btn btn--dark" onClick={list.clear}>
                  {t('dataTable.clearAll')}
                </button>
              </StatePanel>
            ))
          : props.empty)}

      {rows.length > 0 && (
        <div
          className="data-table-kit__rows"
          aria-busy={query.isFetching}
          data-stale={query.isPlaceholderData || undefined}
        >
          {cards ? <CardView {...view} /> : <TableView {...view} />}
        </div>
      )}

      {list && data && <Pagination page={Math.min(list.page, pages)} pages={pages} onChange={list.setPage} />}
    </div>
  );
}
