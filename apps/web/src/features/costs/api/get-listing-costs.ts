import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TListingCosts } from '@immora/shared/costs/costs-schema';
import { ApiError, apiGet } from '../../../lib/api-client.ts';

/** The visitor's assumptions as the API reads them; absent ones take the defaults. */
export type CostsParams = { ownHome?: boolean; loan?: number; rate?: number; years?: number };

export const listingCostsQuery = (id: string, params: CostsParams) =>
  queryOptions({
    queryKey: ['properties', 'costs', id, params],
    queryFn: ({ signal }) =>
      apiGet<TListingCosts>(
        `/api/properties/${encodeURIComponent(id)}/costs`,
        { ...params, ownHome: params.ownHome === undefined ? undefined : String(params.ownHome) },
        signal,
      ),
    // Changing an assumption keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });

export function useListingCosts(id: string, params: CostsParams) {
  return useQuery(listingCostsQuery(id, params));
}
