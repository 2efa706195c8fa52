import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { Sender } from './email-render.ts';

/**
 * Who an e-mail to contacts is from: the user's name, and the agency it speaks for (an agency's
 * own, an agent's agency, else an independent agent's trading name).
 */
export async function senderOf(db: Db, user: UserRow): Promise<Sender> {
  const [agency] = await db
    .select({ name: agencies.name, ownerId: agencies.ownerId })
    .from(agencies)
    .where(or(eq(agencies.ownerId, user.id), user.agencyId ? eq(agencies.id, user.agencyId) : undefined))
    .limit(1);
  const name = `${user.firstName} ${user.lastName}`.trim();
  return { name, agencyName: agency?.name ?? user.agencyName ?? (user.role === 'agency' ? name : '') };
}
