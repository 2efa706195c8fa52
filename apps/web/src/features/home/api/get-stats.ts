import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export type SiteStats = { listings: number; professionals: number; cities: number };

export const statsQuery = queryOptions({
  queryKey: ['stats'],
  queryFn: ({ signal }) => apiGet<SiteStats>('/api/stats', {}, signal),
  staleTime: 10 * 60_000,
});

/** GET /api/stats: the public counts shown in the hero. */
export function useStats() {
  return useQuery(statsQuery);
}
