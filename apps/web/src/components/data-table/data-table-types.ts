import type { ReactNode } from 'react';
import type { CsvColumn } from '@immora/shared/csv-columns';
import type { ListPage } from '@immora/shared/list-query';

/** One column of a screen's table (its `columns` file), typed by the row. */
export type DataColumn<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The list route's sort key: the header becomes a sort button. */
  sortKey?: string;
  /** The order of a first click on the header; 'asc' unless said. */
  firstOrder?: 'asc' | 'desc';
  /** Numbers are right-aligned. */
  numeric?: boolean;
  /**
   * Long text (a listing's title): its whole text. In the table the cell keeps to two lines, cut
   * with an ellipsis and whole in its tooltip, on a column wide enough to read it; a card shows it all.
   */
  clamp?: (row: T) => string;
  /**
   * On a card: 'media' is its picture (left), 'title' heads it, 'head' sits under the title
   * (badges, a line of facts), 'fact' is a labelled value (the default), 'wide' a labelled value
   * across the card, 'side' stands beside the actions (a price), 'none' is left out.
   */
  card?: 'media' | 'title' | 'head' | 'fact' | 'wide' | 'side' | 'none';
};

/** What the table needs from the list's query (a TanStack Query result). */
export type ListQueryState<T> = {
  data: ListPage<T> | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

/** A filter of the toolbar: a select, shown as a removable chip while set. */
export type DataFilter = {
  key: string;
  label: string;
  options: { value: string; label: string }[];
};

/** CSV export: the selected rows are written in the browser; all rows come from the server. */
export type DataExport<T> = {
  filename: string;
  columns: readonly CsvColumn<T>[];
  /** The server's file of every row with the list's filters (a streamed CSV route). */
  all?: () => Promise<Blob>;
};

/** A choice of the sort select: one sort key and order. */
export type SortOption = { sort: string; order: 'asc' | 'desc'; label: string };

export type EmptyStates = {
  /** Nothing at all yet. */
  empty: ReactNode;
  /** Nothing matches the search or filters; a default panel with 'Clear search' when left out. */
  noMatch?: ReactNode;
  errorTitle: string;
  errorText?: string;
};
