import { z } from 'zod';
import { DAYS } from './listing.ts';

/**
 * Working hours (spec 2 §3, §5, §8): per weekday open or closed, and slots of work or break with
 * a start and an end (local Belgian time, 'HH:MM'). Saved as a whole week (decision 022).
 */
export const WORKING_HOURS_MESSAGES = {
  saveFailed: 'Failed to save working hours',
  incompleteSlot: 'Every slot needs both a start and an end time. Please remove incomplete slots before saving.',
  time: 'Use a time between 00:00 and 23:59 (HH:MM).',
  endAfterStart: 'A slot must end after it starts.',
  overlap: 'Slots of the same day cannot overlap.',
  dayTwice: 'Each day can be given only once.',
  tooManySlots: 'A day has at most 12 slots.',
  saved: 'Working hours saved',
} as const;

export const SLOT_TYPES = ['work', 'break'] as const;
export const DAY_STATUSES = ['open', 'closed'] as const;
export const MAX_SLOTS_PER_DAY = 12;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'HH:MM' → minutes after midnight. */
export const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const ZSlotInput = z.object({
  /** '' while the editor's row is incomplete: refused with the incomplete-slot message. */
  start: z.string().max(8, WORKING_HOURS_MESSAGES.time),
  end: z.string().max(8, WORKING_HOURS_MESSAGES.time),
  type: z.enum(SLOT_TYPES),
});

const ZDayInput = z.object({
  day: z.enum(DAYS),
  status: z.enum(DAY_STATUSES),
  slots: z.array(ZSlotInput).max(MAX_SLOTS_PER_DAY, WORKING_HOURS_MESSAGES.tooManySlots).default([]),
});

/**
 * `PUT /api/users/me/working-hours`: the week. Days left out are closed; an empty list removes the
 * working hours (then the owner's listings alone say when viewings can be booked). A closed day's
 * slots are not kept.
 */
export const ZWorkingHoursRequest = z
  .object({ days: z.array(ZDayInput).max(DAYS.length) })
  .superRefine(({ days }, ctx) => {
    const seen = new Set<string>();
    days.forEach((day, d) => {
      if (seen.has(day.day))
        ctx.addIssue({ code: 'custom', path: ['days', d, 'day'], message: WORKING_HOURS_MESSAGES.dayTwice });
      seen.add(day.day);
      if (day.status === 'closed') return;
      const complete: { start: number; end: number; i: number }[] = [];
      day.slots.forEach((slot, i) => {
        const path = ['days', d, 'slots', i];
        if (!slot.start.trim() || !slot.end.trim()) {
          ctx.addIssue({
            code: 'custom',
            path: [...path, slot.start.trim() ? 'end' : 'start'],
            message: WORKING_HOURS_MESSAGES.incompleteSlot,
          });
          return;
        }
        if (!TIME.test(slot.start) || !TIME.test(slot.end)) {
          ctx.addIssue({
            code: 'custom',
            path: [...path, TIME.test(slot.start) ? 'end' : 'start'],
            message: WORKING_HOURS_MESSAGES.time,
          });
          return;
        }
        const start = toMinutes(slot.start);
        const end = toMinutes(slot.end);
        if (end <= start) {
          ctx.addIssue({ code: 'custom', path: [...path, 'end'], message: WORKING_HOURS_MESSAGES.endAfterStart });
          return;
        }
        complete.push({ start, end, i });
      });
      complete.sort((a, b) => a.start - b.start);
      for (let k = 1; k < complete.length; k++) {
        if (complete[k]!.start < complete[k - 1]!.end)
          ctx.addIssue({
            code: 'custom',
            path: ['days', d, 'slots', complete[k]!.i, 'start'],
            message: WORKING_HOURS_MESSAGES.overlap,
          });
      }
    });
  });
export type TWorkingHoursRequest = z.input<typeof ZWorkingHoursRequest>;

/** The week as stored and shown: days in weekday order, slots by start time. */
export const ZWorkingDay = z.object({
  day: z.enum(DAYS),
  status: z.enum(DAY_STATUSES),
  slots: z.array(z.object({ start: z.string(), end: z.string(), type: z.enum(SLOT_TYPES) })),
});
export const ZWorkingHours = z.array(ZWorkingDay);
export type TWorkingHours = z.infer<typeof ZWorkingHours>;
export type TWorkingDay = z.infer<typeof ZWorkingDay>;

/** `GET /api/users/me/working-hours`: `days` is empty while none are set. */
export const ZWorkingHoursAnswer = z.object({ days: ZWorkingHours });

export type TInterval = { start: number; end: number };

/**
 * A day's open intervals in minutes after midnight: its work slots, adjacent ones joined, minus its
 * breaks. A closed day has none; an open day without slots is open all day.
 */
export function openIntervals(day: TWorkingDay | undefined): TInterval[] {
  if (!day || day.status === 'closed') return [];
  if (!day.slots.length) return [{ start: 0, end: 24 * 60 }];
  const work = day.slots
    .filter((s) => s.type === 'work')
    .map((s) => ({ start: toMinutes(s.start), end: toMinutes(s.end) }))
    .sort((a, b) => a.start - b.start);
  const joined: TInterval[] = [];
  for (const slot of work) {
    const last = joined.at(-1);
    if (last && slot.start <= last.end) last.end = Math.max(last.end, slot.end);
    else joined.push({ ...slot });
  }
  const breaks = day.slots
    .filter((s) => s.type === 'break')
    .map((s) => ({ start: toMinutes(s.start), end: toMinutes(s.end) }));
  return breaks.reduce(
    (open, pause) =>
      open.flatMap((o) =>
        pause.end <= o.start || pause.start >= o.end
          ? [o]
          : [
              ...(pause.start > o.start ? [{ start: o.start, end: pause.start }] : []),
              ...(pause.end < o.end ? [{ start: pause.end, end: o.end }] : []),
            ],
      ),
    joined,
  );
}
