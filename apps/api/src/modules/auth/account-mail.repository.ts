import { and, count, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountMailRequests } from '../../db/schema/auth.ts';

export type AccountMailKind = (typeof accountMailRequests.$inferInsert)['kind'];
export type AccountMailRequest = { id: string; kind: AccountMailKind; email: string };
type Outcome = NonNullable<(typeof accountMailRequests.$inferInsert)['outcome']>;

/** The queue of account e-mails (decision 010): written by requests, emptied by the worker. */
export function accountMailRepository(db: Db) {
  return {
    /**
     * Queues a request unless the address already had `perHour` of this kind in the last hour.
     * The count and the insert run under a transaction-scoped advisory lock on kind and address,
     * so parallel requests (on any node) cannot all pass it. True when queued.
     */
    async enqueue(kind: AccountMailKind, email: string, perHour: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`account-mail:${kind}:${email}`}, 0))`);
        const [row] = await tx
          .select({ n: count() })
          .from(accountMailRequests)
          .where(
            and(
              eq(accountMailRequests.email, email),
              eq(accountMailRequests.kind, kind),
              gt(accountMailRequests.createdAt, sql`now() - interval '1 hour'`),
            ),
          );
        if ((row?.n ?? 0) >= perHour) return false;
        await tx.insert(accountMailRequests).values({ kind, email });
        return true;
      });
    },

    /**
     * Takes up to `limit` waiting requests, oldest first, skipping rows another worker is taking
     * (FOR UPDATE SKIP LOCKED). A claim left unfinished for `staleMinutes` (its node died) is
     * taken again.
     */
    async claim(limit: number, staleMinutes: number): Promise<AccountMailRequest[]> {
      const t = accountMailRequests;
      const waiting = db
        .select({ id: t.id })
        .from(t)
        .where(
          and(
            isNull(t.doneAt),
            or(isNull(t.claimedAt), lt(t.claimedAt, sql`now() - make_interval(mins => ${staleMinutes})`)),
          ),
        )
        .orderBy(t.createdAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(t)
        .set({ claimedAt: sql`now()` })
        .where(inArray(t.id, waiting))
        .returning();
      return rows.map(({ id, kind, email }) => ({ id, kind, email }));
    },

    async finish(id: string, outcome: Outcome) {
      await db.update(accountMailRequests).set({ doneAt: new Date(), outcome }).where(eq(accountMailRequests.id, id));
    },

    /** Forgets finished requests older than `before` (they no longer count for the limit). */
    async prune(before: Date) {
      await db
        .delete(accountMailRequests)
        .where(and(isNotNull(accountMailRequests.doneAt), lt(accountMailRequests.createdAt, before)));
    },
  };
}

export type AccountMailRepository = ReturnType<typeof accountMailRepository>;
