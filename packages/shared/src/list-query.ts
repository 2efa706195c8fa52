import { z } from 'zod';

/**
 * The one list contract (issue 11): every list route reads the same paging, sorting and search
 * parameters and answers `{ items, total, page, pageSize }`. A route states its sort keys and
 * filters; everything else (messages, limits, defaults) is the same everywhere.
 */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const LIST_LIMITS = { maxPage: 10_000, maxPageSize: 100, maxSearch: 120 } as const;

export const LIST_MESSAGES = {
  page: 'Page must be a whole number from 1 to 10000',
  pageSize: (max: number) => `Page size must be a whole number from 1 to ${max}`,
  sort: (keys: readonly string[]) => `Unknown sort: use one of ${keys.join(', ')}`,
  order: "Order must be 'asc' or 'desc'",
  search: 'The search is too long',
} as const;

const wholeNumber = (message: string, max: number) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(max, message);

type ListQueryOptions<S extends readonly [string, ...string[]], F extends z.ZodRawShape> = {
  /** The keys the list can be sorted by, as the `sort` parameter names them. */
  sorts: S;
  defaultSort: S[number];
  defaultOrder?: SortOrder;
  /** The list's own filters (`status`, `type`…), each with its message. */
  filters?: F;
  defaultPageSize?: number;
  maxPageSize?: number;
};

/** The query schema of one list route: page, pageSize, sort, order, q and the route's filters. */
export function listQuery<
  const S extends readonly [string, ...string[]],
  F extends z.ZodRawShape = Record<never, never>,
>(options: ListQueryOptions<S, F>) {
  const maxPageSize = options.maxPageSize ?? LIST_LIMITS.maxPageSize;
  return z.object({
    page: wholeNumber(LIST_MESSAGES.page, LIST_LIMITS.maxPage).default(1),
    pageSize: wholeNumber(LIST_MESSAGES.pageSize(maxPageSize), maxPageSize).default(options.defaultPageSize ?? 20),
    sort: z.enum(options.sorts, { error: LIST_MESSAGES.sort(options.sorts) }).default(options.defaultSort as never),
    order: z.enum(SORT_ORDERS, { error: LIST_MESSAGES.order }).default(options.defaultOrder ?? 'desc'),
    q: z.string().trim().max(LIST_LIMITS.maxSearch, LIST_MESSAGES.search).optional(),
    ...((options.filters ?? {}) as F),
  });
}

/** The answer of every list route. */
export function listPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export type ListPage<T> = { items: T[]; total: number; page: number; pageSize: number };

/** Rows to skip for a page. */
export const listOffset = (query: { page: number; pageSize: number }) => (query.page - 1) * query.pageSize;
