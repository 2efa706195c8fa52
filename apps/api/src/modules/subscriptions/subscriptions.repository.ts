import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { plans, subscriptionHistories } from '../../db/schema/plans.ts';

/** A user's paid periods covering `now`: what makes a subscription active (and gives licence seats). */
export const paidPeriodCovering = (userId: string, now: Date) =>
  and(
    eq(subscriptionHistories.userId, userId),
    eq(subscriptionHistories.status, 'paid'),
    lte(subscriptionHistories.startsAt, now),
    gt(subscriptionHistories.expiresAt, now),
  );

export function subscriptionsRepository(db: Db) {
  return {
    /** The paid period covering `now`, if any, else the latest one that has ended (for its expiry date). */
    async status(userId: string, now = new Date()) {
      const select = {
        expiresAt: subscriptionHistories.expiresAt,
        planName: plans.name,
      };
      const [active] = await db
        .select(select)
        .from(subscriptionHistories)
        .innerJoin(plans, eq(plans.id, subscriptionHistories.planId))
        .where(paidPeriodCovering(userId, now))
        .orderBy(desc(subscriptionHistories.expiresAt))
        .limit(1);
      if (active) return { isActive: true, ...active };
      const [last] = await db
        .select(select)
        .from(subscriptionHistories)
        .innerJoin(plans, eq(plans.id, subscriptionHistories.planId))
        .where(
          and(
            eq(subscriptionHistories.userId, userId),
            eq(subscriptionHistories.status, 'paid'),
            lte(subscriptionHistories.expiresAt, now),
          ),
        )
        .orderBy(desc(subscriptionHistories.expiresAt))
        .limit(1);
      return { isActive: false, expiresAt: last?.expiresAt ?? null, planName: last?.planName ?? null };
    },
  };
}
