import type { ListPage } from '@immora/shared/list-query';
import type { ListQueryState } from '../../../components/data-table/data-table-types.ts';

/** Rows for the kit page: data, not interface text. */
export type SampleRow = { id: string; title: string; city: string; price: number; views: number };

export const SAMPLE_ROWS: SampleRow[] = [
  { id: 's1', title: 'Loft near the canal', city: 'Ghent', price: 390_000, views: 128 },
  { id: 's2', title: 'Villa with pool', city: 'Knokke', price: 1_250_000, views: 950 },
  { id: 's3', title: 'Studio by the Meuse', city: 'Namur', price: 120_000, views: 42 },
  { id: 's4', title: 'Family house with garden', city: 'Leuven', price: 560_000, views: 301 },
];

const page = (items: SampleRow[], total: number): ListPage<SampleRow> => ({ items, total, page: 1, pageSize: 4 });
const idle = {
  isPending: false,
  isError: false,
  isFetching: false,
  isPlaceholderData: false,
  refetch: () => undefined,
};

/** The list query in each of its states. */
export const SAMPLE_STATES: Record<'data' | 'loading' | 'empty' | 'error', ListQueryState<SampleRow>> = {
  data: { ...idle, data: page(SAMPLE_ROWS, 13) },
  loading: { ...idle, data: undefined, isPending: true, isFetching: true },
  empty: { ...idle, data: page([], 0) },
  error: { ...idle, data: undefined, isError: true },
};

/** Views per day over the last two weeks, for the chart. */
export const SAMPLE_SERIES = Array.from({ length: 14 }, (_, i) => ({
  x: Date.UTC(2026, 10, 10 + i),
  y: [12, 18, 9, 22, 30, 27, 15, 19, 35, 41, 28, 33, 39, 46][i]!,
}));
