import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { licenceAssignments } from '../../db/schema/licences.ts';
import { plans, subscriptionHistories } from '../../db/schema/plans.ts';
import { users } from '../../db/schema/users.ts';
import { paidPeriodCovering } from '../subscriptions/paid-period.ts';

export type Executor = Pick<Db, 'select'>;

/** Seats of the agency's paid periods covering now: Σ plan licences x quantity. */
export async function licenceSeats(db: Executor, agencyUserId: string, now = new Date()) {
  const [row] = await db
    .select({ seats: sql<number>`coalesce(sum(${plans.licences} * ${subscriptionHistories.quantity}), 0)::int` })
    .from(subscriptionHistories)
    .innerJoin(plans, eq(plans.id, subscriptionHistories.planId))
    .where(paidPeriodCovering(agencyUserId, now));
  return row?.seats ?? 0;
}

export function licencesRepository(db: Db) {
  return {
    seats: (agencyUserId: string) => licenceSeats(db, agencyUserId),

    /** The agency's agents (users linked to its agency profile), with their licence if any. */
    agents: (agencyUserId: string) =>
      db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          assignedAt: licenceAssignments.assignedAt,
        })
        .from(users)
        .innerJoin(agencies, eq(agencies.id, users.agencyId))
        .leftJoin(
          licenceAssignments,
          and(eq(licenceAssignments.agentId, users.id), eq(licenceAssignments.agencyUserId, agencyUserId)),
        )
        .where(eq(agencies.ownerId, agencyUserId))
        .orderBy(asc(users.lastName), asc(users.firstName)),

    async isAgentOf(agencyUserId: string, agentId: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(agencies, eq(agencies.id, users.agencyId))
        .where(and(eq(users.id, agentId), eq(agencies.ownerId, agencyUserId)));
      return Boolean(row);
    },

    /**
     * Assigns a seat in one transaction: the agency's user row is locked first, so two
     * assignments are counted one after the other and never pass the number of seats together.
     * Returns false when every seat is taken.
     */
    assign: (agencyUserId: string, agentId: string) =>
      db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, agencyUserId)).for('update');
        const seats = await licenceSeats(tx, agencyUserId);
        const [taken] = await tx
          .select({ n: count() })
          .from(licenceAssignments)
          .where(eq(licenceAssignments.agencyUserId, agencyUserId));
        if ((taken?.n ?? 0) >= seats) return false;
        await tx.insert(licenceAssignments).values({ agencyUserId, agentId });
        return true;
      }),

    /** The licence an agent holds, with the name of the agency that gave it. */
    async ofAgent(agentId: string) {
      const [row] = await db
        .select({ agencyName: agencies.name, assignedAt: licenceAssignments.assignedAt })
        .from(licenceAssignments)
        .innerJoin(agencies, eq(agencies.ownerId, licenceAssignments.agencyUserId))
        .where(eq(licenceAssignments.agentId, agentId));
      return row ?? null;
    },

    async unassign(agencyUserId: string, agentId: string) {
      const rows = await db
        .delete(licenceAssignments)
        .where(and(eq(licenceAssignments.agencyUserId, agencyUserId), eq(licenceAssignments.agentId, agentId)))
        .returning();
      return rows.length > 0;
    },
  };
}
export type LicencesRepository = ReturnType<typeof licencesRepository>;
