import { AUCTION_TIME_ZONE } from './auction-time-zone.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock reading of `instant` in `zone`, as the milliseconds of that reading taken as UTC. */
function wallClock(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/**
 * A Date as the value of an <input type="datetime-local"> read in `zone` (auctions: Belgian time,
 * whatever the browser's zone), to the minute.
 */
export function toZonedInput(date: Date, zone = AUCTION_TIME_ZONE): string {
  const wall = new Date(wallClock(date.getTime(), zone));
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/**
 * An <input type="datetime-local"> value read in `zone` as an ISO instant, or '' when empty or
 * unreadable. A time the clocks skip in spring is read with the zone's offset before the change
 * (02:30 on the last Sunday of March, Brussels: 03:30 summer time).
 */
export function zonedInputToIso(value: string, zone = AUCTION_TIME_ZONE): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return '';
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc)) return '';
  // The zone's offset near that moment, then once more at the instant found (a change between them).
  let instant = asUtc - (wallClock(asUtc, zone) - asUtc);
  instant = asUtc - (wallClock(instant, zone) - instant);
  return new Date(instant).toISOString();
}

/** The next quarter hour from `now`, at least 5 minutes away: a sensible default start. */
export function nextQuarterHour(now: Date): Date {
  const date = new Date(now.getTime() + 5 * 60_000);
  date.setSeconds(0, 0);
  date.setMinutes(Math.ceil(date.getMinutes() / 15) * 15);
  return date;
}
