import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMarketIndex } from '@immora/shared/market';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /api/market: every municipality with its figures in brief (the /market index). */
export const marketIndexQuery = queryOptions({
  queryKey: ['market', 'index'],
  queryFn: ({ signal }) => apiGet<TMarketIndex>('/api/market', {}, signal),
  staleTime: 5 * 60_000,
});

export function useMarketIndex() {
  return useQuery(marketIndexQuery);
}
