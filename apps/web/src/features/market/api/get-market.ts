import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMarket } from '@immora/shared/market';
import { ApiError, apiGet } from '../../../lib/api-client.ts';

/** The figures change only with the market sweep (decision 074): kept for five minutes, as the API says. */
const FIVE_MINUTES = 5 * 60_000;

/** GET /api/market/{slug}: a municipality's market, by its slug in any language (an unknown one is 404). */
export function marketQuery(slug: string) {
  return queryOptions({
    queryKey: ['market', 'municipality', slug],
    queryFn: ({ signal }) => apiGet<TMarket>(`/api/market/${encodeURIComponent(slug)}`, {}, signal),
    staleTime: FIVE_MINUTES,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

export function useMarket(slug: string) {
  return useQuery(marketQuery(slug));
}
