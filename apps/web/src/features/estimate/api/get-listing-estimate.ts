import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TEstimate } from '@immora/shared/estimates';
import { ApiError, apiGet } from '../../../lib/api-client.ts';
import { estimateError } from './estimate-error.ts';

/** GET /api/properties/{id}/estimate: a listing's estimate from the other listings. */
export const listingEstimateQuery = (propertyId: string) =>
  queryOptions({
    queryKey: ['estimates', 'listing', propertyId],
    queryFn: async ({ signal }) => {
      try {
        return await apiGet<TEstimate>(`/api/properties/${encodeURIComponent(propertyId)}/estimate`, {}, signal);
      } catch (error) {
        throw await estimateError(error);
      }
    },
    staleTime: 10 * 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

export function useListingEstimate(propertyId: string) {
  return useQuery(listingEstimateQuery(propertyId));
}
