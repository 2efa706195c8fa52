import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TWorkingHours, TWorkingHoursRequest } from '@immora/shared/working-hours';
import { apiGet, apiPut } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-context.ts';

type Answer = { days: TWorkingHours };

export const workingHoursQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['working-hours', token],
    queryFn: ({ signal }) => apiGet<Answer>('/api/users/me/working-hours', {}, signal),
    enabled: Boolean(token),
  });

/** GET /api/users/me/working-hours: `days` is empty while none are set. */
export function useWorkingHours() {
  const { session } = useSession();
  return useQuery(workingHoursQuery(session?.token ?? null));
}

/** PUT /api/users/me/working-hours: the whole week. */
export function useSaveWorkingHours() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TWorkingHoursRequest) => apiPut<Answer>('/api/users/me/working-hours', body),
    onSuccess: (answer) => client.setQueriesData({ queryKey: ['working-hours'] }, answer),
  });
}
