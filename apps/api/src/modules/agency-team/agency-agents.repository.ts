import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { listOffset } from '@immora/shared/list-query';
import type { ZAgencyAgentsQuery } from '@immora/shared/agency-team';
import type { Db } from '../../db/client.ts';
import { licenceAssignments } from '../../db/schema/licences.ts';
import { properties } from '../../db/schema/properties.ts';
import { users } from '../../db/schema/users.ts';
import { listOrder } from '../../lib/list-order.ts';
import { likePattern } from '../search/listing-card.columns.ts';

/** A transaction or the database: what a kick-out's release steps write with. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const SORT_COLUMNS = {
  lastName: sql`lower(${users.lastName})`,
  firstName: sql`lower(${users.firstName})`,
  email: sql`lower(${users.email})`,
  createdAt: users.createdAt,
};

// Written out: drizzle leaves a column of the outer table unqualified inside a select's subquery.
const assignedCount = sql<number>`(select count(*)::int from properties p where p.agent_id = "users"."id" and p.agency_id = "users"."agency_id")`;

/** Who an agent is and how to reach them (the agents list, a request to join). */
export const agentContactColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  licenceNumber: users.licenceNumber,
};

const agentColumns = {
  ...agentContactColumns,
  isVerified: users.isVerified,
  createdAt: users.createdAt,
  properties: assignedCount,
};
/** An agent of this agency: an individual account whose `agency_id` is the agency. */
const ofAgency = (agencyId: string) => and(eq(users.agencyId, agencyId), eq(users.role, 'individual'));

export function agencyAgentsRepository(db: Db) {
  return {
    /** One page of the agency's agents, searched by name, e-mail or phone. */
    async list(agencyId: string, q: z.output<typeof ZAgencyAgentsQuery>) {
      const pattern = q.q ? likePattern(q.q) : null;
      const where = and(
        ofAgency(agencyId),
        pattern
          ? or(
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
              ilike(users.email, pattern),
              ilike(users.phoneNumber, pattern),
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(agentColumns)
          .from(users)
          .where(where)
          .orderBy(...listOrder(SORT_COLUMNS, q, sql`${users.id}`))
          .limit(q.pageSize)
          .offset(listOffset(q)),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async byId(agencyId: string, agentId: string) {
      const [row] = await db
        .select(agentColumns)
        .from(users)
        .where(and(ofAgency(agencyId), eq(users.id, agentId)));
      return row ?? null;
    },
    async update(agencyId: string, agentId: string, values: Partial<typeof users.$inferInsert>) {
      const rows = await db
        .update(users)
        .set(values)
        .where(and(ofAgency(agencyId), eq(users.id, agentId)))
        .returning();
      return rows.length > 0;
    },
    /**
     * Kick-out, in one transaction: the agent's row is locked and unlinked from the agency, then
     * `release` gives back what the agent held of the agency. False when not this agency's agent.
     * The lock is FOR NO KEY UPDATE: it still orders kick-outs and other changes of the row, but
     * not the rows that merely refer to the agent (a chat message or receipt being written), which
     * may hold a chat row `release` locks in turn: FOR UPDATE would make that a deadlock.
     */
    async removeFromAgency(
      agencyId: string,
      agentId: string,
      release: (tx: Tx, ids: { agencyId: string; agentId: string }) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const [agent] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(ofAgency(agencyId), eq(users.id, agentId)))
          .for('no key update');
        if (!agent) return false;
        await tx.update(users).set({ agencyId: null }).where(eq(users.id, agentId));
        await release(tx, { agencyId, agentId });
        return true;
      });
    },
    /** The licence the agent held (at most one: the agency's, decision 027) goes back to its seats. */
    async releaseLicence(tx: Tx, agentId: string) {
      await tx.delete(licenceAssignments).where(eq(licenceAssignments.agentId, agentId));
    },
    /** The agency's listings assigned to the agent go back to unassigned. */
    async unassignProperties(tx: Tx, ids: { agencyId: string; agentId: string }) {
      await tx
        .update(properties)
        .set({ agentId: null })
        .where(and(eq(properties.agencyId, ids.agencyId), eq(properties.agentId, ids.agentId)));
    },
  };
}

export type AgencyAgentsRepository = ReturnType<typeof agencyAgentsRepository>;
