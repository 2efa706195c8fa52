import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAgencyProfile } from '@immora/shared/professionals';
import { ApiError, apiGet } from '../../../lib/api-client.ts';

export function agencyQuery(id: string) {
  return queryOptions({
    queryKey: ['agencies', 'detail', id],
    queryFn: ({ signal }) => apiGet<TAgencyProfile>(`/api/agencies/${encodeURIComponent(id)}`, {}, signal),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

export function useAgency(id: string) {
  return useQuery(agencyQuery(id));
}
