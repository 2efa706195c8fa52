import { periodPriceCents } from '@immora/shared/cart';
import type * as schema from '../schema/index.ts';
import { createRng } from './random.ts';

type SubscriptionRow = typeof schema.subscriptionHistories.$inferInsert;
type PlanRow = { id: string; name: string; monthlyPriceCents: number };
type OrderRow = typeof schema.orders.$inferInsert;
type OrderLineRow = typeof schema.orderLines.$inferInsert;

export type SeedOrder = { order: OrderRow; line: OrderLineRow; periodEndsAt: Date };

/**
 * The demo accounts' subscription periods as the orders that bought them (paid through the test
 * provider, one plan each), so their invoices and My package have a history to show. Sets each
 * period's `orderId`; the caller inserts the orders and lines before the periods, then issues the
 * invoices in time order (decision 027). Ids come from a generator of their own, so the rest of the
 * seed draws the same numbers as before.
 */
export function seedOrders(periods: SubscriptionRow[], plans: PlanRow[], billed: Set<string>): SeedOrder[] {
  const rng = createRng('seed-orders');
  const planById = new Map(plans.map((plan) => [plan.id, plan]));
  return periods
    .filter((period) => billed.has(period.userId))
    .map((period) => {
      const plan = planById.get(period.planId)!;
      const paidAt = period.startsAt as Date;
      const unitPriceCents = periodPriceCents(plan.monthlyPriceCents, period.billingPeriod!);
      const order: OrderRow = {
        id: rng.uuid(),
        userId: period.userId,
        provider: 'test',
        status: 'paid',
        billingPeriod: period.billingPeriod!,
        totalCents: unitPriceCents,
        createdAt: paidAt,
        paidAt,
      };
      order.providerRef = order.id;
      period.orderId = order.id;
      const line: OrderLineRow = {
        orderId: order.id!,
        planId: plan.id,
        planName: plan.name,
        quantity: 1,
        unitPriceCents,
        totalCents: unitPriceCents,
      };
      return { order, line, periodEndsAt: period.expiresAt as Date };
    })
    .sort((a, b) => (a.order.paidAt as Date).getTime() - (b.order.paidAt as Date).getTime());
}
