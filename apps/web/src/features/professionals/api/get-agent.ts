import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAgentProfile } from '@immora/shared/professionals';
import { ApiError, apiGet } from '../../../lib/api-client.ts';

export function agentQuery(id: string) {
  return queryOptions({
    queryKey: ['agents', 'detail', id],
    queryFn: ({ signal }) => apiGet<TAgentProfile>(`/api/agents/${encodeURIComponent(id)}`, {}, signal),
    // A 404 will stay a 404: no retries.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

export function useAgent(id: string) {
  return useQuery(agentQuery(id));
}
