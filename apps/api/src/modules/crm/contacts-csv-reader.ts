import { parse } from 'csv-parse/sync';
import { ERROR_CODES } from '@immora/shared/api';
import { ZCrmContactRequest } from '@immora/shared/crm-contacts';
import {
  budgetCents,
  CONTACT_CSV_ALIASES,
  CONTACT_CSV_FIELDS,
  CONTACT_CSV_HEADERS,
  CONTACT_CSV_LIMITS,
  CONTACT_CSV_MESSAGES as M,
  contactTypeCode,
  headerKey,
  propertyTypeCodes,
  unguardCell,
  type ContactCsvField,
  type TContactImportPreview,
} from '@immora/shared/crm-contacts-csv';
import { AppError } from '../../lib/errors.ts';

export type ContactsCsv = TContactImportPreview;

const FIELD_BY_KEY = new Map(CONTACT_CSV_FIELDS.flatMap((f) => CONTACT_CSV_ALIASES[f].map((k) => [k, f] as const)));

/**
 * The separator of a file: ',' (RFC 4180), or ';' when the header row has semicolons and no
 * commas (what a spreadsheet in a Belgian or French locale writes).
 */
function separator(text: string) {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return header.includes(';') && !header.includes(',') ? ';' : ',';
}

function records(text: string): string[][] {
  try {
    return parse(text, { delimiter: separator(text), relax_column_count: true, skip_empty_lines: false, bom: true });
  } catch {
    throw AppError.badRequest(M.malformed);
  }
}

/** The header's columns as fields (an empty header cell's values are ignored); unknown, missing or repeated columns: 400. */
function columns(header: string[]): (ContactCsvField | null)[] {
  const fields = header.map((cell) => (cell.trim() ? (FIELD_BY_KEY.get(headerKey(cell)) ?? undefined) : null));
  const unknown = header.filter((cell, i) => fields[i] === undefined).map((cell) => cell.trim());
  if (unknown.length)
    throw AppError.badRequest(`${M.unknownColumns}: ${unknown.join(', ')}`, { unknown: unknown.join(', ') });
  const seen = fields.filter((f): f is ContactCsvField => Boolean(f));
  const twice = [...new Set(seen.filter((f, i) => seen.indexOf(f) !== i))].map((f) => CONTACT_CSV_HEADERS[f]);
  if (twice.length)
    throw AppError.badRequest(`${M.duplicateColumns}: ${twice.join(', ')}`, { duplicate: twice.join(', ') });
  const missing = CONTACT_CSV_FIELDS.filter((f) => !seen.includes(f)).map((f) => CONTACT_CSV_HEADERS[f]);
  if (missing.length)
    throw AppError.badRequest(`${M.missingColumns}: ${missing.join(', ')}`, { missing: missing.join(', ') });
  return fields as (ContactCsvField | null)[];
}

type Row = { row: number; cells: string[] };

/** One row checked with the add form's schema; the file's own formats (euros, ';' lists, case) first. */
function readRow(fields: (ContactCsvField | null)[], { row, cells }: Row) {
  const value = (field: ContactCsvField) => unguardCell((cells[fields.indexOf(field)] ?? '').trim());
  const name = `${value('firstName')} ${value('lastName')}`.trim();
  const errors = new Map<string, string>();
  if (cells.slice(fields.length).some((c) => c.trim())) errors.set('row', M.valueCount);
  const budget = budgetCents(value('budget'));
  if (Number.isNaN(budget)) errors.set('budget', M.budgetFormat);
  const parsed = ZCrmContactRequest.safeParse({
    firstName: value('firstName'),
    lastName: value('lastName'),
    email: value('email'),
    phone: value('phone'),
    budget: Number.isNaN(budget) ? 0 : budget,
    propertyTypes: propertyTypeCodes(value('propertyTypes')),
    type: contactTypeCode(value('type')),
  });
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? 'row');
    if (!errors.has(field)) errors.set(field, issue.message);
  }
  if (errors.size || !parsed.success) {
    const ordered = [...errors].sort(([a], [b]) => order(a) - order(b));
    return { problem: { row, name, errors: ordered.map(([field, message]) => ({ field, message })) } };
  }
  return { contact: { ...parsed.data, email: parsed.data.email.toLowerCase() } };
}

const order = (field: string) => (field === 'row' ? -1 : CONTACT_CSV_FIELDS.indexOf(field as ContactCsvField));

/**
 * A contacts CSV file (decision 039) read into the contacts it holds and the rows it cannot add,
 * each row numbered as a spreadsheet shows it (the header is row 1; blank rows count but are
 * skipped). A file that cannot be read as a whole (empty, not UTF-8, not CSV, wrong columns, too
 * many rows) is a 400 with what to fix. An e-mail met again later in the file is a problem of that row.
 */
export function readContactsCsv(text: string): ContactsCsv {
  if (text.includes('\uFFFD')) throw AppError.badRequest(M.notUtf8);
  if (!text.replace(/^\uFEFF/, '').trim()) throw AppError.badRequest(M.empty);
  const [header = [], ...body] = records(text);
  const fields = columns(header);
  const rows = body.map((cells, i) => ({ row: i + 2, cells })).filter(({ cells }) => cells.some((c) => c.trim()));
  if (!rows.length) throw AppError.badRequest(M.noRows);
  if (rows.length > CONTACT_CSV_LIMITS.maxRows) throw new AppError(413, ERROR_CODES.tooLarge, M.tooManyRows);

  const result: ContactsCsv = { total: rows.length, contacts: [], problems: [] };
  const emails = new Set<string>();
  for (const row of rows) {
    const read = readRow(fields, row);
    if (read.problem) result.problems.push(read.problem);
    else if (emails.has(read.contact!.email))
      result.problems.push({
        row: row.row,
        name: `${read.contact!.firstName} ${read.contact!.lastName}`,
        errors: [{ field: 'email', message: M.duplicateInFile }],
      });
    else {
      emails.add(read.contact!.email);
      result.contacts.push({ row: row.row, contact: read.contact! });
    }
  }
  return result;
}
