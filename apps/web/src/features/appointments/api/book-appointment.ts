import { useMutation } from '@tanstack/react-query';
import type { TAppointment, TBookingRequest } from '@immora/shared/appointments';
import { apiPost } from '../../../lib/api-client.ts';
import { useInvalidateAppointments } from './invalidate-appointments.ts';

/** POST /api/appointments: book a free slot. A refusal (slot taken) reloads the slots too. */
export function useBookAppointment() {
  const invalidate = useInvalidateAppointments();
  return useMutation({
    mutationFn: (body: TBookingRequest) => apiPost<TAppointment>('/api/appointments', body),
    onSettled: invalidate,
  });
}
