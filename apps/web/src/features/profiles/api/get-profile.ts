import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProfile } from '@immora/shared/profiles';
import { apiGet } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-context.ts';

export const profileQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['profile', token],
    queryFn: ({ signal }) => apiGet<TProfile>('/api/users/me/profile', {}, signal),
    enabled: Boolean(token),
  });

/** GET /api/users/me/profile: the signed-in user's profile. */
export function useProfile() {
  const { session } = useSession();
  return useQuery(profileQuery(session?.token ?? null));
}
