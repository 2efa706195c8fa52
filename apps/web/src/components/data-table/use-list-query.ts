import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListPage } from '@immora/shared/list-query';
import { apiGet } from '../../lib/api-client.ts';
import type { ListParams } from './use-list-params.ts';

/** What a list route is asked: the address's list state and the screen's page size. */
export type ListRequest = {
  page: number;
  pageSize: number;
  sort?: string | undefined;
  order?: string | undefined;
  q?: string | undefined;
} & Record<string, string | number | undefined>;

export const listRequest = (list: ListParams, pageSize: number, extra: Record<string, string> = {}): ListRequest => ({
  page: list.page,
  pageSize,
  sort: list.sort,
  order: list.order,
  q: list.q || undefined,
  ...list.filters,
  ...extra,
});

/**
 * The query of one page of a list route (`{ items, total, page, pageSize }`): keyed by the
 * request, the previous page stays on screen while the next one loads. Mutations invalidate `key`.
 */
export const listQueryOptions = <T>(key: readonly unknown[], path: string, request: ListRequest, enabled = true) =>
  queryOptions({
    queryKey: [...key, request],
    queryFn: ({ signal }) => apiGet<ListPage<T>>(path, request, signal),
    enabled,
    placeholderData: keepPreviousData,
  });

/** One page of a list route, for a data table. */
export function useListQuery<T>(key: readonly unknown[], path: string, request: ListRequest, enabled = true) {
  return useQuery(listQueryOptions<T>(key, path, request, enabled));
}
