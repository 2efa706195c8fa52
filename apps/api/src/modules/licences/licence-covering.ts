import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { agencies } from '../../db/schema/agencies.ts';
import { licenceAssignments } from '../../db/schema/licences.ts';
import { plans, subscriptionHistories } from '../../db/schema/plans.ts';
import { users } from '../../db/schema/users.ts';
import { paidPeriodCovering } from '../subscriptions/paid-period.ts';
import { licenceSeats, type Executor } from './licences.repository.ts';

/**
 * The agency plan an agent's licence stands on now, or null (decision 030). A licence counts
 * while its agent still works for the agency that gave it and the agency's paid periods have a
 * seat for it: when the seats fall below the licences given (a plan with more seats ended), the
 * licences given first keep theirs.
 */
export async function licenceCovering(db: Executor, agentId: string, now = new Date()) {
  // Licences of the same agency given before this one (or at the same time with a smaller id), this one included.
  const position = sql<number>`(select count(*)::int from ${licenceAssignments} as earlier
    where earlier.agency_user_id = ${licenceAssignments.agencyUserId}
      and (earlier.assigned_at, earlier.id) <= (${licenceAssignments.assignedAt}, ${licenceAssignments.id}))`;
  const [licence] = await db
    .select({ agencyUserId: licenceAssignments.agencyUserId, agencyName: agencies.name, position })
    .from(licenceAssignments)
    .innerJoin(agencies, eq(agencies.ownerId, licenceAssignments.agencyUserId))
    .innerJoin(users, and(eq(users.id, licenceAssignments.agentId), eq(users.agencyId, agencies.id)))
    .where(eq(licenceAssignments.agentId, agentId));
  if (!licence) return null;
  if (licence.position > (await licenceSeats(db, licence.agencyUserId, now))) return null;
  const [period] = await db
    .select({ expiresAt: subscriptionHistories.expiresAt, planName: plans.name })
    .from(subscriptionHistories)
    .innerJoin(plans, eq(plans.id, subscriptionHistories.planId))
    .where(and(paidPeriodCovering(licence.agencyUserId, now), gt(plans.licences, 0)))
    .orderBy(desc(subscriptionHistories.expiresAt))
    .limit(1);
  return period ? { ...period, agencyName: licence.agencyName } : null;
}
