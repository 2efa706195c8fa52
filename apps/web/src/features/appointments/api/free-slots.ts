import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFreeSlots } from '@immora/shared/appointments';
import { apiGet } from '../../../lib/api-client.ts';

export const FREE_SLOTS_KEY = ['free-slots'] as const;

/** GET /api/properties/:id/slots: the listing's free viewing slots (asked with the session, if any). */
export const freeSlotsQuery = (propertyId: string, token: string | null) =>
  queryOptions({
    queryKey: [...FREE_SLOTS_KEY, propertyId, token],
    queryFn: ({ signal }) => apiGet<TFreeSlots>(`/api/properties/${encodeURIComponent(propertyId)}/slots`, {}, signal),
  });

export function useFreeSlots(propertyId: string, token: string | null, enabled = true) {
  return useQuery({ ...freeSlotsQuery(propertyId, token), enabled });
}
