import {
  CRM_AREA_MESSAGES as M,
  type TCrmHolder,
  type TCrmHolderDetail,
  type TCrmHolderRole,
} from '@immora/shared/crm-area';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { agenciesRepository } from '../agencies/agencies.repository.ts';
import { agentsRepository } from '../agents/agents.repository.ts';
import { isUuid } from '../agents/listing-cards.repository.ts';
import type { UserRow } from '../users/users.repository.ts';
import { crmAreaRepository, type HolderKey, type HolderName, type HoldingRow } from './crm-area.repository.ts';

export type CrmAreaDeps = { db: Db };

/** The customer is the signed-in account, known to the records by its e-mail in lower case. */
const customerEmail = (user: UserRow) => user.email.toLowerCase();
const keyOf = (k: HolderKey): string => `${k.role}:${k.id}`;

/** Every holder of records about the customer, as the dashboard's table shows them, by name. */
async function holders(deps: CrmAreaDeps, user: UserRow) {
  const repo = crmAreaRepository(deps.db);
  const email = customerEmail(user);
  const [holdings, refusals] = await Promise.all([repo.holdings(email), repo.refusals(email)]);
  const refused = new Set(refusals.map(keyOf));
  const names = await repo.names(holdings);
  return holdings
    .map((h) => ({ holder: toHolder(h, names.get(keyOf(h)), refused.has(keyOf(h))), counts: h.counts }))
    .sort((a, b) => a.holder.name.localeCompare(b.holder.name) || a.holder.id.localeCompare(b.holder.id));
}

function toHolder(h: HoldingRow, who: HolderName | undefined, refused: boolean): TCrmHolder {
  return {
    id: h.id,
    _id: h.id,
    role: h.role,
    name: who?.name ?? '',
    email: who?.email ?? '',
    picture: who?.picture ?? null,
    status: refused ? 'stopped' : 'sharing',
    records: Object.values(h.counts).reduce((a, b) => a + b, 0),
    lastUpdate: h.lastUpdate.toISOString(),
  };
}

/** GET /api/crm-area/holders: the dashboard's rows. */
export async function listHolders(deps: CrmAreaDeps, user: UserRow) {
  const items = (await holders(deps, user)).map((h) => h.holder);
  return { items, total: items.length };
}

/** One holder of the customer's records; 404 for an id that holds nothing about them (or none). */
async function holderOf(deps: CrmAreaDeps, user: UserRow, role: TCrmHolderRole, id: string) {
  const found = isUuid(id)
    ? (await holders(deps, user)).find((h) => h.holder.role === role && h.holder.id === id)
    : undefined;
  if (!found) throw AppError.notFound(role === 'agency' ? M.agencyNotFound : M.agentNotFound);
  return found;
}

/** GET /api/crm-area/{agencies|agents}/{id}: the holder's public details and what it holds. */
export async function getHolder(
  deps: CrmAreaDeps,
  user: UserRow,
  role: TCrmHolderRole,
  id: string,
): Promise<TCrmHolderDetail> {
  const { holder, counts } = await holderOf(deps, user, role, id);
  return { ...holder, ...(await publicDetails(deps.db, role, id)), counts };
}

/** The public card's phone and city; none when the holder is not (or no longer) public. */
async function publicDetails(db: Db, role: TCrmHolderRole, id: string) {
  if (role === 'agency') {
    const row = await agenciesRepository(db).byId(id);
    return { phone: row?.phone ?? null, city: row?.city ?? null };
  }
  const row = await agentsRepository(db).byId(id);
  return { phone: row?.phoneNumber ?? null, city: row?.city ?? null };
}

/**
 * PUT /api/crm-area/{agencies|agents}/{id}/sharing: stops (a refusal row) or restores (none) the
 * holder's access to the customer's records. Idempotent; answers the holder's row as it now is.
 */
export async function setSharing(
  deps: CrmAreaDeps,
  user: UserRow,
  role: TCrmHolderRole,
  id: string,
  sharing: boolean,
): Promise<TCrmHolder> {
  const { holder } = await holderOf(deps, user, role, id);
  const repo = crmAreaRepository(deps.db);
  if (sharing) await repo.allow(customerEmail(user), holder);
  else await repo.refuse(customerEmail(user), holder);
  return { ...holder, status: sharing ? 'sharing' : 'stopped' };
}
