import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DATA_EXPORT_STORED_STATES } from '@immora/shared/data-exports';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/**
 * A 'Download my data' request (issue 32, decision 063): queued by the account's owner, built into
 * one zip by the export worker (a node claims it with a row lock), downloadable by that user until
 * `expires_at` (7 days after it was ready), then swept with its file. 'expired' is not stored: it
 * is a ready export past `expires_at`.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DATA_EXPORT_STORED_STATES }).notNull().default('queued'),
    /** When a worker took it (a claim older than the stale limit is taken again: a node that stopped). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** The zip's key in the private export files (never under the public uploads). */
    fileKey: text('file_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    index('data_exports_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('queued', 'building')`),
    index('data_exports_expires_idx').on(t.expiresAt),
    check(
      'data_exports_ready_shape',
      sql`(${t.status} = 'ready') = (${t.fileKey} is not null and ${t.expiresAt} is not null)`,
    ),
  ],
);
