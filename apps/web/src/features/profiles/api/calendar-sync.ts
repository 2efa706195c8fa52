import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarProvider } from '@immora/shared/auth';
import type { TCalendarSyncStatus } from '@immora/shared/calendar-sync';
import { apiDelete, apiGet, apiPost } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-context.ts';

const KEY = ['calendar-sync'] as const;

/** GET /api/users/me/calendar: the connected calendar and how its sync goes (decision 025). */
export function useCalendarSync() {
  const { session } = useSession();
  const token = session?.token ?? null;
  return useQuery({
    queryKey: [...KEY, token],
    queryFn: ({ signal }) => apiGet<TCalendarSyncStatus>('/api/users/me/calendar', {}, signal),
    enabled: Boolean(token),
  });
}

/** DELETE disconnects; POST …/retry sends the failed changes again; the url starts a connection. */
export function useCalendarSyncCommands() {
  const client = useQueryClient();
  const refresh = (status: TCalendarSyncStatus) => {
    client.setQueriesData<TCalendarSyncStatus>({ queryKey: KEY }, status);
  };
  return {
    disconnect: useMutation({
      mutationFn: () => apiDelete<TCalendarSyncStatus>('/api/users/me/calendar'),
      onSuccess: refresh,
    }),
    retry: useMutation({
      mutationFn: () => apiPost<TCalendarSyncStatus>('/api/users/me/calendar/retry'),
      onSuccess: refresh,
    }),
    connect: useMutation({
      mutationFn: (provider: CalendarProvider) => apiGet<{ url: string }>(`/api/${provider}/calendar/url`),
    }),
  };
}
