import { z } from 'zod';
import { BILLING_PERIODS } from './cart.ts';
import type { CsvColumn } from './csv-columns.ts';
import { listQuery } from './list-query.ts';

export const INVOICE_MESSAGES = {
  notFound: 'Invoice not found',
  month: 'Month must be written YYYY-MM',
  ids: 'Select at least one invoice',
} as const;

export const INVOICE_STATUSES = ['paid', 'pending', 'completed'] as const;

/** Belgian VAT, percent. Plan prices include it; the invoice shows the part it is. */
export const VAT_RATE = 21;

/** Splits a VAT-inclusive amount in cents into net and VAT (the VAT rounded to the cent). */
export function splitVat(totalCents: number, rate = VAT_RATE) {
  const netCents = Math.round((totalCents * 100) / (100 + rate));
  return { netCents, vatCents: totalCents - netCents };
}

/** '2026-000042': year and a six-digit sequence, gap-free within the year. */
export const invoiceNumber = (year: number, sequence: number) => `${year}-${String(sequence).padStart(6, '0')}`;

export const ZInvoiceLine = z.object({
  description: z.string(),
  planDuration: z.enum(BILLING_PERIODS),
  /** Euro, VAT included. */
  price: z.number(),
  quantity: z.number().int(),
  total: z.number(),
});

export const ZInvoice = z.object({
  id: z.string(),
  _id: z.string(),
  number: z.string(),
  date: z.string(),
  status: z.enum(INVOICE_STATUSES),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    company: z.string().nullable(),
    vatNumber: z.string().nullable(),
    address: z.string().nullable(),
  }),
  net: z.number(),
  vat: z.number(),
  vatRate: z.number().int(),
  totalAmount: z.number(),
  remainingCredits: z.number().int(),
  lines: z.array(ZInvoiceLine),
});
export type TInvoice = z.infer<typeof ZInvoice>;

export const ZInvoicesQuery = listQuery({
  sorts: ['date', 'number', 'total'] as const,
  defaultSort: 'date',
  filters: {
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, INVOICE_MESSAGES.month)
      .optional(),
  },
});
export type TInvoicesQuery = z.input<typeof ZInvoicesQuery>;

export const ZInvoiceIdParams = z.object({ id: z.uuid({ error: INVOICE_MESSAGES.notFound }) });

/** Several selected invoices, for the PDF and CSV downloads: `?ids=a,b,c`. */
export const ZInvoiceSelection = z.object({
  ids: z
    .string({ error: INVOICE_MESSAGES.ids })
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(
      z
        .array(z.uuid({ error: INVOICE_MESSAGES.notFound }))
        .min(1, INVOICE_MESSAGES.ids)
        .max(100),
    ),
});

export const INVOICES_CSV_NAME = 'invoices.csv';

/** The CSV of invoices: the same columns for the selected rows (browser) and for all (server). */
export const INVOICE_CSV_COLUMNS: readonly CsvColumn<TInvoice>[] = [
  { header: 'Number', value: (i) => i.number },
  { header: 'Date', value: (i) => i.date.slice(0, 10) },
  { header: 'Status', value: (i) => i.status },
  { header: 'Customer', value: (i) => i.customer.name },
  { header: 'Company', value: (i) => i.customer.company },
  { header: 'VAT number', value: (i) => i.customer.vatNumber },
  {
    header: 'Lines',
    value: (i) => i.lines.map((l) => `${l.quantity} x ${l.description} (${l.planDuration})`).join('; '),
  },
  { header: 'Net (EUR)', value: (i) => i.net.toFixed(2) },
  { header: `VAT (EUR)`, value: (i) => i.vat.toFixed(2) },
  { header: 'Total (EUR)', value: (i) => i.totalAmount.toFixed(2) },
  { header: 'Remaining credits', value: (i) => i.remainingCredits },
];
