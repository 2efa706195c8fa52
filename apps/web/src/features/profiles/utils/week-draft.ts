import { DAYS } from '@immora/shared/listing';
import type { TWorkingDay, TWorkingHours, TWorkingHoursRequest } from '@immora/shared/working-hours';

export type DraftSlot = { key: number; start: string; end: string; type: 'work' | 'break' };
export type DraftDay = { day: (typeof DAYS)[number]; status: 'open' | 'closed'; slots: DraftSlot[] };

let nextKey = 1;
export const newSlot = (type: DraftSlot['type'] = 'work'): DraftSlot => ({ key: nextKey++, start: '', end: '', type });

/** The editor's week: every day, Monday first, from what is stored (a day not stored is closed). */
export function draftOf(week: TWorkingHours): DraftDay[] {
  return DAYS.map((day) => {
    const stored: TWorkingDay | undefined = week.find((d) => d.day === day);
    return {
      day,
      status: stored?.status ?? 'closed',
      slots: (stored?.slots ?? []).map((s) => ({ key: nextKey++, ...s })),
    };
  });
}

/** The request: the seven days in order, so an issue's `days.N` is the Nth row. */
export const requestOf = (draft: DraftDay[]): TWorkingHoursRequest => ({
  days: draft.map((d) => ({
    day: d.day,
    status: d.status,
    slots: d.slots.map(({ start, end, type }) => ({ start, end, type })),
  })),
});
