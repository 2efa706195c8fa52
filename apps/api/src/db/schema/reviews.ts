import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { appointments } from './appointments.ts';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/**
 * A review of a completed viewing (decision 032): one per appointment (the unique index decides
 * between parallel posts), written by its visitor about its host at that time (`subject_id`: the
 * listing's assigned agent, else its owner) and, for an agency's listing, also counted for the
 * agency (`agency_id`). The subject replies once and may report abuse once.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    reportReason: text('report_reason'),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_appointment_key').on(t.appointmentId),
    index('reviews_subject_idx').on(t.subjectId, t.createdAt),
    index('reviews_agency_idx').on(t.agencyId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_text_length', sql`char_length(${t.text}) between 10 and 2000`),
    check('reviews_reply_length', sql`${t.reply} is null or char_length(${t.reply}) between 2 and 2000`),
    check('reviews_reply_time', sql`(${t.reply} is null) = (${t.repliedAt} is null)`),
    check('reviews_report_length', sql`${t.reportReason} is null or char_length(${t.reportReason}) between 5 and 500`),
    check('reviews_report_time', sql`(${t.reportReason} is null) = (${t.reportedAt} is null)`),
  ],
);
