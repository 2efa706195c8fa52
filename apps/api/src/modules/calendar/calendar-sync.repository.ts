import { eq } from 'drizzle-orm';
import type { CalendarProvider } from '@immora/shared/auth';
import type { Db } from '../../db/client.ts';
import { calendarSyncs } from '../../db/schema/calendar.ts';
import { users, type CalendarAuth } from '../../db/schema/users.ts';

/** The calendar sync's own data (decision 025): a user's tokens as a calendar account, and how syncing went. */
export function calendarSyncRepository(db: Db) {
  return {
    /** The user's address and the tokens of each connected calendar. */
    async accountOf(userId: string) {
      const [row] = await db
        .select({ email: users.email, google: users.googleCalendarAuth, outlook: users.outlookCalendarAuth })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async saveTokens(userId: string, provider: CalendarProvider, auth: CalendarAuth) {
      await db
        .update(users)
        .set(provider === 'google' ? { googleCalendarAuth: auth } : { outlookCalendarAuth: auth })
        .where(eq(users.id, userId));
    },

    /** Forgets both calendars' tokens and the sync state. */
    async disconnect(userId: string) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ googleCalendarAuth: null, outlookCalendarAuth: null }).where(eq(users.id, userId));
        await tx.delete(calendarSyncs).where(eq(calendarSyncs.userId, userId));
      });
    },

    /** Records how the last attempt went: reached the calendar (clearing the last failure), or failed. */
    async record(
      userId: string,
      provider: CalendarProvider,
      outcome: { syncedAt: Date } | { error: string; at: Date },
    ) {
      const values =
        'syncedAt' in outcome
          ? { provider, lastSyncedAt: outcome.syncedAt, lastError: null, lastErrorAt: null }
          : { provider, lastError: outcome.error, lastErrorAt: outcome.at };
      await db
        .insert(calendarSyncs)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: calendarSyncs.userId, set: values });
    },

    async stateOf(userId: string) {
      const [row] = await db.select().from(calendarSyncs).where(eq(calendarSyncs.userId, userId));
      return row ?? null;
    },
  };
}

export type CalendarSyncRepository = ReturnType<typeof calendarSyncRepository>;
