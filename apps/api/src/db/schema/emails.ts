import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SENT_EMAIL_STATUSES } from '@immora/shared/emails';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const sentEmailStatusEnum = pgEnum('sent_email_status', SENT_EMAIL_STATUSES);

/** A user's reusable e-mail to contacts, with `{{placeholders}}` (decision 034); names are unique per owner. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('email_templates_owner_name_key').on(t.ownerId, sql`lower(${t.name})`),
    check('email_templates_lengths', sql`char_length(${t.name}) <= 80 and char_length(${t.subject}) <= 200`),
  ],
);

/**
 * One e-mail to one contact: the sent log, and the queue the sending works from (decision 034).
 * Written `queued` with `claimed_at` set by the send that delivers it at once; a row still queued
 * after a few minutes (its node stopped) is taken again by the sweep. The rows of the last hour
 * are what the hourly limit counts.
 */
export const sentEmails = pgTable(
  'sent_emails',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientKind: text('recipient_kind').notNull(),
    recipientId: text('recipient_id').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    recipientName: text('recipient_name').notNull(),
    language: text('language').notNull().default('en'),
    replyTo: text('reply_to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: sentEmailStatusEnum('status').notNull().default('queued'),
    error: text('error'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sent_emails_owner_idx').on(t.ownerId, t.createdAt),
    index('sent_emails_queued_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'queued'`),
  ],
);
