import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAuction } from '@immora/shared/auctions';
import { ApiError, apiGet } from '../../../lib/api-client.ts';

/** GET /api/auctions/:id as the signed-in viewer (or a guest); the live events update the same cache entry. */
export const auctionQuery = (id: string, viewerId: string | null) =>
  queryOptions({
    queryKey: ['auctions', 'detail', id, viewerId ?? 'guest'],
    queryFn: ({ signal }) => apiGet<TAuction>(`/api/auctions/${encodeURIComponent(id)}`, {}, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });

export function useAuction(id: string, viewerId: string | null) {
  return useQuery(auctionQuery(id, viewerId));
}
