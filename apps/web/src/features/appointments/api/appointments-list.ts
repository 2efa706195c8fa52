import { useQuery } from '@tanstack/react-query';
import type { TAppointment } from '@immora/shared/appointments';
import { listQueryOptions, type ListRequest } from '../../../components/data-table/use-list-query.ts';

/** Every appointments query starts with this key: a change invalidates them all. */
export const APPOINTMENTS_KEY = ['appointments'] as const;

/** Which list: the owner's (all listings or one), or the seeker's bookings. */
export type AppointmentsScope = { side: 'owner'; propertyId?: string | undefined } | { side: 'seeker' };

export const appointmentsPath = (scope: AppointmentsScope) =>
  scope.side === 'seeker'
    ? '/api/appointments/booked'
    : scope.propertyId
      ? `/api/my-properties/${encodeURIComponent(scope.propertyId)}/appointments`
      : '/api/appointments';

/** GET one page of appointments (appointments.listOwned / listForProperty / listBooked). */
export function useAppointments(token: string | null, scope: AppointmentsScope, request: ListRequest) {
  const path = appointmentsPath(scope);
  return useQuery(listQueryOptions<TAppointment>([...APPOINTMENTS_KEY, token, path], path, request, Boolean(token)));
}
