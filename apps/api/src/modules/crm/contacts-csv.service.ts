import { and, inArray, sql } from 'drizzle-orm';
import { csvHeader, csvRecord } from '@immora/shared/csv-columns';
import { CONTACTS_CSV, CONTACT_CSV_MESSAGES as M, type TContactCsvProblem } from '@immora/shared/crm-contacts-csv';
import type { Db } from '../../db/client.ts';
import { crmContacts } from '../../db/schema/crm.ts';
import type { UserRow } from '../users/users.repository.ts';
import { contactValues, toContact } from './crm-mappers.ts';
import { CONTACTS } from './crm-kinds.ts';
import type { CrmListQuery } from './crm-records.repository.ts';
import { crmScope, visibleTo, type CrmScope } from './crm-scope.ts';
import type { CrmDeps } from './crm.service.ts';
import { readContactsCsv, type ContactsCsv } from './contacts-csv-reader.ts';

type Executor = Pick<Db, 'select' | 'insert' | 'execute'>;

const EXPORT_BATCH = 500;

/**
 * Every contact the caller sees as CSV records (header first), with the list's search, filter
 * and order, read a page at a time (decision 039).
 */
export async function* contactsCsv(
  deps: CrmDeps,
  user: UserRow,
  query: Omit<CrmListQuery, 'page' | 'pageSize'>,
): AsyncGenerator<(string | number)[]> {
  const scope = await crmScope(deps.db, user);
  const read = async (page: number) =>
    (await deps.records.list(CONTACTS, scope, { ...query, page, pageSize: EXPORT_BATCH } as CrmListQuery)).rows;
  // The first page is read before the header (see csvStream).
  let rows = await read(1);
  yield csvHeader(CONTACTS_CSV);
  for (let page = 1; ; rows = await read(++page)) {
    for (const row of rows) yield csvRecord(CONTACTS_CSV, toContact(row as never, scope));
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** The file's contacts whose e-mail the scope already has become problems of their rows. */
async function leaveOutKnown(db: Executor, scope: CrmScope, csv: ContactsCsv): Promise<ContactsCsv> {
  const emails = csv.contacts.map((c) => c.contact.email);
  const known = emails.length
    ? await db
        .select({ email: sql<string>`lower(${crmContacts.email})` })
        .from(crmContacts)
        .where(and(visibleTo(crmContacts, scope), inArray(sql`lower(${crmContacts.email})`, emails)))
    : [];
  const taken = new Set(known.map((k) => k.email));
  const problems: TContactCsvProblem[] = csv.contacts
    .filter((c) => taken.has(c.contact.email))
    .map((c) => ({
      row: c.row,
      name: `${c.contact.firstName} ${c.contact.lastName}`,
      errors: [{ field: 'email', message: M.duplicateContact }],
    }));
  return {
    total: csv.total,
    contacts: csv.contacts.filter((c) => !taken.has(c.contact.email)),
    problems: [...csv.problems, ...problems].sort((a, b) => a.row - b.row),
  };
}

/** What importing the file would do, changing nothing. */
export async function previewContactsImport(deps: CrmDeps, user: UserRow, text: string) {
  const csv = readContactsCsv(text);
  return leaveOutKnown(deps.db, await crmScope(deps.db, user), csv);
}

/**
 * Adds the file's good rows as the caller's contacts in one transaction, under an advisory lock
 * on the scope so that two imports at once cannot both add the same e-mail; rows with errors and
 * e-mails already known are left out and reported.
 */
export async function importContacts(deps: CrmDeps, user: UserRow, text: string) {
  const csv = readContactsCsv(text);
  const scope = await crmScope(deps.db, user);
  return deps.db.transaction(async (tx) => {
    const lockKey = `crm-contacts:${scope.agencyId ?? scope.userId}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`);
    const result = await leaveOutKnown(tx, scope, csv);
    if (result.contacts.length)
      await tx.insert(crmContacts).values(
        result.contacts.map(({ contact }) => ({
          ...contactValues(contact),
          ownerId: scope.userId,
          agencyId: scope.agencyId,
        })),
      );
    return { imported: result.contacts.length, problems: result.problems };
  });
}
