import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AgentRequestStatus, ZAgentRequestsQuery } from '@immora/shared/agency-team';
import { listOffset } from '@immora/shared/list-query';
import type { Db } from '../../db/client.ts';
import { agentRequests } from '../../db/schema/agency-team.ts';
import { users } from '../../db/schema/users.ts';
import { listOrder } from '../../lib/list-order.ts';
import { likePattern } from '../search/listing-card.columns.ts';
import { agentContactColumns } from './agency-agents.repository.ts';

const SORT_COLUMNS = { createdAt: agentRequests.createdAt, lastName: sql`lower(${users.lastName})` };

const requestColumns = {
  id: agentRequests.id,
  status: agentRequests.status,
  createdAt: agentRequests.createdAt,
  decidedAt: agentRequests.decidedAt,
  agent: {
    ...agentContactColumns,
    profilePicture: users.profilePicture,
    language: users.language,
  },
};

/** What deciding a request found: done, or why not. */
export type DecideOutcome = 'done' | 'missing' | 'decided' | 'elsewhere';

export function agentRequestsRepository(db: Db) {
  return {
    async list(agencyId: string, q: z.output<typeof ZAgentRequestsQuery>) {
      const pattern = q.q ? likePattern(q.q) : null;
      const where = and(
        eq(agentRequests.agencyId, agencyId),
        q.status ? eq(agentRequests.status, q.status) : undefined,
        pattern
          ? or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(users.email, pattern))
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(requestColumns)
          .from(agentRequests)
          .innerJoin(users, eq(users.id, agentRequests.agentId))
          .where(where)
          .orderBy(...listOrder(SORT_COLUMNS, q, desc(agentRequests.createdAt), desc(agentRequests.id)))
          .limit(q.pageSize)
          .offset(listOffset(q)),
        db
          .select({ n: count() })
          .from(agentRequests)
          .innerJoin(users, eq(users.id, agentRequests.agentId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async byId(agencyId: string, id: string) {
      const [row] = await db
        .select(requestColumns)
        .from(agentRequests)
        .innerJoin(users, eq(users.id, agentRequests.agentId))
        .where(and(eq(agentRequests.agencyId, agencyId), eq(agentRequests.id, id)));
      return row ?? null;
    },
    /** The agent's latest request to the agency. */
    async latest(agentId: string, agencyId: string) {
      const [row] = await db
        .select({ status: agentRequests.status })
        .from(agentRequests)
        .where(and(eq(agentRequests.agentId, agentId), eq(agentRequests.agencyId, agencyId)))
        .orderBy(desc(agentRequests.createdAt))
        .limit(1);
      return row?.status ?? null;
    },
    /** A new pending request; null when one is already pending (the unique partial index decides). */
    async create(agentId: string, agencyId: string) {
      const [row] = await db.insert(agentRequests).values({ agentId, agencyId }).onConflictDoNothing().returning();
      return row ?? null;
    },
    /**
     * pending → accepted | rejected, once: the request and the agent's row are locked, so two
     * decisions (or two agencies accepting the same agent) run one after the other. Accepting
     * links the agent, unless they joined an agency meanwhile.
     */
    async decide(agencyId: string, id: string, status: Exclude<AgentRequestStatus, 'pending'>): Promise<DecideOutcome> {
      return db.transaction(async (tx) => {
        const [request] = await tx
          .select({ status: agentRequests.status, agentId: agentRequests.agentId })
          .from(agentRequests)
          .where(and(eq(agentRequests.agencyId, agencyId), eq(agentRequests.id, id)))
          .for('update');
        if (!request) return 'missing';
        if (request.status !== 'pending') return 'decided';
        if (status === 'accepted') {
          const [agent] = await tx
            .select({ agencyId: users.agencyId, role: users.role })
            .from(users)
            .where(eq(users.id, request.agentId))
            .for('update');
          if (!agent || agent.role !== 'individual' || agent.agencyId) return 'elsewhere';
          await tx.update(users).set({ agencyId }).where(eq(users.id, request.agentId));
        }
        await tx.update(agentRequests).set({ status, decidedAt: new Date() }).where(eq(agentRequests.id, id));
        return 'done';
      });
    },
  };
}

export type AgentRequestsRepository = ReturnType<typeof agentRequestsRepository>;
