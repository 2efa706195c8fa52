import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPropertyDetail } from '@immora/shared/properties';
import { ApiError, apiGet } from '../../../lib/api-client.ts';

/** The auctioned listing (GET /api/properties/:id), under the same key as the listing page uses. */
export const auctionListingQuery = (id: string) =>
  queryOptions({
    queryKey: ['properties', 'detail', id],
    queryFn: ({ signal }) => apiGet<TPropertyDetail>(`/api/properties/${encodeURIComponent(id)}`, {}, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });

export function useAuctionListing(id: string) {
  return useQuery(auctionListingQuery(id));
}
