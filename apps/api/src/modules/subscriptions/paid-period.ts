import { and, eq, gt, lte } from 'drizzle-orm';
import { subscriptionHistories } from '../../db/schema/plans.ts';

/** A user's paid periods covering `now`: what makes a subscription active (and gives licence seats). */
export const paidPeriodCovering = (userId: string, now: Date) =>
  and(
    eq(subscriptionHistories.userId, userId),
    eq(subscriptionHistories.status, 'paid'),
    lte(subscriptionHistories.startsAt, now),
    gt(subscriptionHistories.expiresAt, now),
  );
