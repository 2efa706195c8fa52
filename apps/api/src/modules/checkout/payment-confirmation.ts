import { and, eq, gt, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { plans, subscriptionHistories } from '../../db/schema/plans.ts';
import { users } from '../../db/schema/users.ts';
import { grantCredits } from '../credits/credits.repository.ts';
import { issueInvoice } from '../invoices/invoice-issuing.ts';

/** The end of a paid period that starts at `start`: one calendar month or year later (UTC). */
export function periodEnd(start: Date, period: 'month' | 'year') {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + (period === 'year' ? 12 : 1));
  return end;
}

/**
 * A provider said an order is paid (decision 027). In one transaction: the order goes from
 * pending to paid — only one caller can make that change, so a replayed or concurrent
 * confirmation stops here — then the subscription periods (from the current expiry, for a
 * renewal), the credits and the invoice. Returns whether this call did it.
 */
export async function confirmPaidOrder(
  db: Db,
  opts: { orderId: string; provider: 'test' | 'stripe'; providerRef: string; now?: Date },
) {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: 'paid', paidAt: now, providerRef: opts.providerRef })
      .where(and(eq(orders.id, opts.orderId), eq(orders.provider, opts.provider), eq(orders.status, 'pending')))
      .returning();
    if (!order) return false;

    // The buyer's row orders two of their payments, so that each renewal starts where the other ends.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, order.userId)).for('update');
    const [current] = await tx
      .select({ until: max(subscriptionHistories.expiresAt) })
      .from(subscriptionHistories)
      .where(
        and(
          eq(subscriptionHistories.userId, order.userId),
          eq(subscriptionHistories.status, 'paid'),
          gt(subscriptionHistories.expiresAt, now),
        ),
      );
    const startsAt = current?.until && current.until > now ? current.until : now;
    const expiresAt = periodEnd(startsAt, order.billingPeriod);

    const lines = await tx
      .select({ line: orderLines, credits: plans.credits })
      .from(orderLines)
      .innerJoin(plans, eq(plans.id, orderLines.planId))
      .where(eq(orderLines.orderId, order.id))
      .orderBy(orderLines.planName);
    await tx.insert(subscriptionHistories).values(
      lines.map(({ line }) => ({
        userId: order.userId,
        planId: line.planId,
        orderId: order.id,
        quantity: line.quantity,
        billingPeriod: order.billingPeriod,
        status: 'paid' as const,
        startsAt,
        expiresAt,
      })),
    );
    const credits = lines.reduce((sum, { line, credits }) => sum + credits * line.quantity, 0);
    if (credits > 0) {
      await grantCredits(tx, {
        userId: order.userId,
        amount: credits,
        reason: 'purchase',
        reference: order.id,
        expiresAt,
        note: lines.map(({ line }) => `${line.quantity} x ${line.planName}`).join(', '),
      });
    }
    await issueInvoice(tx, {
      orderId: order.id,
      userId: order.userId,
      issuedAt: now,
      periodEndsAt: expiresAt,
      totalCents: order.totalCents,
      lines: lines.map(({ line }) => ({
        description: line.planName,
        planDuration: order.billingPeriod,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
        totalCents: line.totalCents,
      })),
    });
    return true;
  });
}
