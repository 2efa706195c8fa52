import { useQueryClient } from '@tanstack/react-query';
import { APPOINTMENTS_KEY } from './appointments-list.ts';
import { FREE_SLOTS_KEY } from './free-slots.ts';

/** After a booking or a change (or a refusal: a slot taken meanwhile), the lists and free slots are read again. */
export function useInvalidateAppointments() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
      client.invalidateQueries({ queryKey: FREE_SLOTS_KEY }),
    ]);
}
