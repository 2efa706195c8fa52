import { LICENCE_MESSAGES, type TLicenceSummary } from '@immora/shared/licences';
import { AppError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { LicencesRepository } from './licences.repository.ts';

export async function licenceSummary(repo: LicencesRepository, agencyUserId: string): Promise<TLicenceSummary> {
  const [seats, agents] = await Promise.all([repo.seats(agencyUserId), repo.agents(agencyUserId)]);
  const assigned = agents.filter((agent) => agent.assignedAt).length;
  return {
    seats,
    assigned,
    available: Math.max(0, seats - assigned),
    agents: agents.map((agent) => ({ ...agent, _id: agent.id, assignedAt: agent.assignedAt?.toISOString() ?? null })),
  };
}

/** Gives one of the agency's agents a licence, if a seat is free (checked under a lock). */
export async function assignLicence(repo: LicencesRepository, agencyUserId: string, agentId: string) {
  if (!(await repo.isAgentOf(agencyUserId, agentId))) throw AppError.notFound(LICENCE_MESSAGES.notYourAgent);
  try {
    if (!(await repo.assign(agencyUserId, agentId))) throw AppError.conflict(LICENCE_MESSAGES.noSeats);
  } catch (error) {
    if (isUniqueViolation(error, 'licence_assignments_agent_key'))
      throw AppError.conflict(LICENCE_MESSAGES.alreadyAssigned);
    throw error;
  }
  return licenceSummary(repo, agencyUserId);
}

export async function unassignLicence(repo: LicencesRepository, agencyUserId: string, agentId: string) {
  if (!(await repo.unassign(agencyUserId, agentId))) throw AppError.notFound(LICENCE_MESSAGES.notAssigned);
  return licenceSummary(repo, agencyUserId);
}
