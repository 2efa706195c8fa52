import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MyProperty } from '@immora/shared/listing-form';
import { apiGet } from '../../../lib/api-client.ts';

export type MyPropertiesSort = 'default' | 'priceAsc' | 'priceDesc';
export type MyPropertiesScope = 'all' | 'advertised';

export type MyPropertiesParams = {
  q?: string | undefined;
  sort?: MyPropertiesSort | undefined;
  scope?: MyPropertiesScope | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
};

export type MyPropertiesPage = { items: MyProperty[]; total: number; page: number; pageSize: number };

/** Every cached page of the list: mutations invalidate this key. */
export const MY_PROPERTIES_KEY = ['my-properties'] as const;

export const myPropertiesQuery = (token: string | null, params: MyPropertiesParams) =>
  queryOptions({
    queryKey: [...MY_PROPERTIES_KEY, token, params],
    queryFn: ({ signal }) =>
      apiGet<MyPropertiesPage>(
        '/api/my-properties',
        {
          q: params.q,
          sort: params.sort === 'default' ? undefined : params.sort,
          scope: params.scope === 'all' ? undefined : params.scope,
          page: params.page,
          pageSize: params.pageSize,
        },
        signal,
      ),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });

/** GET /api/my-properties: the signed-in publisher's listings, one page. */
export function useMyProperties(token: string | null, params: MyPropertiesParams) {
  return useQuery(myPropertiesQuery(token, params));
}
