import { z } from 'zod';
import { CONTACT_TYPES, ZCrmContact, type TCrmContact } from './crm-contacts.ts';
import { CRM_PROPERTY_TYPES } from './crm-property-types.ts';
import { formulaSafe, type CsvColumn } from './csv-columns.ts';

/**
 * Contacts as a CSV file (issue 16, decision 039): the export writes exactly the columns the
 * import reads, so an exported file imports again as the same contacts. Budgets in euros,
 * property types as their codes separated by ';'. Headers are English, whatever the screen's language.
 */
export const CONTACT_CSV_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'budget',
  'propertyTypes',
  'type',
] as const;
export type ContactCsvField = (typeof CONTACT_CSV_FIELDS)[number];

export const CONTACT_CSV_HEADERS: Record<ContactCsvField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  budget: 'Budget (EUR)',
  propertyTypes: 'Property types',
  type: 'Type',
};

/** Property types in a cell: codes separated by ';' (',' is read too). */
export const PROPERTY_TYPE_SEPARATOR = ';';

export const CONTACT_CSV_LIMITS = { maxBytes: 1_048_576, maxRows: 1000 } as const;

export const CONTACT_CSV_NAME = 'contacts.csv';

export const CONTACT_CSV_MESSAGES = {
  empty: 'The file is empty: it needs a header row and at least one contact.',
  noRows: 'The file has a header row but no contacts.',
  tooLarge: 'The file is larger than 1 MB. Split it into smaller files.',
  tooManyRows: 'The file has more than 1000 contacts. Import at most 1000 at a time.',
  notUtf8: 'The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.',
  malformed: 'The file is not a valid CSV file: check its quotes and separators.',
  unknownColumns: 'The file has columns we do not know',
  missingColumns: 'The file lacks required columns',
  duplicateColumns: 'The file names a column twice',
  valueCount: 'This row does not have as many values as the header',
  budgetFormat: 'Budget must be an amount in euros, like 1250 or 1250.50',
  duplicateInFile: 'This e-mail is already on an earlier row of the file',
  duplicateContact: 'A contact with this e-mail already exists',
} as const;

/** A leading character that makes a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Undoes the export's guard (see `formulaSafe`): "'=x" reads back as "=x". */
export const unguardCell = (value: string) =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

const euros = (cents: number) => (cents / 100).toFixed(2);

/** The contacts' CSV columns, one per form field, every text cell guarded against formulas. */
export const CONTACTS_CSV: readonly CsvColumn<TCrmContact>[] = [
  { header: CONTACT_CSV_HEADERS.firstName, value: (c) => formulaSafe(c.firstName) },
  { header: CONTACT_CSV_HEADERS.lastName, value: (c) => formulaSafe(c.lastName) },
  { header: CONTACT_CSV_HEADERS.email, value: (c) => formulaSafe(c.email) },
  { header: CONTACT_CSV_HEADERS.phone, value: (c) => formulaSafe(c.phone) },
  { header: CONTACT_CSV_HEADERS.budget, value: (c) => euros(c.budget) },
  { header: CONTACT_CSV_HEADERS.propertyTypes, value: (c) => c.propertyTypes.join(`${PROPERTY_TYPE_SEPARATOR} `) },
  { header: CONTACT_CSV_HEADERS.type, value: (c) => c.type },
];

/** A header cell as it is compared: 'First name', 'first_name' and 'firstName' are one column. */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** What each column may be called in a file (its header, its field name, a few plain variants). */
export const CONTACT_CSV_ALIASES: Record<ContactCsvField, readonly string[]> = {
  firstName: ['firstname'],
  lastName: ['lastname'],
  email: ['email', 'emailaddress'],
  phone: ['phone', 'phonenumber'],
  budget: ['budgeteur', 'budget'],
  propertyTypes: ['propertytypes', 'propertytype'],
  type: ['type'],
};

/** A budget cell in euros ('1250', '1250.5', '1250,50', '€ 1250') as cents; undefined when empty, NaN when not an amount. */
export function budgetCents(cell: string): number | undefined {
  const text = cell.replace(/[€\s]/g, '').replace(/^eur/i, '');
  if (!text) return undefined;
  const match = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** A property types cell as codes: split on ';' or ',', matched to the CRM's property types whatever their case. */
export function propertyTypeCodes(cell: string): string[] {
  return cell
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => CRM_PROPERTY_TYPES.find((c) => c.toLowerCase() === part.toLowerCase()) ?? part);
}

/** A type cell: 'Buy', ' rent ' → 'buy', 'rent' (other values are left for the schema to refuse). */
export const contactTypeCode = (cell: string) =>
  CONTACT_TYPES.find((t) => t === cell.trim().toLowerCase()) ?? cell.trim();

const ZRowProblem = z.object({
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: z.number().int(),
  /** The row's names as written, to recognise it. */
  name: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type TContactCsvProblem = z.infer<typeof ZRowProblem>;

/** A contact read from a file: the add form's fields. */
export const ZContactCsvContact = ZCrmContact.pick({
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  budget: true,
  propertyTypes: true,
  type: true,
});

/** What an import would do: the contacts it would add and the rows it would leave out, with why. */
export const ZContactImportPreview = z.object({
  /** Rows with content (blank lines are left out). */
  total: z.number().int(),
  contacts: z.array(z.object({ row: z.number().int(), contact: ZContactCsvContact })),
  problems: z.array(ZRowProblem),
});
export type TContactImportPreview = z.infer<typeof ZContactImportPreview>;

/** What an import did: how many contacts it added, and the rows it left out. */
export const ZContactImportResult = z.object({
  imported: z.number().int(),
  problems: z.array(ZRowProblem),
});
export type TContactImportResult = z.infer<typeof ZContactImportResult>;
