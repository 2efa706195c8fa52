import {
  AGENCY_TEAM_MESSAGES as M,
  type TAgencyAgent,
  type TAgentCreateRequest,
  type TAgentUpdateRequest,
  type ZAgencyAgentsQuery,
} from '@immora/shared/agency-team';
import { AUTH_MESSAGES } from '@immora/shared/auth';
import { isCommonPassword } from '@immora/shared/common-passwords';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail.ts';
import { sendVerificationLink } from '../auth/account-links.ts';
import type { AuthRepository } from '../auth/auth.repository.ts';
import { hashPassword } from '../auth/password.ts';
import { isUuid } from '../agents/listing-cards.repository.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import { agentInviteMail } from './agency-team.mails.ts';
import type { AgencyAgentsRepository, Tx } from './agency-agents.repository.ts';
import { agencyOf } from './agency-lookup.repository.ts';
import { tenantRefusal } from '../../lib/tenant-refusal.ts';
import { users } from '../../db/schema/users.ts';
import type { ChatEvents } from '../chat/chat-events.ts';
import { leaveAgencyGroups, type GroupLeft } from '../chat/chat.repository.ts';

/** Another agency's agent: 403; nobody with that id: 404 (decision 037). */
const AGENT_REFUSAL = { forbidden: M.notYourAgent, missing: M.agentNotFound };

export type AgencyAgentsDeps = {
  db: Db;
  agents: AgencyAgentsRepository;
  users: UsersRepository;
  auth: AuthRepository;
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_URL'>;
  /** Tells the agency's group chats that a kicked-out agent left them. */
  events?: Pick<ChatEvents, 'groupsLeft'>;
};

type Row = NonNullable<Awaited<ReturnType<AgencyAgentsRepository['byId']>>>;

export const toAgencyAgent = (row: Row): TAgencyAgent => ({
  id: row.id,
  _id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phoneNumber: row.phoneNumber,
  licenceNumber: row.licenceNumber,
  isVerified: row.isVerified,
  properties: Number(row.properties),
  createdAt: row.createdAt.toISOString(),
});

export async function listAgents(deps: AgencyAgentsDeps, ownerId: string, query: z.output<typeof ZAgencyAgentsQuery>) {
  const agency = await agencyOf(deps.db, ownerId);
  const { rows, total } = await deps.agents.list(agency.id, query);
  return { items: rows.map(toAgencyAgent), total, page: query.page, pageSize: query.pageSize };
}

async function agentOf(deps: AgencyAgentsDeps, agencyId: string, agentId: string) {
  const row = isUuid(agentId) ? await deps.agents.byId(agencyId, agentId) : null;
  if (!row) throw await tenantRefusal(deps.db, users, agentId, AGENT_REFUSAL);
  return row;
}

export async function getAgent(deps: AgencyAgentsDeps, ownerId: string, agentId: string) {
  const agency = await agencyOf(deps.db, ownerId);
  return toAgencyAgent(await agentOf(deps, agency.id, agentId));
}

/**
 * The agency creates an agent's account (role individual, linked to it, not yet verified); the
 * agent gets the verification link in the agency owner's language and signs in with the password.
 */
export async function addAgent(deps: AgencyAgentsDeps, owner: UserRow, input: TAgentCreateRequest) {
  const agency = await agencyOf(deps.db, owner.id);
  // The sign-up's rule: the common-password list stays on the server (it is too large for the form).
  if (isCommonPassword(input.password))
    throw AppError.badRequest(AUTH_MESSAGES.passwordTooCommon, { password: AUTH_MESSAGES.passwordTooCommon });
  const row = await deps.users.create({
    role: 'individual',
    email: input.email.toLowerCase(),
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    phoneNumber: input.phoneNumber,
    agencyId: agency.id,
    language: owner.language,
    isVerified: false,
  });
  if (!row) throw AppError.conflict(M.emailTaken, { email: M.emailTaken });
  await sendVerificationLink(deps, row, (reader, link) => agentInviteMail(reader, link, agency.name));
  return getAgent(deps, owner.id, row.id);
}

export async function updateAgent(
  deps: AgencyAgentsDeps,
  ownerId: string,
  agentId: string,
  input: TAgentUpdateRequest,
) {
  const agency = await agencyOf(deps.db, ownerId);
  await agentOf(deps, agency.id, agentId);
  await deps.agents.update(agency.id, agentId, input);
  return toAgencyAgent(await agentOf(deps, agency.id, agentId));
}

/**
 * What an agent leaving the agency gives back: its listings (to unassigned), its licence and its
 * places in the agency's group chats (answered, to tell the groups once committed; decision 036).
 */
async function releaseAgencyHoldings(deps: AgencyAgentsDeps, tx: Tx, ids: { agencyId: string; agentId: string }) {
  await deps.agents.unassignProperties(tx, ids);
  await deps.agents.releaseLicence(tx, ids.agentId);
  return leaveAgencyGroups(tx, ids.agencyId, ids.agentId);
}

/** Kick-out: the account stays, the link to the agency and what the agent held of it go, at once. */
export async function kickOutAgent(deps: AgencyAgentsDeps, ownerId: string, agentId: string) {
  const agency = await agencyOf(deps.db, ownerId);
  let groupsLeft: GroupLeft[] = [];
  const removed =
    isUuid(agentId) &&
    (await deps.agents.removeFromAgency(agency.id, agentId, async (tx, ids) => {
      groupsLeft = await releaseAgencyHoldings(deps, tx, ids);
    }));
  if (!removed) throw await tenantRefusal(deps.db, users, agentId, AGENT_REFUSAL);
  deps.events?.groupsLeft(agentId, groupsLeft);
  return { id: agentId };
}
