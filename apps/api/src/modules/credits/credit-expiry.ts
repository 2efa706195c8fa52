import { and, asc, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditBalances, creditLedger } from '../../db/schema/credits.ts';

/** Purchases settled per run; the next run takes the rest. */
const BATCH = 200;

/**
 * Settles every purchase whose period has ended (decision 031): the credits it left expire, as
 * one 'expiry' row and a lower balance. What is left of a purchase is the part of the balance that
 * credits still valid afterwards (later purchases, grants and refunds, which never expire) cannot
 * account for: spending is counted against the credits that expire first. Safe on several nodes:
 * each purchase is claimed with SKIP LOCKED under the user's balance lock, settled once (its
 * `settled_at`, and a unique index on the expiry's reference). Returns the credits expired.
 */
export async function expireCredits(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.reason, 'purchase'), isNull(creditLedger.settledAt), lte(creditLedger.expiresAt, now)))
    .orderBy(asc(creditLedger.expiresAt))
    .limit(BATCH);
  let expired = 0;
  for (const { id } of due) expired += await settle(db, id, now);
  return expired;
}

async function settle(db: Db, purchaseId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [purchase] = await tx
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.id, purchaseId), isNull(creditLedger.settledAt)))
      .for('update', { skipLocked: true });
    if (!purchase?.expiresAt) return 0;
    const [balance] = await tx
      .select({ balance: creditBalances.balance })
      .from(creditBalances)
      .where(eq(creditBalances.userId, purchase.userId))
      .for('update');
    const [valid] = await tx
      .select({ credits: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
      .from(creditLedger)
      .where(
        and(
          eq(creditLedger.userId, purchase.userId),
          gt(creditLedger.delta, 0),
          ne(creditLedger.id, purchase.id),
          or(isNull(creditLedger.expiresAt), gt(creditLedger.expiresAt, purchase.expiresAt)),
        ),
      );
    const left = Math.min(purchase.delta, Math.max(0, (balance?.balance ?? 0) - (valid?.credits ?? 0)));
    await tx.update(creditLedger).set({ settledAt: now }).where(eq(creditLedger.id, purchase.id));
    if (left === 0) return 0;
    await tx
      .update(creditBalances)
      .set({ balance: sql`${creditBalances.balance} - ${left}`, updatedAt: now })
      .where(eq(creditBalances.userId, purchase.userId));
    await tx.insert(creditLedger).values({
      userId: purchase.userId,
      delta: -left,
      reason: 'expiry',
      reference: purchase.id,
      note: purchase.note,
      createdAt: now,
    });
    return left;
  });
}
