import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TInvoicesQuery } from '@immora/shared/invoices';
import { listOffset } from '@immora/shared/list-query';
import type { Db } from '../../db/client.ts';
import { invoiceLines, invoices } from '../../db/schema/invoices.ts';

type ListQuery = Required<Pick<TInvoicesQuery, 'sort' | 'order'>> & {
  page: number;
  pageSize: number;
  q?: string;
  month?: string;
};

const SORTS = { date: invoices.issuedAt, number: invoices.number, total: invoices.totalCents } as const;

export function invoicesRepository(db: Db) {
  /** The invoices' lines, in their order, grouped by invoice. */
  async function withLines(rows: (typeof invoices.$inferSelect)[]) {
    if (rows.length === 0) return [];
    const lines = await db
      .select()
      .from(invoiceLines)
      .where(
        inArray(
          invoiceLines.invoiceId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(invoiceLines.position));
    return rows.map((row) => ({ ...row, lines: lines.filter((l) => l.invoiceId === row.id) }));
  }

  /** A user's invoices with a month (YYYY-MM, Belgian time) and a search on the number. */
  function filters(userId: string, query: { q?: string; month?: string }) {
    const where: SQL[] = [eq(invoices.userId, userId)];
    if (query.month)
      where.push(sql`to_char(${invoices.issuedAt} AT TIME ZONE 'Europe/Brussels', 'YYYY-MM') = ${query.month}`);
    if (query.q) where.push(sql`${invoices.number} ILIKE ${`%${query.q}%`}`);
    return and(...where);
  }

  return {
    async list(userId: string, query: ListQuery) {
      const where = filters(userId, query);
      const direction = query.order === 'asc' ? asc : desc;
      const rows = await db
        .select()
        .from(invoices)
        .where(where)
        .orderBy(direction(SORTS[query.sort]), direction(invoices.number))
        .limit(query.pageSize)
        .offset(listOffset(query));
      const [total] = await db.select({ n: count() }).from(invoices).where(where);
      return { items: await withLines(rows), total: total!.n };
    },

    /** Every invoice of the filters (the CSV of all), newest first. */
    async all(userId: string, query: { q?: string; month?: string }) {
      const rows = await db
        .select()
        .from(invoices)
        .where(filters(userId, query))
        .orderBy(desc(invoices.issuedAt))
        .limit(5000);
      return withLines(rows);
    },

    /** The user's invoices among `ids` (others' are left out), newest first. */
    async byIds(userId: string, ids: string[]) {
      const rows = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.userId, userId), inArray(invoices.id, ids)))
        .orderBy(desc(invoices.issuedAt));
      return withLines(rows);
    },
  };
}
export type InvoicesRepository = ReturnType<typeof invoicesRepository>;
export type InvoiceRow = Awaited<ReturnType<InvoicesRepository['byIds']>>[number];
