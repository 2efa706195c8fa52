import {
  AGENCY_TEAM_MESSAGES as M,
  type TAgentRequest,
  type TAgentRequestDecision,
  type TJoinRequestState,
  type ZAgentRequestsQuery,
} from '@immora/shared/agency-team';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail.ts';
import { isUuid } from '../agents/listing-cards.repository.ts';
import type { UserRow } from '../users/users.repository.ts';
import { agentRequestDecisionMail } from './agency-team.mails.ts';
import { agencyById, agencyOf } from './agency-lookup.repository.ts';
import type { AgentRequestsRepository } from './agent-requests.repository.ts';
import { tenantRefusal } from '../../lib/tenant-refusal.ts';
import { agentRequests } from '../../db/schema/agency-team.ts';

export type AgentRequestsDeps = { db: Db; requests: AgentRequestsRepository; mailer: Mailer };

type Row = NonNullable<Awaited<ReturnType<AgentRequestsRepository['byId']>>>;

const toAgentRequest = (row: Row): TAgentRequest => {
  const { language: _language, ...agent } = row.agent;
  return {
    id: row.id,
    _id: row.id,
    status: row.status,
    agent,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
};

export async function listRequests(
  deps: AgentRequestsDeps,
  ownerId: string,
  query: z.output<typeof ZAgentRequestsQuery>,
) {
  const agency = await agencyOf(deps.db, ownerId);
  const { rows, total } = await deps.requests.list(agency.id, query);
  return { items: rows.map(toAgentRequest), total, page: query.page, pageSize: query.pageSize };
}

/** Whether the signed-in user may ask this agency, and how their last request went. */
export async function joinState(deps: AgentRequestsDeps, user: UserRow, agencyId: string): Promise<TJoinRequestState> {
  const agency = await agencyById(deps.db, agencyId);
  const agent = user.role === 'individual';
  return {
    canRequest: agent && !user.agencyId,
    status: agent ? await deps.requests.latest(user.id, agency.id) : null,
    member: user.agencyId === agency.id,
  };
}

/** An independent agent (no agency yet) asks to join; one pending request per agency. */
export async function requestToJoin(deps: AgentRequestsDeps, user: UserRow, agencyId: string) {
  const agency = await agencyById(deps.db, agencyId);
  if (user.agencyId) throw AppError.conflict(M.alreadyInAgency);
  const created = await deps.requests.create(user.id, agency.id);
  if (!created) throw AppError.conflict(M.alreadyPending);
  return joinState(deps, user, agency.id);
}

/** The agency accepts or rejects a pending request; the agent is told by e-mail in their language. */
export async function decideRequest(
  deps: AgentRequestsDeps,
  ownerId: string,
  id: string,
  { status }: TAgentRequestDecision,
) {
  const agency = await agencyOf(deps.db, ownerId);
  const outcome = isUuid(id) ? await deps.requests.decide(agency.id, id, status) : 'missing';
  if (outcome === 'missing')
    throw await tenantRefusal(deps.db, agentRequests, id, { forbidden: M.notYourRequest, missing: M.requestNotFound });
  if (outcome === 'decided') throw AppError.conflict(M.alreadyDecided);
  if (outcome === 'elsewhere') throw AppError.conflict(M.joinedElsewhere);
  const row = (await deps.requests.byId(agency.id, id))!;
  await deps.mailer.send(agentRequestDecisionMail(row.agent, agency.name, status));
  return toAgentRequest(row);
}
