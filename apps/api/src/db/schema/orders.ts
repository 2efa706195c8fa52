import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { plans } from './plans.ts';
import { users } from './users.ts';

/**
 * A checkout (decision 027): the cart as the server priced it, then paid or failed. The provider's
 * payment reference is unique, and only the pending → paid transition grants anything, so a
 * replayed confirmation finds nothing left to do.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    /** The provider's id of the payment (a Stripe Checkout Session id; the order id for the test provider). */
    providerRef: text('provider_ref'),
    status: text('status', { enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    // Text, not the plans' enum: plans.ts imports this file (subscription_histories.order_id).
    billingPeriod: text('billing_period', { enum: ['month', 'year'] }).notNull(),
    /** Euro cents, VAT included: Σ line totals. */
    totalCents: integer('total_cents').notNull(),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_provider_ref_key').on(t.provider, t.providerRef),
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The retention sweep's (decision 059): orders of years past the accounting period.
    index('orders_created_idx').on(t.createdAt),
    check('orders_total_nonneg', sql`${t.totalCents} >= 0`),
  ],
);

/** One plan of an order, priced from the plans table at checkout. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    planName: text('plan_name').notNull(),
    quantity: integer('quantity').notNull(),
    /** The plan's price for the order's period, in cents. */
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (t) => [
    uniqueIndex('order_lines_plan_key').on(t.orderId, t.planId),
    check('order_lines_quantity', sql`${t.quantity} > 0`),
  ],
);
