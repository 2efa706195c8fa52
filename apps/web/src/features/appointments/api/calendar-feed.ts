import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFeedLink, TFeedStatus } from '@immora/shared/appointments';
import { apiDelete, apiGet, apiPost } from '../../../lib/api-client.ts';

const FEED_KEY = ['appointment-feed'] as const;

/** GET /api/appointments/feed: whether my private calendar address exists. */
export function useFeedStatus(token: string | null) {
  return useQuery({
    queryKey: [...FEED_KEY, token],
    queryFn: ({ signal }) => apiGet<TFeedStatus>('/api/appointments/feed', {}, signal),
    enabled: Boolean(token),
  });
}

/** POST makes a new address (shown once), DELETE stops it. */
export function useFeedCommands() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: FEED_KEY });
  return {
    create: useMutation({ mutationFn: () => apiPost<TFeedLink>('/api/appointments/feed'), onSuccess: refresh }),
    stop: useMutation({ mutationFn: () => apiDelete<unknown>('/api/appointments/feed'), onSuccess: refresh }),
  };
}
