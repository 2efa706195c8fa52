import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import { INVOICE_RETENTION_YEARS } from '@immora/shared/retention';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { orders } from '../../db/schema/orders.ts';
import { subscriptionHistories } from '../../db/schema/plans.ts';
import { DELETE_BATCH, deleteInBatches } from './batch-delete.ts';

/**
 * The first year still kept at `now`: a year's records go once its end is 10 years past. Years
 * are UTC years, as the invoice numbers' (`invoice-issuing.ts`).
 */
export function firstKeptYear(now: Date) {
  return now.getUTCFullYear() - INVOICE_RETENTION_YEARS;
}

/**
 * Erases invoices (with their lines) of the years whose end is more than 10 years past (Belgian
 * accounting records), then orders made before those years that no invoice still needs (with
 * their lines; a subscription period keeps its dates but no longer points at the order).
 * Batched and SKIP LOCKED, like every retention sweep. Returns the invoices and orders erased.
 */
export async function sweepOldInvoices(db: Db, now = new Date()) {
  const year = firstKeptYear(now);
  const invoicesGone = await deleteInBatches(db, invoices, invoices.id, lt(invoices.year, year));
  const before = new Date(Date.UTC(year, 0, 1));
  let ordersGone = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            lt(orders.createdAt, before),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(invoices)
                .where(eq(invoices.orderId, orders.id)),
            ),
          ),
        )
        .limit(DELETE_BATCH)
        .for('update', { skipLocked: true });
      if (!due.length) return 0;
      const ids = due.map((o) => o.id);
      await tx.update(subscriptionHistories).set({ orderId: null }).where(inArray(subscriptionHistories.orderId, ids));
      await tx.delete(orders).where(inArray(orders.id, ids));
      return ids.length;
    });
    ordersGone += n;
    if (n < DELETE_BATCH) return { invoices: invoicesGone, orders: ordersGone };
  }
}
