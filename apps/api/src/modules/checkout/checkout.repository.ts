import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { plans } from '../../db/schema/plans.ts';

export type NewOrder = {
  userId: string;
  provider: 'test' | 'stripe';
  billingPeriod: 'month' | 'year';
  totalCents: number;
  lines: { planId: string; planName: string; quantity: number; unitPriceCents: number; totalCents: number }[];
};

export function checkoutRepository(db: Db) {
  return {
    plansByIds: (ids: string[]) =>
      db
        .select({
          id: plans.id,
          name: plans.name,
          audience: plans.audience,
          monthlyPriceCents: plans.monthlyPriceCents,
        })
        .from(plans)
        .where(inArray(plans.id, ids)),

    createOrder: (order: NewOrder) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(orders)
          .values({
            userId: order.userId,
            provider: order.provider,
            billingPeriod: order.billingPeriod,
            totalCents: order.totalCents,
          })
          .returning();
        await tx.insert(orderLines).values(order.lines.map((line) => ({ ...line, orderId: row!.id })));
        return row!.id;
      }),

    setProviderRef: (orderId: string, providerRef: string) =>
      db.update(orders).set({ providerRef }).where(eq(orders.id, orderId)),

    /** Pending → failed; a paid order stays paid. Returns whether it changed. */
    async markFailed(orderId: string) {
      const rows = await db
        .update(orders)
        .set({ status: 'failed', failedAt: new Date() })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
        .returning();
      return rows.length > 0;
    },

    async order(orderId: string) {
      const [row] = await db
        .select({ order: orders, invoiceId: invoices.id })
        .from(orders)
        .leftJoin(invoices, eq(invoices.orderId, orders.id))
        .where(eq(orders.id, orderId));
      if (!row) return null;
      const lines = await db
        .select({ line: orderLines, audience: plans.audience })
        .from(orderLines)
        .innerJoin(plans, eq(plans.id, orderLines.planId))
        .where(eq(orderLines.orderId, orderId))
        .orderBy(orderLines.planName);
      return { ...row.order, invoiceId: row.invoiceId, lines };
    },
  };
}
export type CheckoutRepository = ReturnType<typeof checkoutRepository>;
