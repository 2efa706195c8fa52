import { z } from 'zod';
import { CALENDAR_PROVIDERS } from './auth.ts';

/**
 * The host's calendar sync (decision 025): which connected calendar confirmed viewings go to, and
 * how the last attempt went. `lastError` stays until a later change reaches the calendar.
 */
export const ZCalendarSyncStatus = z.object({
  provider: z.enum(CALENDAR_PROVIDERS).nullable(),
  lastSyncedAt: z.iso.datetime().nullable(),
  lastError: z.string().nullable(),
  lastErrorAt: z.iso.datetime().nullable(),
  /** Upcoming appointments whose last change has not reached the calendar. */
  pending: z.number().int().nonnegative(),
});
export type TCalendarSyncStatus = z.infer<typeof ZCalendarSyncStatus>;
