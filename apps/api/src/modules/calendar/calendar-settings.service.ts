import type { TCalendarSyncStatus } from '@immora/shared/calendar-sync';
import { retryCalendarSync, retrySince, type CalendarSyncDeps } from '../appointments/appointment-calendar.ts';
import type { CalendarSyncRepository } from './calendar-sync.repository.ts';
import { connectedProvider } from './calendars.ts';

export type CalendarSettingsDeps = CalendarSyncDeps & { sync: CalendarSyncRepository };

/** Which calendar the user's viewings go to, how the last attempt went, and how many changes wait. */
export async function calendarStatus(deps: CalendarSettingsDeps, userId: string): Promise<TCalendarSyncStatus> {
  const [account, state, pending] = await Promise.all([
    deps.sync.accountOf(userId),
    deps.sync.stateOf(userId),
    deps.repo.calendarFailureCount(userId, retrySince(new Date())),
  ]);
  return {
    provider: connectedProvider(account),
    lastSyncedAt: state?.lastSyncedAt?.toISOString() ?? null,
    lastError: state?.lastError ?? null,
    lastErrorAt: state?.lastErrorAt?.toISOString() ?? null,
    pending,
  };
}

/** Forgets the calendar tokens; events already made stay in that calendar. */
export async function disconnectCalendar(deps: CalendarSettingsDeps, userId: string) {
  await deps.sync.disconnect(userId);
  return calendarStatus(deps, userId);
}

export async function retryCalendar(deps: CalendarSettingsDeps, userId: string) {
  await retryCalendarSync(deps, userId);
  return calendarStatus(deps, userId);
}
