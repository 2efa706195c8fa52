import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { users } from '../../db/schema/users.ts';
import type { HolderKey } from '../crm-area/crm-area.repository.ts';

/** The agency a user acts for (decision 035): the one they own, else the one they work for; null for none. */
export const actingAgency = (userId: string): SQL => sql`coalesce(
  (select ${agencies.id} from ${agencies} where ${agencies.ownerId} = ${userId}),
  (select ${users.agencyId} from ${users} where ${users.id} = ${userId}))`;

/**
 * The address (an SQL text) asked the holder the user sends for to stop (decision 062): a refusal
 * (decision 038) of that address for the user's agency, or for the user when they have none.
 */
export const stoppedFor = (userId: string, email: SQL | string): SQL => sql`exists (
  select 1 from crm_sharing_refusals s
  where s.customer_email = lower(${email})
    and (s.agency_id = ${actingAgency(userId)}
      or (${actingAgency(userId)} is null and s.holder_user_id = ${userId})))`;

/** Who an e-mail of `userId` speaks for, as the stop link names it: their agency, else themselves. */
export async function senderHolder(db: Db, userId: string): Promise<HolderKey> {
  const [row] = await db.select({ agencyId: sql<string | null>`${actingAgency(userId)}` }).from(sql`(select 1) one`);
  return row?.agencyId ? { role: 'agency', id: row.agencyId } : { role: 'agent', id: userId };
}
