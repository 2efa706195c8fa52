import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { boostPlans, creditBalances, creditLedger } from '../../db/schema/credits.ts';

type Executor = Pick<Db, 'insert' | 'update' | 'select'>;

/** Adds credits (a package bought, a grant): balance and ledger move together. */
export async function grantCredits(
  db: Executor,
  opts: {
    userId: string;
    amount: number;
    reason: 'grant' | 'purchase' | 'refund';
    reference?: string;
    note?: string;
    /** Purchased credits end with the period bought (credit-expiry.ts). */
    expiresAt?: Date;
  },
) {
  await db
    .insert(creditBalances)
    .values({ userId: opts.userId, balance: opts.amount })
    .onConflictDoUpdate({
      target: creditBalances.userId,
      set: { balance: sql`${creditBalances.balance} + ${opts.amount}`, updatedAt: new Date() },
    });
  await db.insert(creditLedger).values({
    userId: opts.userId,
    delta: opts.amount,
    reason: opts.reason,
    reference: opts.reference ?? null,
    note: opts.note ?? null,
    expiresAt: opts.expiresAt ?? null,
  });
}

/**
 * Takes `amount` credits if the balance holds them, in the caller's transaction. The single
 * conditional UPDATE (and the CHECK on the balance) makes two racing spends unable to both pass.
 * Returns the new balance, or null when there were not enough credits.
 */
export async function spendCredits(
  db: Executor,
  opts: { userId: string; amount: number; reference: string; note: string },
) {
  const [row] = await db
    .update(creditBalances)
    .set({ balance: sql`${creditBalances.balance} - ${opts.amount}`, updatedAt: new Date() })
    .where(and(eq(creditBalances.userId, opts.userId), sql`${creditBalances.balance} >= ${opts.amount}`))
    .returning();
  if (!row) return null;
  await db
    .insert(creditLedger)
    .values({ userId: opts.userId, delta: -opts.amount, reason: 'boost', reference: opts.reference, note: opts.note });
  return row.balance;
}

export function creditsRepository(db: Db) {
  return {
    async summary(userId: string) {
      const [balance] = await db.select().from(creditBalances).where(eq(creditBalances.userId, userId));
      const [sums] = await db
        .select({
          received: sql<number>`coalesce(sum(${creditLedger.delta}) filter (where ${creditLedger.delta} > 0), 0)::int`,
          used: sql<number>`coalesce(-sum(${creditLedger.delta}) filter (where ${creditLedger.reason} = 'boost'), 0)::int`,
          expired: sql<number>`coalesce(-sum(${creditLedger.delta}) filter (where ${creditLedger.reason} = 'expiry'), 0)::int`,
        })
        .from(creditLedger)
        .where(eq(creditLedger.userId, userId));
      return {
        remaining: balance?.balance ?? 0,
        total: sums?.received ?? 0,
        used: sums?.used ?? 0,
        expired: sums?.expired ?? 0,
      };
    },
    ledger: (userId: string, limit = 50) =>
      db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.userId, userId))
        .orderBy(desc(creditLedger.createdAt))
        .limit(limit),
    boostPlans: () => db.select().from(boostPlans).orderBy(asc(boostPlans.sortOrder)),
    async boostPlan(id: string) {
      const [row] = await db.select().from(boostPlans).where(eq(boostPlans.id, id));
      return row ?? null;
    },
  };
}
