import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CALENDAR_PROVIDERS } from '@immora/shared/auth';
import { updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * How a user's calendar sync went (decision 025), shown on their profile: the last change that
 * reached the connected calendar and the last failure (cleared by the next success). The tokens
 * themselves stay on `users` (google_calendar_auth / outlook_calendar_auth).
 */
export const calendarSyncs = pgTable('calendar_syncs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: CALENDAR_PROVIDERS }).notNull(),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});
