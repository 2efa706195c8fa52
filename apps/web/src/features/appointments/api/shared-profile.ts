import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSharedProfile } from '@immora/shared/appointments';
import { apiGet } from '../../../lib/api-client.ts';
import { APPOINTMENTS_KEY } from './appointments-list.ts';

export const sharedProfileQuery = (id: string) =>
  queryOptions({
    queryKey: [...APPOINTMENTS_KEY, 'profile', id],
    queryFn: ({ signal }) => apiGet<TSharedProfile>(`/api/appointments/${encodeURIComponent(id)}/profile`, {}, signal),
    // A refusal (not shared) is an answer, not a hiccup: no retries.
    retry: false,
  });

/** GET /api/appointments/:id/profile: the profile the client shared with a booking (the owner's "profile view"). */
export function useSharedProfile(id: string) {
  return useQuery(sharedProfileQuery(id));
}
