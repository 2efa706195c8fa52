import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAgentRequest, TAgentRequestDecision } from '@immora/shared/agency-team';
import { listQueryOptions, type ListRequest } from '../../../components/data-table/use-list-query.ts';
import { apiPatch } from '../../../lib/api-client.ts';
import { AGENCY_AGENTS_KEY, AGENT_REQUESTS_KEY } from './team-keys.ts';

/** GET /api/agency/agent-requests (agency.listAgentRequests): one page. */
export const useAgentRequests = (request: ListRequest) =>
  useQuery(listQueryOptions<TAgentRequest>(AGENT_REQUESTS_KEY, '/api/agency/agent-requests', request));

/** PATCH /api/agency/agent-requests/:id (agency.decideAgentRequest): accepting adds an agent. */
export function useDecideRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string } & TAgentRequestDecision) =>
      apiPatch<TAgentRequest>(`/api/agency/agent-requests/${encodeURIComponent(id)}`, { status }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: AGENT_REQUESTS_KEY }),
        client.invalidateQueries({ queryKey: AGENCY_AGENTS_KEY }),
      ]),
  });
}
