import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { APPOINTMENT_STATUSES, VISIT_TYPES } from '@immora/shared/appointments';
import { CALENDAR_PROVIDERS } from '@immora/shared/auth';
import { createdAt, id, updatedAt } from './columns.ts';
import { properties } from './properties.ts';
import { users } from './users.ts';

export const appointmentStatusEnum = pgEnum('appointment_status', APPOINTMENT_STATUSES);
export const visitTypeEnum = pgEnum('visit_type', VISIT_TYPES);

/**
 * A viewing of a listing booked by a seeker (decision 021). The owner's side is whoever manages
 * the listing when read (its owner, its assigned agent, its agency's owner). Each viewing lasts
 * one slot (SLOT_MINUTES) from `starts_at`. `sequence` is the iCalendar SEQUENCE of the e-mailed
 * invitation, raised on every change the parties are told about.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    seekerId: uuid('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    status: appointmentStatusEnum('status').notNull().default('pending'),
    visitType: visitTypeEnum('visit_type').notNull().default('inPerson'),
    profileShared: boolean('profile_shared').notNull().default(false),
    message: text('message').notNull().default(''),
    sequence: integer('sequence').notNull().default(0),
    /**
     * Calendar sync (decision 025): the event made in the host's connected calendar for a confirmed
     * viewing, which provider and whose calendar holds it, and why the last change did not reach
     * it (null once it did; a later change or a retry tries again).
     */
    calendarEventId: text('calendar_event_id'),
    calendarProvider: text('calendar_provider', { enum: CALENDAR_PROVIDERS }),
    calendarOwnerId: uuid('calendar_owner_id').references(() => users.id, { onDelete: 'set null' }),
    calendarSyncError: text('calendar_sync_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The collision rule: one active (not cancelled) appointment per listing and start time.
    uniqueIndex('appointments_active_slot_key')
      .on(t.propertyId, t.startsAt)
      .where(sql`${t.status} <> 'cancelled'`),
    // A seeker holds one pending or confirmed viewing per listing (no blocking a listing's week).
    uniqueIndex('appointments_one_open_per_seeker_key')
      .on(t.propertyId, t.seekerId)
      .where(sql`${t.status} in ('pending', 'confirmed')`),
    index('appointments_seeker_idx').on(t.seekerId, t.startsAt),
    index('appointments_property_idx').on(t.propertyId, t.startsAt),
    index('appointments_calendar_failed_idx')
      .on(t.startsAt)
      .where(sql`${t.calendarSyncError} is not null`),
    check('appointments_message_length', sql`char_length(${t.message}) <= 1000`),
    check('appointments_sequence_nonneg', sql`${t.sequence} >= 0`),
  ],
);

/**
 * A user's private iCalendar feed of their appointments (GET /api/appointment-feeds/<token>.ics):
 * only the token's SHA-256 is kept; a new link replaces the old one, and deleting the row
 * revokes it.
 */
export const appointmentFeeds = pgTable(
  'appointment_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('appointment_feeds_token_key').on(t.tokenHash)],
);
