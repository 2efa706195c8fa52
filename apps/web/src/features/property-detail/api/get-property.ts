import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPropertyDetail } from '@immora/shared/properties';
import { ApiError, apiGet } from '../../../lib/api-client.ts';

export const propertyQuery = (id: string) =>
  queryOptions({
    queryKey: ['properties', 'detail', id],
    queryFn: ({ signal }) => apiGet<TPropertyDetail>(`/api/properties/${encodeURIComponent(id)}`, {}, signal),
    // An unknown or unpublished id is final: no retries.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });

export function useProperty(id: string) {
  return useQuery(propertyQuery(id));
}
