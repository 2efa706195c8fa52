import { DAYS } from '@immora/shared/listing';
import { openIntervals, type TInterval, type TWorkingHours } from '@immora/shared/working-hours';
import type { Db } from '../../db/client.ts';
import { workingHoursRepository, type WorkingHoursRepository } from './working-hours.repository.ts';

/** Working hours are Belgian wall-clock times (decision 022). */
export const WORKING_HOURS_ZONE = 'Europe/Brussels';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: WORKING_HOURS_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as Belgian local date, weekday (1 = Monday) and minutes after midnight. */
export function localMoment(moment: Date) {
  const p = Object.fromEntries(parts.formatToParts(moment).map((x) => [x.type, x.value]));
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    weekday: DAYS.indexOf(p.weekday!.toLowerCase() as (typeof DAYS)[number]) + 1,
    minutes: Number(p.hour) * 60 + Number(p.minute),
  };
}

/** Whether [start, end) lies in one open interval of `week` (an empty week is always open). */
export function withinWeek(week: TWorkingHours, start: Date, end: Date): boolean {
  if (!week.length) return true;
  if (end <= start) return false;
  const from = localMoment(start);
  const to = localMoment(end);
  const nextDay = localMoment(new Date(start.getTime() + 86_400_000)).date;
  // An end at midnight closes the same day; any other end on another day spans two days.
  const endMinutes = to.date === from.date ? to.minutes : to.date === nextDay && to.minutes === 0 ? 24 * 60 : -1;
  if (endMinutes < 0) return false;
  const day = week.find((d) => d.day === DAYS[from.weekday - 1]);
  // A weekday the owner left out of a set week is closed.
  return openIntervals(day).some((i) => i.start <= from.minutes && endMinutes <= i.end);
}

/**
 * For the appointments module: whether the owner works during [start, end). An owner with no
 * working hours set is open whenever their listing's viewing slots say so (true).
 */
export async function isWithinWorkingHours(opts: { db: Db; ownerId: string; start: Date; end: Date }) {
  return withinWeek(await workingHoursRepository(opts.db).week(opts.ownerId), opts.start, opts.end);
}

/**
 * The open intervals (minutes after local midnight) of the owner's weekday (1 = Monday), or null
 * when the owner has set no working hours (then only the listing's slots count).
 */
export async function openIntervalsOf(opts: { db: Db; ownerId: string; weekday: number }): Promise<TInterval[] | null> {
  const week = await workingHoursRepository(opts.db).week(opts.ownerId);
  if (!week.length) return null;
  return openIntervals(week.find((d) => d.day === DAYS[opts.weekday - 1]));
}

type Deps = { hours: WorkingHoursRepository };

export async function getWorkingHours(deps: Deps, ownerId: string) {
  return { days: await deps.hours.week(ownerId) };
}

/** Saves the week the request gives (already checked by ZWorkingHoursRequest) and answers it as stored. */
export async function saveWorkingHours(deps: Deps, ownerId: string, week: TWorkingHours) {
  await deps.hours.replace(ownerId, week);
  return { days: await deps.hours.week(ownerId) };
}
