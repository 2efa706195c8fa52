import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUpcomingAppointments } from '@immora/shared/dashboards';
import { apiGet } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-context.ts';
import { APPOINTMENTS_KEY } from '../../appointments/api/appointments-list.ts';

/** Under the appointments key: a booking, cancellation or status change refreshes the home's cards. */
export const upcomingAppointmentsQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...APPOINTMENTS_KEY, 'upcoming', token],
    queryFn: ({ signal }) => apiGet<TUpcomingAppointments>('/api/dashboard/upcoming', {}, signal),
    enabled: Boolean(token),
    // The other party confirms, moves or cancels viewings too: read afresh each time the home opens.
    staleTime: 0,
  });

/** GET /api/dashboard/upcoming: the next viewings of the signed-in user's home. */
export function useUpcomingAppointments() {
  const { session } = useSession();
  return useQuery(upcomingAppointmentsQuery(session?.token ?? null));
}
