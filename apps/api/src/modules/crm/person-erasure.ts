import { sql } from 'drizzle-orm';
import {
  CRM_ERASURE_MESSAGES,
  CRM_ERASURE_PARTS,
  type CrmErasableKind,
  type TCrmErasure,
} from '@immora/shared/crm-erasure';
import { AppError } from '../../lib/errors.ts';
import type { UserRow } from '../users/users.repository.ts';
import { contactBinding, customerBinding, leadBinding } from './crm-bindings.ts';
import type { CrmRecordRow } from './crm-records.repository.ts';
import { crmScope } from './crm-scope.ts';
import { visible, type CrmBinding, type CrmDeps } from './crm.service.ts';
import { erasePerson, findPerson, type FoundPerson } from './person-erasure.repository.ts';

const BINDINGS: Record<CrmErasableKind, CrmBinding<unknown, never>> = {
  leads: leadBinding as never,
  customers: customerBinding as never,
  contacts: contactBinding as never,
};

/** The person a record is about: its name and e-mail (lower case, the CRM's key, decision 038). */
function personOf(row: CrmRecordRow) {
  const r = row.record as { name?: string; fullName?: string; firstName?: string; lastName?: string; email: string };
  const name = r.name ?? r.fullName ?? `${r.firstName ?? ''} ${r.lastName ?? ''}`;
  return { name: name.trim(), email: r.email.trim().toLowerCase() };
}

const counted = (found: FoundPerson) =>
  Object.fromEntries(CRM_ERASURE_PARTS.map((p) => [p, found[p].length])) as TCrmErasure['counts'];

/**
 * "Erase this person" (decision 062): what the holder keeps about the person of one of its leads,
 * customers or contacts, previewed (`erase` false) or erased in one transaction. The record is
 * read as its own GET reads it (another tenant's 403, none 404, decision 037); the holder decides,
 * so an agent of an agency is refused (403): the agency erases.
 */
export async function personErasure(
  deps: CrmDeps,
  user: UserRow,
  kind: CrmErasableKind,
  id: string,
  erase: boolean,
): Promise<TCrmErasure> {
  const scope = await crmScope(deps.db, user);
  const person = personOf(await visible(deps, BINDINGS[kind], scope, id));
  if (user.role !== 'agency' && scope.agencyId) throw AppError.forbidden(CRM_ERASURE_MESSAGES.onlyHolder);
  return deps.db.transaction(async (tx) => {
    // Two erasures of the same person at once take turns; the second finds nothing left.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`crm-erase:${person.email}`}, 0))`);
    const found = await findPerson(tx, scope, person.email);
    if (erase) await erasePerson(tx, found);
    return { person, counts: counted(found), erased: erase };
  });
}
