import { SLOT_TIME_ZONE, type TSlot } from '@immora/shared/appointments';
import { localDateKey, localTime } from '@immora/shared/local-time';

/** The free slots of one Belgian calendar day. */
export type SlotDay = { key: string; label: string; slots: (TSlot & { time: string })[] };

/** 'Tue 1 Dec' in the reader's language, for a day key 'YYYY-MM-DD' (Belgian time). */
export function dayLabel(key: string, language: string, long = false): string {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 12)).toLocaleDateString(`${language}-BE`, {
    timeZone: 'UTC',
    weekday: long ? 'long' : 'short',
    day: 'numeric',
    month: long ? 'long' : 'short',
  });
}

/** Slots grouped by Belgian calendar day, in time order, each with its 'HH:MM'. */
export function slotDays(slots: readonly TSlot[], language: string): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    const start = new Date(slot.startsAt);
    const key = localDateKey(start, SLOT_TIME_ZONE);
    let day = days.get(key);
    if (!day) {
      day = { key, label: dayLabel(key, language), slots: [] };
      days.set(key, day);
    }
    day.slots.push({ ...slot, time: localTime(start, SLOT_TIME_ZONE) });
  }
  return [...days.values()];
}

/** An appointment's date and time as the reader writes it, in Belgian time ('Tue 1 Dec 2026, 10:00'). */
export function formatStart(iso: string, language: string): string {
  return new Date(iso).toLocaleString(`${language}-BE`, {
    timeZone: SLOT_TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    // 24-hour in every language, as the slot buttons show the time: el-BE would say '02:00 μ.μ.',
    // and a button named otherwise than its text fails WCAG's label-in-name.
    hourCycle: 'h23',
  });
}
