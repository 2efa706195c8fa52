import { DAYS } from '@immora/shared/listing';
import type { TWorkingHours } from '@immora/shared/working-hours';
import type { workingDays, workingSlots } from '../../db/schema/profiles.ts';

type DayRow = typeof workingDays.$inferInsert;
type SlotRow = typeof workingSlots.$inferInsert;
type DayName = (typeof DAYS)[number];

/** 'monday' → 1 … 'sunday' → 7 (ISO weekday numbers). */
export const weekdayOf = (day: DayName) => DAYS.indexOf(day) + 1;

/** The rows of an owner's week: a closed day keeps no slots, slots in start order. */
export function weekRows(ownerId: string, week: TWorkingHours): { days: DayRow[]; slots: SlotRow[] } {
  const days = week.map((d) => ({ ownerId, weekday: weekdayOf(d.day), status: d.status }));
  const slots = week.flatMap((d) =>
    d.status === 'closed'
      ? []
      : [...d.slots]
          .sort((a, b) => a.start.localeCompare(b.start))
          .map((s) => ({ ownerId, weekday: weekdayOf(d.day), startsAt: s.start, endsAt: s.end, type: s.type })),
  );
  return { days, slots };
}

/** The week as the API answers it: every stored day in weekday order, times as 'HH:MM'. */
export function weekOf(
  days: { weekday: number; status: 'open' | 'closed' }[],
  slots: { weekday: number; startsAt: string; endsAt: string; type: 'work' | 'break' }[],
): TWorkingHours {
  return [...days]
    .sort((a, b) => a.weekday - b.weekday)
    .map((d) => ({
      day: DAYS[d.weekday - 1]!,
      status: d.status,
      slots: slots
        .filter((s) => s.weekday === d.weekday)
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
        .map((s) => ({ start: s.startsAt.slice(0, 5), end: s.endsAt.slice(0, 5), type: s.type })),
    }));
}
