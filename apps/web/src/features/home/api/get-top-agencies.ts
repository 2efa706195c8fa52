import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAgencyListItem } from '@immora/shared/professionals';
import { apiGet } from '../../../lib/api-client.ts';

type Page = { items: TAgencyListItem[]; total: number };

export const topAgenciesQuery = queryOptions({
  queryKey: ['agencies', 'top'],
  queryFn: ({ signal }) => apiGet<Page>('/api/agencies', { pageSize: 6 }, signal),
  staleTime: 10 * 60_000,
});

/** GET /api/agencies?pageSize=6: the agencies on the home page. `enabled`: false until its section nears the screen. */
export function useTopAgencies(enabled = true) {
  return useQuery({ ...topAgenciesQuery, enabled });
}
