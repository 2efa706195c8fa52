import type { TAgencyListItem, TAgencyProfile, ZAgencyListQuery } from '@immora/shared/professionals';
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../agents/listing-cards.repository.ts';
import { toCard } from '../search/search.service.ts';
import type { agenciesRepository } from './agencies.repository.ts';

type Repo = ReturnType<typeof agenciesRepository>;
type Row = Awaited<ReturnType<Repo['list']>>['rows'][number];

/** The public card of an agency (never its VAT number or owner's account). */
export function toAgencyItem(row: Row): TAgencyListItem {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    description: row.description,
    logo: row.logo,
    email: row.email,
    phone: row.phone,
    website: row.website,
    address: row.address,
    city: row.city ?? null,
    agents: Number(row.agents),
    listings: Number(row.listings),
    verified: Boolean(row.verified),
  };
}

export async function listAgencies(opts: { repo: Repo; query: z.output<typeof ZAgencyListQuery> }) {
  const { rows, total } = await opts.repo.list(opts.query);
  return { items: rows.map(toAgencyItem), total, page: opts.query.page, pageSize: opts.query.pageSize };
}

export async function getAgency(opts: { repo: Repo; id: string }): Promise<TAgencyProfile> {
  const row = isUuid(opts.id) ? await opts.repo.byId(opts.id) : undefined;
  if (!row) throw AppError.notFound('Agency not found');
  const [team, listings, hours] = await Promise.all([
    opts.repo.team(row.id),
    opts.repo.listings(row.id),
    opts.repo.workingHours(row.ownerId),
  ]);
  return {
    ...toAgencyItem(row),
    team: team.map((a) => ({
      id: a.id,
      _id: a.id,
      firstName: a.firstName,
      lastName: a.lastName,
      name: `${a.firstName} ${a.lastName}`.trim(),
      profilePicture: a.profilePicture,
      licenceNumber: a.licenceNumber,
      verified: Boolean(a.verified),
    })),
    properties: { items: listings.rows.map(toCard), total: listings.total },
    workingHours: hours.length ? hours : null,
  };
}
