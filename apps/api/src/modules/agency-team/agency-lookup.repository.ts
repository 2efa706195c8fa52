import { eq } from 'drizzle-orm';
import { AGENCY_TEAM_MESSAGES } from '@immora/shared/agency-team';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../agents/listing-cards.repository.ts';

const found = (row: { id: string; name: string } | undefined) => {
  if (!row) throw AppError.notFound(AGENCY_TEAM_MESSAGES.agencyNotFound);
  return row;
};
const columns = { id: agencies.id, name: agencies.name };

/** The agency a signed-in agency account owns (every agency account has one); 404 otherwise. */
export async function agencyOf(db: Db, ownerId: string) {
  const [row] = await db.select(columns).from(agencies).where(eq(agencies.ownerId, ownerId));
  return found(row);
}

/** An agency by its id (from an address); 404 for an unknown or malformed id. */
export async function agencyById(db: Db, id: string) {
  const [row] = isUuid(id) ? await db.select(columns).from(agencies).where(eq(agencies.id, id)) : [];
  return found(row);
}
