import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { plans, subscriptionHistories } from '../../db/schema/plans.ts';
import { licenceCovering } from '../licences/licence-covering.ts';
import { paidPeriodCovering } from './paid-period.ts';

export { paidPeriodCovering };

export function subscriptionsRepository(db: Db) {
  return {
    /**
     * The paid period covering `now`, if any; else a licence from the agent's agency while the
     * agency's own plans cover it (decision 030); else the latest period that has ended (for its
     * expiry date).
     */
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
      if (active) return { isActive: true, ...active, licensedBy: null };
      const licence = await licenceCovering(db, userId, now);
      if (licence)
        return {
          isActive: true,
          expiresAt: licence.expiresAt,
          planName: licence.planName,
          licensedBy: licence.agencyName,
        };
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
      return {
        isActive: false,
        expiresAt: last?.expiresAt ?? null,
        planName: last?.planName ?? null,
        licensedBy: null,
      };
    },
  };
}
