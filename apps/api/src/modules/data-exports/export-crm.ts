import { eq } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { CONTACTS_CSV } from '@immora/shared/crm-contacts-csv';
import { csvHeader, csvRecord, formulaSafe, type CsvColumn } from '@immora/shared/csv-columns';
import type { Db } from '../../db/client.ts';
import { crmContacts, crmCustomers, crmLeads, crmOpportunities } from '../../db/schema/crm.ts';
import { csvStream } from '../../lib/csv-stream.ts';
import { toContact, toCustomer, toLead, toOpportunity } from '../crm/crm-mappers.ts';
import type { CrmRecordRow } from '../crm/crm-records.repository.ts';
import type { UserRow } from '../users/users.repository.ts';
import { pagesOf } from './export-records.ts';

type Mapped = Record<string, unknown>;

/** The CRM records the user added (owner), each kind as the CRM shows it (crm-mappers). */
const KINDS = [
  { name: 'leads', table: crmLeads, map: toLead },
  { name: 'customers', table: crmCustomers, map: toCustomer },
  { name: 'opportunities', table: crmOpportunities, map: toOpportunity },
  { name: 'contacts', table: crmContacts, map: toContact },
] as const;

export type CrmKindName = (typeof KINDS)[number]['name'];
export const CRM_KINDS: readonly CrmKindName[] = KINDS.map((k) => k.name);

async function* mapped(db: Db, user: UserRow, name: CrmKindName): AsyncGenerator<Mapped> {
  const kind = KINDS.find((k) => k.name === name)!;
  const scope = { userId: user.id, agencyId: null };
  for await (const record of pagesOf(db, kind.table, eq(kind.table.ownerId, user.id))) {
    const row = { record, addedByFirst: user.firstName, addedByLast: user.lastName } as CrmRecordRow;
    yield (kind.map as (row: CrmRecordRow, s: typeof scope) => Mapped)(row, scope);
  }
}

/** crm/<kind>.json rows. */
export const crmRows = (db: Db, user: UserRow, name: CrmKindName) => mapped(db, user, name);

/** A cell of a record without its own CSV columns: lists joined with ';', objects as JSON, text formula-safe. */
function cell(value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (Array.isArray(value)) return formulaSafe(value.join(';'));
  if (typeof value === 'object') return formulaSafe(JSON.stringify(value));
  return formulaSafe(String(value));
}

/**
 * crm/<kind>.csv: contacts with the CRM's own export columns (the file imports again, decision
 * 039); the other kinds, which have no CSV export in the CRM, with one column per field of the
 * record as the CRM shows it. Both through the CRM export's writer (lib/csv-stream.ts: UTF-8, BOM).
 */
export async function crmCsv(db: Db, user: UserRow, name: CrmKindName): Promise<Readable> {
  const rows = mapped(db, user, name);
  async function* records(): AsyncGenerator<(string | number)[]> {
    if (name === 'contacts') {
      yield csvHeader(CONTACTS_CSV);
      for await (const row of rows) yield csvRecord(CONTACTS_CSV as readonly CsvColumn<Mapped>[], row);
      return;
    }
    let keys: string[] | null = null;
    for await (const row of rows) {
      if (!keys) {
        keys = Object.keys(row).filter((k) => k !== '_id' && k !== 'canEdit');
        yield keys;
      }
      yield keys.map((k) => cell(row[k]));
    }
    if (!keys) yield ['id'];
  }
  return csvStream(records());
}
