import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { orders } from './orders.ts';
import { roleEnum, users } from './users.ts';

export const billingPeriodEnum = pgEnum('billing_period', ['month', 'year']);

/** Membership plans by audience role; yearly price is derived (monthly x 12 x 0.8). */
export const plans = pgTable(
  'plans',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    audience: roleEnum('audience').notNull(),
    monthlyPriceCents: integer('monthly_price_cents').notNull(),
    credits: integer('credits').notNull().default(0),
    licences: integer('licences').notNull().default(0),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    description: text('description').notNull(),
    highlighted: boolean('highlighted').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('plans_code_key').on(t.code), check('plans_price_nonneg', sql`${t.monthlyPriceCents} >= 0`)],
);

/** One row per purchased period; the subscription is active while now() is inside a paid row. */
export const subscriptionHistories = pgTable(
  'subscription_histories',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    billingPeriod: billingPeriodEnum('billing_period').notNull(),
    /** The paid order this period came from (null for periods made by hand or by the seed). */
    orderId: uuid('order_id').references(() => orders.id),
    /** How many of the plan were bought: licence seats and credits are the plan's times this. */
    quantity: integer('quantity').notNull().default(1),
    status: text('status', { enum: ['paid', 'pending', 'cancelled'] }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscription_histories_user_idx').on(t.userId, t.expiresAt),
    check('subscription_histories_period', sql`${t.expiresAt} > ${t.startsAt}`),
    // One period per plan of an order: a replayed confirmation cannot add a second.
    uniqueIndex('subscription_histories_order_plan_key').on(t.orderId, t.planId),
  ],
);
