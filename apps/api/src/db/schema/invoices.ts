import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { orders } from './orders.ts';
import { billingPeriodEnum } from './plans.ts';
import { users } from './users.ts';

/**
 * The last invoice number of each year (decision 027). It is raised in the transaction that
 * issues the invoice, so its row lock orders concurrent payments and a rollback gives the number
 * back: numbers are sequential and gap-free per year.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.year] })],
);

export type InvoiceCustomer = {
  name: string;
  email: string;
  company: string | null;
  vatNumber: string | null;
  address: string | null;
};

/** One invoice per paid order; amounts in cents, VAT included in the total. */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    /** '2026-000042': the year and the sequence within it. */
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['paid', 'pending', 'completed'] }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** When the paid period ends: a paid invoice reads as completed after it. */
    periodEndsAt: timestamp('period_ends_at', { withTimezone: true }).notNull(),
    customer: jsonb('customer').$type<InvoiceCustomer>().notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    /** Percent, 21 in Belgium. */
    vatRate: integer('vat_rate').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The customer's credit balance right after the purchase. */
    remainingCredits: integer('remaining_credits').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_year_sequence_key').on(t.year, t.sequence),
    uniqueIndex('invoices_order_key').on(t.orderId),
    index('invoices_user_idx').on(t.userId, t.issuedAt),
    check('invoices_amounts', sql`${t.netCents} + ${t.vatCents} = ${t.totalCents}`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    planDuration: billingPeriodEnum('plan_duration').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (t) => [uniqueIndex('invoice_lines_position_key').on(t.invoiceId, t.position)],
);
