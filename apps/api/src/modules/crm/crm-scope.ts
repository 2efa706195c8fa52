import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { CrmTable } from './crm-kinds.ts';
import { sharingAllowed } from './crm-sharing.ts';

/** Who is asking, for the CRM: the user and the agency they act for (theirs, or the one they work for). */
export type CrmScope = { userId: string; agencyId: string | null };

/** An agency account acts for the agency it owns; an agent for the agency it belongs to, if any. */
export async function crmScope(db: Db, user: UserRow): Promise<CrmScope> {
  if (user.role !== 'agency') return { userId: user.id, agencyId: user.agencyId ?? null };
  const [agency] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.ownerId, user.id));
  return { userId: user.id, agencyId: agency?.id ?? null };
}

/**
 * The records a scope sees (decision 035): its agency's records, and the ones its user added
 * without an agency. Another agency's or another independent agent's records are invisible,
 * and so are those whose customer stopped sharing with their holder (decision 038).
 */
export function visibleTo(table: CrmTable, scope: CrmScope): SQL {
  return and(heldBy(table, scope), sharingAllowed(table))!;
}

/** The records the scope holds, withheld by their customer or not: its agency's, and its user's without an agency. */
export function heldBy(table: CrmTable, scope: CrmScope): SQL {
  const own = and(eq(table.ownerId, scope.userId), isNull(table.agencyId))!;
  return scope.agencyId ? or(eq(table.agencyId, scope.agencyId), own)! : own;
}
