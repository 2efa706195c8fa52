import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDashboardStats } from '@immora/shared/dashboards';
import { apiGet } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-context.ts';

export const dashboardStatsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['dashboard-stats', token],
    queryFn: ({ signal }) => apiGet<TDashboardStats>('/api/dashboard/stats', {}, signal),
    enabled: Boolean(token),
    // A home reads its figures afresh each time it opens: favourites, searches and bookings change elsewhere.
    staleTime: 0,
  });

/** GET /api/dashboard/stats: the figures of the signed-in user's home. */
export function useDashboardStats() {
  const { session } = useSession();
  return useQuery(dashboardStatsQuery(session?.token ?? null));
}
