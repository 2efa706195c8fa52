import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { PUBLIC_STATUSES } from '@immora/shared/listing';
import type { Db } from '../../db/client.ts';
import { properties } from '../../db/schema/properties.ts';
import { users } from '../../db/schema/users.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What staff decisions change on listings and accounts (decision 076). Hiding takes a listing off
 * the market the way closing an account does (status 'pending', the former status kept), marked
 * with the case, so that restoring that case gives back exactly what it took.
 */
export function measuresRepository(db: Db | Tx) {
  return {
    async askCorrection(listingId: string, caseId: string, reason: string) {
      await db
        .update(properties)
        .set({ moderationState: 'correction', moderationReason: reason, moderationCaseId: caseId })
        .where(and(eq(properties.id, listingId), sql`${properties.moderationState} is distinct from 'hidden'`));
    },

    /** Hides one listing, or every listing of an owner (a suspension); public ones go to 'pending'. */
    async hide(where: { listingId: string } | { ownerId: string }, caseId: string, reason: string) {
      const scope = 'listingId' in where ? eq(properties.id, where.listingId) : eq(properties.ownerId, where.ownerId);
      await db
        .update(properties)
        .set({
          statusBeforeHidden: sql`case when ${properties.status} in ('published', 'active') then ${properties.status} else ${properties.statusBeforeHidden} end`,
          status: sql`case when ${properties.status} in ('published', 'active') then 'pending'::property_status else ${properties.status} end`,
          moderationState: 'hidden',
          moderationReason: reason,
          moderationCaseId: caseId,
        })
        .where(and(scope, sql`${properties.moderationState} is distinct from 'hidden'`));
    },

    /** Lifts what a case did to listings: their former status back, the notice gone. */
    async liftCase(caseId: string) {
      await db
        .update(properties)
        .set({
          status: sql`coalesce(${properties.statusBeforeHidden}, ${properties.status})`,
          statusBeforeHidden: null,
          moderationState: null,
          moderationReason: null,
          moderationCaseId: null,
        })
        .where(eq(properties.moderationCaseId, caseId));
    },

    /** Listings of an owner on the market now. */
    async publicListingCount(ownerId: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(properties)
        .where(and(eq(properties.ownerId, ownerId), inArray(properties.status, [...PUBLIC_STATUSES])));
      return row?.n ?? 0;
    },

    async suspend(userId: string, at: Date) {
      const rows = await db
        .update(users)
        .set({ suspendedAt: at })
        .where(and(eq(users.id, userId), isNull(users.suspendedAt)))
        .returning();
      return rows.length > 0;
    },

    async unsuspend(userId: string) {
      const rows = await db
        .update(users)
        .set({ suspendedAt: null })
        .where(and(eq(users.id, userId), isNotNull(users.suspendedAt)))
        .returning();
      return rows.length > 0;
    },

    /** Whether anything of this case is still in force (a hidden or flagged listing). */
    async caseHasMeasures(caseId: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(properties)
        .where(eq(properties.moderationCaseId, caseId));
      return (row?.n ?? 0) > 0;
    },
  };
}
