import {
  ACTIVE_STATUSES,
  APPOINTMENT_MESSAGES as M,
  OWNER_TRANSITIONS,
  type TAppointmentStatus,
} from '@immora/shared/appointments';

/**
 * Why `from` → `to` is refused for an appointment starting at `start`, or null when it is allowed
 * (decision 021). The owner moves pending → confirmed | cancelled and confirmed → completed |
 * cancelled; a viewing is confirmed only before its time and completed only once it has come.
 */
export function ownerTransitionError(
  from: TAppointmentStatus,
  to: TAppointmentStatus,
  start: Date,
  now: Date,
): string | null {
  if (OWNER_TRANSITIONS[from].length === 0) return M.final(from);
  if (from === to) return M.same(to);
  if (!OWNER_TRANSITIONS[from].includes(to)) return M.transition(from, to);
  if (to === 'completed' && start.getTime() > now.getTime()) return M.notYet;
  if (to === 'confirmed' && start.getTime() <= now.getTime()) return M.passed;
  return null;
}

/**
 * Why an appointment cannot be cancelled (by either party, before or after confirmation) or
 * rescheduled (by the owner): only pending and confirmed ones are open to change.
 */
export function closedError(from: TAppointmentStatus): string | null {
  return ACTIVE_STATUSES.includes(from) ? null : M.final(from);
}
