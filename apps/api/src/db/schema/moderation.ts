import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { properties } from './properties.ts';
import { users } from './users.ts';

const SEVERITY = ['high', 'medium', 'low'] as const;

/**
 * A case (decision 076): what reports and automatic signals say about one listing or one account,
 * and what staff decided. One case per target is open or appealed at a time (the partial unique
 * indexes); a report or a signal for a target whose case was decided opens a new one.
 */
export const moderationCases = pgTable(
  'moderation_cases',
  {
    id: id(),
    targetKind: text('target_kind', { enum: ['listing', 'user'] }).notNull(),
    listingId: uuid('listing_id').references(() => properties.id, { onDelete: 'set null' }),
    /** The account the case is about: the listing's owner, or the reported profile. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['open', 'decided', 'appealed', 'closed'] })
      .notNull()
      .default('open'),
    severity: text('severity', { enum: SEVERITY }).notNull(),
    decision: text('decision', {
      enum: ['dismiss', 'ask_correction', 'hide_listing', 'suspend_account', 'restore'],
    }),
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    appealText: text('appeal_text'),
    appealedAt: timestamp('appealed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('moderation_cases_open_listing_key')
      .on(t.listingId)
      .where(sql`${t.targetKind} = 'listing' and ${t.status} in ('open', 'appealed')`),
    uniqueIndex('moderation_cases_open_user_key')
      .on(t.userId)
      .where(sql`${t.targetKind} = 'user' and ${t.status} in ('open', 'appealed')`),
    // The queue: open and appealed cases, most serious then newest first.
    index('moderation_cases_queue_idx')
      .on(t.status, t.updatedAt)
      .where(sql`${t.status} in ('open', 'appealed')`),
    index('moderation_cases_user_idx').on(t.userId),
    // A listing case keeps its history when the listing is deleted (listing_id set null).
    index('moderation_cases_listing_idx').on(t.listingId),
  ],
);

/**
 * A visitor's report. `reporterKey` (the user id, or a guest's lower-cased e-mail) and `targetKey`
 * ('listing:<id>' / 'user:<id>') hold the rule "one open report per reporter and target".
 */
export const moderationReports = pgTable(
  'moderation_reports',
  {
    id: id(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    targetKey: text('target_key').notNull(),
    reporterKey: text('reporter_key').notNull(),
    reporterUserId: uuid('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    reporterEmail: text('reporter_email').notNull(),
    language: text('language').notNull().default('en'),
    reason: text('reason', {
      enum: ['scam', 'wrong_details', 'unavailable', 'offensive', 'duplicate', 'other'],
    }).notNull(),
    text: text('text'),
    clientIp: text('client_ip'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('moderation_reports_open_key')
      .on(t.targetKey, t.reporterKey)
      .where(sql`${t.decidedAt} is null`),
    index('moderation_reports_case_idx').on(t.caseId),
    index('moderation_reports_created_idx').on(t.createdAt),
  ],
);

/** An automatic signal that fired for the case's target (`modules/trust-signals/`), with its evidence. */
export const moderationSignals = pgTable(
  'moderation_signals',
  {
    id: id(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    severity: text('severity', { enum: SEVERITY }).notNull(),
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('moderation_signals_case_kind_key').on(t.caseId, t.kind)],
);

/**
 * Every staff action (decision 076), append-only: a trigger refuses UPDATE, DELETE and TRUNCATE
 * (migration 0047), and no code changes a row. No foreign keys, so that nothing cascades into it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    staffId: uuid('staff_id').notNull(),
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    targetKind: text('target_kind', { enum: ['listing', 'user'] }).notNull(),
    targetId: uuid('target_id').notNull(),
    reason: text('reason').notNull(),
    caseId: uuid('case_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_case_idx').on(t.caseId),
    index('audit_log_target_idx').on(t.targetId),
  ],
);

/**
 * The sweep of the listing signals (decision 078, amendment of 2026-11-29): when each public
 * listing was last swept. A run adds the listings it has no row of, stamped with the night they
 * first wait for, then claims the due ones (FOR UPDATE SKIP LOCKED) by stamping them before their
 * signals run: two nodes never sweep one listing in one night, and a node that stops mid-batch
 * leaves its listings to the next night.
 */
export const trustSignalSweeps = pgTable(
  'trust_signal_sweeps',
  {
    listingId: uuid('listing_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    sweptAt: timestamp('swept_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('trust_signal_sweeps_due_idx').on(t.sweptAt, t.listingId)],
);
