import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { AGENCY_TEAM_MESSAGES } from '@immora/shared/agency-team';
import { AppError } from '../../lib/errors.ts';

/** The agency a signed-in agency account owns (every agency account has one); 404 otherwise. */
export async function agencyOf(db: Db, ownerId: string) {
  const [row] = await db
    .select({ id: agencies.id, name: agencies.name })
    .from(agencies)
    .where(eq(agencies.ownerId, ownerId));
  if (!row) throw AppError.notFound(AGENCY_TEAM_MESSAGES.agencyNotFound);
  return row;
}
