import { INVOICE_MESSAGES, type TInvoice, type TInvoicesQuery } from '@immora/shared/invoices';
import { AppError } from '../../lib/errors.ts';
import type { InvoiceRow, InvoicesRepository } from './invoices.repository.ts';

const euro = (cents: number) => cents / 100;

/** A paid invoice reads as completed once the period it paid for has ended. */
export function toInvoice(row: InvoiceRow, now = new Date()): TInvoice {
  return {
    id: row.id,
    _id: row.id,
    number: row.number,
    date: row.issuedAt.toISOString(),
    status: row.status === 'paid' && row.periodEndsAt <= now ? 'completed' : row.status,
    customer: row.customer,
    net: euro(row.netCents),
    vat: euro(row.vatCents),
    vatRate: row.vatRate,
    totalAmount: euro(row.totalCents),
    remainingCredits: row.remainingCredits,
    lines: row.lines.map((line) => ({
      description: line.description,
      planDuration: line.planDuration,
      price: euro(line.unitPriceCents),
      quantity: line.quantity,
      total: euro(line.totalCents),
    })),
  };
}

type Query = Required<Pick<TInvoicesQuery, 'sort' | 'order'>> & {
  page: number;
  pageSize: number;
  q?: string;
  month?: string;
};

export async function listInvoices(repo: InvoicesRepository, userId: string, query: Query) {
  const { items, total } = await repo.list(userId, query);
  return { items: items.map((row) => toInvoice(row)), total, page: query.page, pageSize: query.pageSize };
}

export async function getInvoice(repo: InvoicesRepository, userId: string, id: string) {
  const [row] = await repo.byIds(userId, [id]);
  if (!row) throw AppError.notFound(INVOICE_MESSAGES.notFound);
  return toInvoice(row);
}

/** The selected invoices; one that is missing or someone else's makes the whole selection 404. */
export async function selectedInvoices(repo: InvoicesRepository, userId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  const rows = await repo.byIds(userId, unique);
  if (rows.length !== unique.length) throw AppError.notFound(INVOICE_MESSAGES.notFound);
  return rows.map((row) => toInvoice(row));
}
