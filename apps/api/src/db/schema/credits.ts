import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { properties } from './properties.ts';
import { users } from './users.ts';

/**
 * Credits: one balance row per user, guarded by CHECK (balance >= 0), so two spends racing for
 * the last credits cannot both succeed; every change is also a ledger row (the statement of
 * account the dashboards show).
 */
export const creditBalances = pgTable(
  'credit_balances',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('credit_balances_nonneg', sql`${t.balance} >= 0`)],
);

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Positive: credits received (package, grant); negative: credits spent (boost) or expired. */
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: ['grant', 'purchase', 'boost', 'refund', 'expiry'] }).notNull(),
    /** A purchase's reference is its order; an expiry's, the purchase row whose credits ran out. */
    reference: uuid('reference'),
    note: text('note'),
    /** Purchased credits end with the period bought (decision 031); other rows never expire. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the expiry sweep settled this purchase (an expiry row follows when credits were left). */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId, t.createdAt),
    check('credit_ledger_nonzero', sql`${t.delta} <> 0`),
    // A purchase grants its credits once: the reference is the order (decision 027).
    uniqueIndex('credit_ledger_purchase_key')
      .on(t.reference)
      .where(sql`${t.reason} = 'purchase'`),
    // A purchase expires once.
    uniqueIndex('credit_ledger_expiry_key')
      .on(t.reference)
      .where(sql`${t.reason} = 'expiry'`),
    index('credit_ledger_due_idx')
      .on(t.expiresAt)
      .where(sql`${t.expiresAt} is not null and ${t.settledAt} is null`),
  ],
);

export const boostPlans = pgTable(
  'boost_plans',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    durationDays: integer('duration_days').notNull(),
    credits: integer('credits').notNull(),
    description: text('description').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('boost_plans_code_key').on(t.code),
    check('boost_plans_positive', sql`${t.durationDays} > 0 AND ${t.credits} > 0`),
  ],
);

export const boosts = pgTable(
  'boosts',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => boostPlans.id),
    credits: integer('credits').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('boosts_property_idx').on(t.propertyId, t.endsAt), index('boosts_user_idx').on(t.userId, t.createdAt)],
);
