import type { TAgentListItem, TAgentProfile, ZAgentListQuery } from '@immora/shared/professionals';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { toCard } from '../search/search.service.ts';
import type { agentsRepository } from './agents.repository.ts';
import { isUuid } from './listing-cards.repository.ts';

type Repo = ReturnType<typeof agentsRepository>;
type Row = Awaited<ReturnType<Repo['list']>>['rows'][number];

/** The public card of an agent: no e-mail of sign-in, no password hash, no calendar tokens. */
export function toAgentItem(row: Row): TAgentListItem {
  return {
    id: row.id,
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`.trim(),
    profilePicture: row.profilePicture,
    agency: row.agencyId && row.agencyName ? { id: row.agencyId, name: row.agencyName } : null,
    agencyName: row.agencyName ?? row.ownAgencyName,
    city: row.city ?? null,
    listings: Number(row.listings),
    phone: row.phoneNumber,
    companyEmail: row.companyEmail,
    licenceNumber: row.licenceNumber,
    verified: Boolean(row.verified),
  };
}

export async function listAgents(opts: { repo: Repo; query: z.output<typeof ZAgentListQuery> }) {
  const { rows, total } = await opts.repo.list(opts.query);
  return { items: rows.map(toAgentItem), total, page: opts.query.page, pageSize: opts.query.pageSize };
}

export async function getAgent(opts: { repo: Repo; id: string }): Promise<TAgentProfile> {
  const row = isUuid(opts.id) ? await opts.repo.byId(opts.id) : undefined;
  if (!row) throw AppError.notFound('Agent not found');
  const [listings, hours] = await Promise.all([opts.repo.listings(row.id), opts.repo.workingHours(row.id)]);
  return {
    ...toAgentItem(row),
    bio: row.bio,
    workingHours: hours.length ? hours : null,
    properties: { items: listings.rows.map(toCard), total: listings.total },
  };
}
