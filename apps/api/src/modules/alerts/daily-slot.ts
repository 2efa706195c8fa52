import { localParts, zonedInstant } from '@immora/shared/local-time';

export const ALERT_TIME_ZONE = 'Europe/Brussels';

/**
 * The latest instant at or before `now` when daily alerts were due: `hour`:00 in Brussels today,
 * else yesterday. A day whose hour the clocks skip has none; the day before is taken then.
 */
export function lastDailySlot(now: Date, hour: number): Date {
  const today = localParts(now, ALERT_TIME_ZONE);
  for (let back = 0; back < 3; back++) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day - back));
    const slot = zonedInstant(
      { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour, minute: 0 },
      ALERT_TIME_ZONE,
    );
    if (slot && slot <= now) return slot;
  }
  throw new Error('no daily alert slot in the last three days');
}
