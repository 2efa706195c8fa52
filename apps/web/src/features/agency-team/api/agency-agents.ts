import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAgencyAgent, TAgentCreateRequest, TAgentUpdateRequest } from '@immora/shared/agency-team';
import { listQueryOptions, type ListRequest } from '../../../components/data-table/use-list-query.ts';
import { apiDelete, apiGet, apiPatch, apiPost } from '../../../lib/api-client.ts';
import { AGENCY_AGENTS_KEY, UNASSIGNED_KEY } from './team-keys.ts';

const PATH = '/api/agency/agents';

/** GET /api/agency/agents (agency.listAgents): one page. */
export const useAgencyAgents = (request: ListRequest) =>
  useQuery(listQueryOptions<TAgencyAgent>(AGENCY_AGENTS_KEY, PATH, request));

/** GET /api/agency/agents/:id (agency.getAgent): the edit form's agent. */
export const useAgencyAgent = (id: string) =>
  useQuery({
    queryKey: [...AGENCY_AGENTS_KEY, 'one', id],
    queryFn: ({ signal }) => apiGet<TAgencyAgent>(`${PATH}/${encodeURIComponent(id)}`, {}, signal),
  });

function useAgentsMutation<V>(send: (values: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: AGENCY_AGENTS_KEY }),
        client.invalidateQueries({ queryKey: UNASSIGNED_KEY }),
      ]),
  });
}

/** POST /api/agency/agents (agency.addAgent). */
export const useAddAgent = () => useAgentsMutation((body: TAgentCreateRequest) => apiPost<TAgencyAgent>(PATH, body));

/** PATCH /api/agency/agents/:id (agency.updateAgent). */
export const useUpdateAgent = (id: string) =>
  useAgentsMutation((body: TAgentUpdateRequest) => apiPatch<TAgencyAgent>(`${PATH}/${encodeURIComponent(id)}`, body));

/** DELETE /api/agency/agents/:id (agency.kickOutAgent): its listings become unassigned too. */
export const useKickOutAgent = () =>
  useAgentsMutation((id: string) => apiDelete<{ id: string }>(`${PATH}/${encodeURIComponent(id)}`));
