import { useMutation } from '@tanstack/react-query';
import type { TAppointment, TStatusUpdateRequest } from '@immora/shared/appointments';
import { apiPatch, apiPost } from '../../../lib/api-client.ts';
import { useInvalidateAppointments } from './invalidate-appointments.ts';

/** PATCH /api/appointments/:id/status (the owner's update-status dialog). */
export function useSetAppointmentStatus() {
  const invalidate = useInvalidateAppointments();
  return useMutation({
    mutationFn: ({ id, status }: { id: string } & TStatusUpdateRequest) =>
      apiPatch<TAppointment>(`/api/appointments/${id}/status`, { status }),
    onSettled: invalidate,
  });
}

/** PATCH /api/appointments/:id/schedule (the owner's reschedule dialog). */
export function useRescheduleAppointment() {
  const invalidate = useInvalidateAppointments();
  return useMutation({
    mutationFn: ({ id, startsAt }: { id: string; startsAt: string }) =>
      apiPatch<TAppointment>(`/api/appointments/${id}/schedule`, { startsAt }),
    onSettled: invalidate,
  });
}

/** POST /api/appointments/:id/cancel (either party). */
export function useCancelAppointment() {
  const invalidate = useInvalidateAppointments();
  return useMutation({
    mutationFn: (id: string) => apiPost<TAppointment>(`/api/appointments/${id}/cancel`),
    onSettled: invalidate,
  });
}
