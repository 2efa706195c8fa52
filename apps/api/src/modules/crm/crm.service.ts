import { CRM_MESSAGES as M } from '@immora/shared/crm-records';
import type { TLanguage } from '@immora/shared/languages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../agents/listing-cards.repository.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { CrmKind } from './crm-kinds.ts';
import type { CrmListQuery, CrmRecordRow, CrmRecordsRepository } from './crm-records.repository.ts';
import { crmScope, type CrmScope } from './crm-scope.ts';
import { tenantRefusal } from '../../lib/tenant-refusal.ts';
import { sharingAllowed } from './crm-sharing.ts';

export type CrmDeps = { db: Db; records: CrmRecordsRepository };

/** One record kind as the routes serve it: its rules, its answer and its column values. */
export type CrmBinding<A, I> = {
  kind: CrmKind;
  toAnswer: (row: never, scope: CrmScope) => A;
  toValues: (input: I) => Record<string, unknown>;
  /** A last word on the values of an update, knowing the stored record (a converted lead stays converted). */
  onUpdate?: (values: Record<string, unknown>, stored: CrmRecordRow) => Record<string, unknown>;
};

const answer = <A, I>(b: CrmBinding<A, I>, row: CrmRecordRow, scope: CrmScope) => b.toAnswer(row as never, scope);

/** A record the scope sees; 403 for another tenant's record, 404 for an unknown, withheld or malformed id (decisions 037, 038). */
export async function visible<A, I>(
  deps: CrmDeps,
  b: CrmBinding<A, I>,
  scope: CrmScope,
  id: string,
  language: TLanguage | null = null,
) {
  const row = isUuid(id) ? await deps.records.byId(b.kind, scope, id, language) : null;
  if (!row)
    throw await tenantRefusal(
      deps.db,
      b.kind.table,
      id,
      { forbidden: M.notYours, missing: b.kind.notFound },
      sharingAllowed(b.kind.table), // a record withheld by its customer is answered as missing (decision 038)
    );
  return row;
}

/** Customers (spec 2 §6): only the user who added one may edit or delete it; others get 'Unauthorized Action'. */
function mayChange(b: CrmBinding<unknown, unknown>, row: CrmRecordRow, scope: CrmScope, action: 'edit' | 'delete') {
  if (b.kind.adderOnly && row.record.ownerId !== scope.userId)
    throw AppError.forbidden(`${M.unauthorized}: ${action === 'edit' ? M.onlyAdderCanEdit : M.onlyAdderCanDelete}`);
}

/** `language`: the reader's, for what a record names in it (a lead's listing, decision 055). */
export async function listRecords<A, I>(
  deps: CrmDeps,
  b: CrmBinding<A, I>,
  user: UserRow,
  query: CrmListQuery,
  language: TLanguage | null = null,
) {
  const scope = await crmScope(deps.db, user);
  const { rows, total } = await deps.records.list(b.kind, scope, query, language);
  return { items: rows.map((row) => answer(b, row, scope)), total, page: query.page, pageSize: query.pageSize };
}

export async function getRecord<A, I>(
  deps: CrmDeps,
  b: CrmBinding<A, I>,
  user: UserRow,
  id: string,
  language: TLanguage | null = null,
) {
  const scope = await crmScope(deps.db, user);
  return answer(b, await visible(deps, b, scope, id, language), scope);
}

/** A new record is the caller's, in the agency they act for (if any). */
export async function createRecord<A, I>(
  deps: CrmDeps,
  b: CrmBinding<A, I>,
  user: UserRow,
  input: I,
  language: TLanguage | null = null,
) {
  const scope = await crmScope(deps.db, user);
  const id = await deps.records.insert(b.kind, {
    ...b.toValues(input),
    ownerId: scope.userId,
    agencyId: scope.agencyId,
  });
  return answer(b, (await deps.records.byId(b.kind, scope, id, language))!, scope);
}

export async function updateRecord<A, I>(
  deps: CrmDeps,
  b: CrmBinding<A, I>,
  user: UserRow,
  id: string,
  input: I,
  language: TLanguage | null = null,
) {
  const scope = await crmScope(deps.db, user);
  const stored = await visible(deps, b, scope, id);
  mayChange(b as CrmBinding<unknown, unknown>, stored, scope, 'edit');
  const values = b.toValues(input);
  await deps.records.update(b.kind, id, b.onUpdate ? b.onUpdate(values, stored) : values);
  return answer(b, await visible(deps, b, scope, id, language), scope);
}

export async function deleteRecord<A, I>(deps: CrmDeps, b: CrmBinding<A, I>, user: UserRow, id: string) {
  const scope = await crmScope(deps.db, user);
  const stored = await visible(deps, b, scope, id);
  mayChange(b as CrmBinding<unknown, unknown>, stored, scope, 'delete');
  await deps.records.remove(b.kind, id);
  return { id };
}
