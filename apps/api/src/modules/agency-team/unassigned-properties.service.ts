import {
  AGENCY_TEAM_MESSAGES as M,
  type TAssignRequest,
  type TUnassignedProperty,
  type ZUnassignedQuery,
} from '@immora/shared/agency-team';
import type { TLanguage } from '@immora/shared/languages';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../agents/listing-cards.repository.ts';
import { agencyOf } from './agency-lookup.repository.ts';
import type { UnassignedPropertiesRepository } from './unassigned-properties.repository.ts';
import { tenantRefusal } from '../../lib/tenant-refusal.ts';
import { properties } from '../../db/schema/properties.ts';
import { users } from '../../db/schema/users.ts';

export type UnassignedDeps = { db: Db; properties: UnassignedPropertiesRepository };

type Row = Awaited<ReturnType<UnassignedPropertiesRepository['list']>>['rows'][number];

const toUnassigned = (row: Row): TUnassignedProperty => ({
  ...row,
  _id: row.id,
  createdAt: row.createdAt.toISOString(),
});

/** `language`: the reader's, for the listings' titles (decision 055). */
export async function listUnassigned(
  deps: UnassignedDeps,
  ownerId: string,
  query: z.output<typeof ZUnassignedQuery>,
  language: TLanguage | null = null,
) {
  const agency = await agencyOf(deps.db, ownerId);
  const { rows, total } = await deps.properties.list(agency.id, query, language);
  return { items: rows.map(toUnassigned), total, page: query.page, pageSize: query.pageSize };
}

/** One of the agency's listings to one of its agents; a listing or agent of another agency is 403 (decision 037). */
export async function assignProperty(deps: UnassignedDeps, ownerId: string, propertyId: string, input: TAssignRequest) {
  const agency = await agencyOf(deps.db, ownerId);
  if (!isUuid(propertyId)) throw AppError.notFound(M.propertyNotFound);
  if (!isUuid(input.agentId)) throw AppError.notFound(M.agentNotFound);
  const outcome = await deps.properties.assign(agency.id, propertyId, input.agentId);
  if (outcome === 'property')
    throw await tenantRefusal(deps.db, properties, propertyId, {
      forbidden: M.notYourProperty,
      missing: M.propertyNotFound,
    });
  if (outcome === 'agent')
    throw await tenantRefusal(deps.db, users, input.agentId, { forbidden: M.notYourAgent, missing: M.agentNotFound });
  return { id: propertyId, agentId: input.agentId };
}
