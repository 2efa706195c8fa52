import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUnassignedProperty } from '@immora/shared/agency-team';
import { listQueryOptions, type ListRequest } from '../../../components/data-table/use-list-query.ts';
import { apiPut } from '../../../lib/api-client.ts';
import { AGENCY_AGENTS_KEY, UNASSIGNED_KEY } from './team-keys.ts';

/** GET /api/agency/unassigned-properties (agency.listUnassigned): one page. */
export const useUnassignedProperties = (request: ListRequest) =>
  useQuery(listQueryOptions<TUnassignedProperty>(UNASSIGNED_KEY, '/api/agency/unassigned-properties', request));

/** PUT /api/agency/properties/:id/agent (agency.assignProperty); the agents' counts change too. */
export function useAssignProperty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, agentId }: { propertyId: string; agentId: string }) =>
      apiPut<{ id: string; agentId: string }>(`/api/agency/properties/${encodeURIComponent(propertyId)}/agent`, {
        agentId,
      }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: UNASSIGNED_KEY }),
        client.invalidateQueries({ queryKey: AGENCY_AGENTS_KEY }),
      ]),
  });
}
