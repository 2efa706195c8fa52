import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { INVOICE_RETENTION_YEARS } from '@immora/shared/retention';
import { invoiceLines, invoices } from '../../db/schema/invoices.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { subscriptionHistories } from '../../db/schema/plans.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createPlan } from '../../../test/marketplace-factories.ts';
import { createUser } from '../../../test/factories.ts';
import { sweepOldInvoices } from './invoice-retention.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const now = new Date(Date.UTC(2026, 10, 29, 12));
const yearsBack = (years: number) => new Date(Date.UTC(2026 - years, 10, 29, 12));
let sequence = 0;

/** A paid order of `at` with its line, invoice and invoice line, and the subscription period it bought. */
async function paidOrder(userId: string, planId: string, at: Date) {
  const db = ctx.database.db;
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      provider: 'test',
      status: 'paid',
      billingPeriod: 'month',
      totalCents: 121_00,
      createdAt: at,
      paidAt: at,
    })
    .returning();
  await db
    .insert(orderLines)
    .values({ orderId: order!.id, planId, planName: 'Basic', quantity: 1, unitPriceCents: 121_00, totalCents: 121_00 });
  const year = at.getUTCFullYear();
  const [invoice] = await db
    .insert(invoices)
    .values({
      number: `${year}-${String(++sequence).padStart(6, '0')}`,
      year,
      sequence,
      orderId: order!.id,
      userId,
      status: 'paid',
      issuedAt: at,
      periodEndsAt: new Date(at.getTime() + 30 * 86_400_000),
      customer: { name: 'Lotte Peeters', email: 'lotte@example.be', company: null, vatNumber: null, address: null },
      netCents: 100_00,
      vatCents: 21_00,
      vatRate: 21,
      totalCents: 121_00,
      remainingCredits: 0,
    })
    .returning();
  await db.insert(invoiceLines).values({
    invoiceId: invoice!.id,
    position: 0,
    description: 'Basic',
    planDuration: 'month',
    unitPriceCents: 121_00,
    quantity: 1,
    totalCents: 121_00,
  });
  await db.insert(subscriptionHistories).values({
    userId,
    planId,
    billingPeriod: 'month',
    orderId: order!.id,
    status: 'paid',
    startsAt: at,
    expiresAt: new Date(at.getTime() + 30 * 86_400_000),
  });
  return { order: order!, invoice: invoice! };
}

describe(`invoices and orders: ${INVOICE_RETENTION_YEARS} years after the end of their year`, () => {
  it('erases those of 11 years back with their lines, keeps those of 9 and 10 years back', async () => {
    const db = ctx.database.db;
    const user = await createUser(ctx.database, { role: 'agency' });
    const plan = await createPlan(ctx.database);
    const eleven = await paidOrder(user.id, plan.id, yearsBack(11));
    const ten = await paidOrder(user.id, plan.id, yearsBack(10));
    const nine = await paidOrder(user.id, plan.id, yearsBack(9));
    // An order that never got an invoice (a failed payment) goes by its own date.
    const [failed] = await db
      .insert(orders)
      .values({
        userId: user.id,
        provider: 'test',
        status: 'failed',
        billingPeriod: 'year',
        totalCents: 1,
        createdAt: yearsBack(11),
      })
      .returning();

    expect(await sweepOldInvoices(db, now)).toEqual({ invoices: 1, orders: 2 });

    const invoiceIds = [eleven, ten, nine].map((o) => o.invoice.id);
    const keptInvoices = await db.select({ id: invoices.id }).from(invoices).where(inArray(invoices.id, invoiceIds));
    expect(keptInvoices.map((r) => r.id).sort()).toEqual([ten.invoice.id, nine.invoice.id].sort());
    const orderIds = [eleven, ten, nine].map((o) => o.order.id).concat(failed!.id);
    const keptOrders = await db.select({ id: orders.id }).from(orders).where(inArray(orders.id, orderIds));
    expect(keptOrders.map((r) => r.id).sort()).toEqual([ten.order.id, nine.order.id].sort());
    expect(await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, eleven.invoice.id))).toEqual([]);
    expect(await db.select().from(orderLines).where(eq(orderLines.orderId, eleven.order.id))).toEqual([]);
    // The subscription period stays (its dates), no longer pointing at the erased order.
    const periods = await db.select().from(subscriptionHistories).where(eq(subscriptionHistories.userId, user.id));
    expect(periods.map((p) => p.orderId).sort()).toEqual([null, ten.order.id, nine.order.id].sort());
    // Nothing is left to erase.
    expect(await sweepOldInvoices(db, now)).toEqual({ invoices: 0, orders: 0 });
  });
});
