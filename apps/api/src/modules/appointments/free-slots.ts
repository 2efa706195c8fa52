import { SLOT_MINUTES, SLOT_TIME_ZONE } from '@immora/shared/appointments';
import { DAYS } from '@immora/shared/listing';
import { localParts, zonedInstant } from '@immora/shared/local-time';

export type TimeSlots = Partial<Record<string, string[]>>;
export type Slot = { start: Date; end: Date };
/**
 * One rule a slot must pass to be offered. Booked slots and the past are two; the owner's working
 * hours and calendar busy times are further rules passed by the caller (decision 021).
 */
export type SlotFilter = (slot: Slot) => boolean;

const DAY_MS = 86_400_000;
/** JavaScript's getUTCDay() (0 = Sunday) to the listing's day names. */
const WEEKDAY = [DAYS[6], ...DAYS.slice(0, 6)] as const;

/**
 * The slots a listing offers in the `days` calendar days (Belgian time) from `from`'s day on:
 * each weekday's hours of `availableTimeSlots`, as instants, in time order. Hours the clocks skip
 * are left out.
 */
export function offeredSlots(timeSlots: TimeSlots, from: Date, days: number): Slot[] {
  const today = localParts(from, SLOT_TIME_ZONE);
  const out: Slot[] = [];
  for (let i = 0; i < days; i++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day) + i * DAY_MS);
    const hours = [...new Set(timeSlots[WEEKDAY[date.getUTCDay()]!] ?? [])].sort();
    for (const hour of hours) {
      const [h, m] = hour.split(':').map(Number) as [number, number];
      const start = zonedInstant(
        { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: h, minute: m },
        SLOT_TIME_ZONE,
      );
      if (start) out.push({ start, end: new Date(start.getTime() + SLOT_MINUTES * 60_000) });
    }
  }
  return out;
}

/** Leaves out slots that have started and those of `booked` starts. */
export const notPast =
  (now: Date): SlotFilter =>
  (slot) =>
    slot.start.getTime() > now.getTime();
export const notBooked = (booked: readonly Date[]): SlotFilter => {
  const taken = new Set(booked.map((d) => d.getTime()));
  return (slot) => !taken.has(slot.start.getTime());
};

/** Leaves out slots that overlap a busy range of the host's calendar (decision 025). */
export const notBusy =
  (busy: readonly Slot[]): SlotFilter =>
  (slot) =>
    !busy.some((b) => b.start.getTime() < slot.end.getTime() && slot.start.getTime() < b.end.getTime());

/** The offered slots that pass every filter. */
export function freeSlots(timeSlots: TimeSlots, opts: { from: Date; days: number; filters: SlotFilter[] }): Slot[] {
  return offeredSlots(timeSlots, opts.from, opts.days).filter((slot) => opts.filters.every((keep) => keep(slot)));
}
