import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLicenceSummary, TMyLicence } from '@immora/shared/licences';
import { apiDelete, apiGet, apiPost } from '../../../lib/api-client.ts';

const licencesQuery = queryOptions({
  queryKey: ['licences'],
  queryFn: ({ signal }) => apiGet<TLicenceSummary>('/api/licences', {}, signal),
});

/** GET /api/licences: seats, assigned, available and the agency's agents. */
export const useLicences = () => useQuery(licencesQuery);

/** POST /api/licences (assign) and DELETE /api/licences/:agentId (unassign). */
export function useLicenceCommands() {
  const client = useQueryClient();
  const onSuccess = (summary: TLicenceSummary) => client.setQueryData(licencesQuery.queryKey, summary);
  return {
    assign: useMutation({
      mutationFn: (agentId: string) => apiPost<TLicenceSummary>('/api/licences', { agentId }),
      onSuccess,
    }),
    unassign: useMutation({
      mutationFn: (agentId: string) => apiDelete<TLicenceSummary>(`/api/licences/${agentId}`),
      onSuccess,
    }),
  };
}

/** GET /api/licences/mine: an agent's own licence (their profile). */
export const useMyLicence = () =>
  useQuery({
    queryKey: ['licences', 'mine'],
    queryFn: ({ signal }) => apiGet<TMyLicence>('/api/licences/mine', {}, signal),
  });
