import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TJoinRequestState } from '@immora/shared/agency-team';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

const joinKey = (agencyId: string) => ['agencies', 'join-request', agencyId] as const;
const joinPath = (agencyId: string) => `/api/agencies/${encodeURIComponent(agencyId)}/join-request`;

/** GET /api/agencies/:id/join-request (agency.joinRequestState): can I ask, and how did my last request go. */
export const useJoinRequestState = (agencyId: string, enabled: boolean) =>
  useQuery({
    queryKey: joinKey(agencyId),
    queryFn: ({ signal }) => apiGet<TJoinRequestState>(joinPath(agencyId), {}, signal),
    enabled,
  });

/** POST /api/agencies/:id/join-request (agency.requestToJoin): an independent agent asks to join. */
export function useRequestToJoin(agencyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<TJoinRequestState>(joinPath(agencyId)),
    onSuccess: (state) => client.setQueryData(joinKey(agencyId), state),
    onError: () => client.invalidateQueries({ queryKey: joinKey(agencyId) }),
  });
}
