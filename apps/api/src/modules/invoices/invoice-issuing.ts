import { eq, sql } from 'drizzle-orm';
import { invoiceNumber, splitVat, VAT_RATE } from '@immora/shared/invoices';
import { formatVat } from '@immora/shared/vat';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { creditBalances } from '../../db/schema/credits.ts';
import { invoiceCounters, invoiceLines, invoices, type InvoiceCustomer } from '../../db/schema/invoices.ts';
import { users } from '../../db/schema/users.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The next number of `year`, taken in the caller's transaction: the counter row stays locked
 * until it commits, so two payments are numbered one after the other, and a rollback gives the
 * number back (no gaps).
 */
async function nextSequence(tx: Tx, year: number) {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning();
  return row!.lastNumber;
}

/** Who the invoice is made out to: the person, and for an agency its company, address and VAT number. */
async function customerOf(tx: Tx, userId: string): Promise<InvoiceCustomer> {
  const [row] = await tx
    .select({ user: users, agency: agencies })
    .from(users)
    .leftJoin(agencies, eq(agencies.ownerId, users.id))
    .where(eq(users.id, userId));
  const { user, agency } = row!;
  const vat = agency?.vatNumber ?? user.vatNumber;
  return {
    name: `${user.firstName} ${user.lastName}`,
    email: user.email,
    company: agency?.name ?? user.agencyName,
    vatNumber: vat ? formatVat(vat) : null,
    address: agency?.address ?? null,
  };
}

export type InvoiceInput = {
  orderId: string;
  userId: string;
  issuedAt: Date;
  periodEndsAt: Date;
  totalCents: number;
  lines: {
    description: string;
    planDuration: 'month' | 'year';
    unitPriceCents: number;
    quantity: number;
    totalCents: number;
  }[];
};

/** Issues the invoice of a paid order, in the transaction that marked it paid. */
export async function issueInvoice(tx: Tx, input: InvoiceInput) {
  const year = input.issuedAt.getUTCFullYear();
  const sequence = await nextSequence(tx, year);
  const [balance] = await tx
    .select({ balance: creditBalances.balance })
    .from(creditBalances)
    .where(eq(creditBalances.userId, input.userId));
  const [row] = await tx
    .insert(invoices)
    .values({
      number: invoiceNumber(year, sequence),
      year,
      sequence,
      orderId: input.orderId,
      userId: input.userId,
      status: 'paid',
      issuedAt: input.issuedAt,
      periodEndsAt: input.periodEndsAt,
      customer: await customerOf(tx, input.userId),
      ...splitVat(input.totalCents),
      vatRate: VAT_RATE,
      totalCents: input.totalCents,
      remainingCredits: balance?.balance ?? 0,
    })
    .returning();
  await tx
    .insert(invoiceLines)
    .values(input.lines.map((line, position) => ({ ...line, position, invoiceId: row!.id })));
  return row!;
}
