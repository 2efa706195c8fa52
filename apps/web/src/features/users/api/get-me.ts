import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSessionUser } from '@immora/shared/auth';
import { apiGet } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-context.ts';

export const meQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['me', token],
    queryFn: ({ signal }) => apiGet<TSessionUser>('/api/users/me', {}, signal),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** GET /api/users/me: the signed-in user's name for the layouts and the role homes. */
export function useMe() {
  const { session } = useSession();
  return useQuery(meQuery(session?.token ?? null));
}
