/**
 * Wall-clock time in a named time zone (Europe/Brussels for viewing slots) with Intl only: the
 * calendar date, weekday and hour of an instant there, and the instant of a local date and hour.
 */
export type LocalParts = { year: number; month: number; day: number; hour: number; minute: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (timeZone: string) => {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
};

/** The local calendar date and time of an instant in a time zone. */
export function localParts(instant: Date, timeZone: string): LocalParts {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** 'YYYY-MM-DD' of an instant in a time zone (the key that groups slots by day). */
export function localDateKey(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** 'HH:MM' of an instant in a time zone. */
export function localTime(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(ms: number, timeZone: string): number {
  const p = localParts(new Date(ms), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((asUtc - Math.floor(ms / 60_000) * 60_000) / 60_000);
}

/**
 * The instant of a local date and time in a time zone, or null for a time the clocks skip
 * (02:30 on the night summer time starts). An ambiguous autumn hour gives its first instant.
 */
export function zonedInstant(local: LocalParts, timeZone: string): Date | null {
  const guess = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const first = offsetMinutes(guess, timeZone);
  let ms = guess - first * 60_000;
  const second = offsetMinutes(ms, timeZone);
  if (second !== first) ms = guess - second * 60_000;
  // The earlier of two readings of an autumn hour.
  const earlier = ms - 3_600_000;
  const p = localParts(new Date(earlier), timeZone);
  if (p.year === local.year && p.month === local.month && p.day === local.day && p.hour === local.hour) ms = earlier;
  const check = localParts(new Date(ms), timeZone);
  return check.hour === local.hour && check.minute === local.minute && check.day === local.day ? new Date(ms) : null;
}
