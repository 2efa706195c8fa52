import { useQuery } from '@tanstack/react-query';
import type { TAgentProfile } from '@immora/shared/professionals';
import { apiGet } from '../../../lib/api-client.ts';
import { STAFF_PROFESSIONALS_KEY } from './staff-keys.ts';

/** An agent's BIV/IPI number and whether it is confirmed (their public profile, GET /api/agents/{id}). */
export const useAgentLicence = (id: string | null) =>
  useQuery({
    queryKey: [...STAFF_PROFESSIONALS_KEY, 'agent', id],
    queryFn: ({ signal }) => apiGet<TAgentProfile>(`/api/agents/${id}`, {}, signal),
    enabled: id !== null,
    select: (agent) => ({ licenceNumber: agent.licenceNumber, verified: agent.verified }),
  });
