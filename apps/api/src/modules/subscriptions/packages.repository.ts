import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditBalances } from '../../db/schema/credits.ts';
import { orderLines } from '../../db/schema/orders.ts';
import { plans, subscriptionHistories } from '../../db/schema/plans.ts';

/** My package: the user's paid periods, newest first, with what each cost and brought. */
export function packagesRepository(db: Db) {
  return {
    async list(userId: string) {
      const rows = await db
        .select({ period: subscriptionHistories, plan: plans, paidCents: orderLines.totalCents })
        .from(subscriptionHistories)
        .innerJoin(plans, eq(plans.id, subscriptionHistories.planId))
        .leftJoin(
          orderLines,
          and(
            eq(orderLines.orderId, subscriptionHistories.orderId),
            eq(orderLines.planId, subscriptionHistories.planId),
          ),
        )
        .where(and(eq(subscriptionHistories.userId, userId), eq(subscriptionHistories.status, 'paid')))
        .orderBy(desc(subscriptionHistories.startsAt))
        .limit(100);
      const [balance] = await db
        .select({ balance: creditBalances.balance })
        .from(creditBalances)
        .where(eq(creditBalances.userId, userId));
      return { rows, balance: balance?.balance ?? 0 };
    },
  };
}
