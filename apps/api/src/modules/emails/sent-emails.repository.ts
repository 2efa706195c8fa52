import { and, asc, count, eq, gt, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { listOffset } from '@immora/shared/list-query';
import type { ZSentEmailsQuery } from '@immora/shared/emails';
import type { Db } from '../../db/client.ts';
import { sentEmails } from '../../db/schema/emails.ts';
import { listOrder } from '../../lib/list-order.ts';
import { likePattern } from '../search/listing-card.columns.ts';

export type SentEmailRow = typeof sentEmails.$inferSelect;
export type QueuedEmail = Omit<typeof sentEmails.$inferInsert, 'id' | 'ownerId' | 'status' | 'claimedAt'>;

const SORT_COLUMNS = {
  createdAt: sentEmails.createdAt,
  subject: sql`lower(${sentEmails.subject})`,
  recipient: sql`lower(${sentEmails.recipientName})`,
};

/** Either the rows were queued, or the hourly limit leaves no room until `retryAt`. */
export type EnqueueResult = { queued: SentEmailRow[] } | { retryAt: Date };

/** The sent log, which is also the queue of e-mails to contacts (decision 034). */
export function sentEmailsRepository(db: Db) {
  return {
    /**
     * Writes one queued row per recipient, claimed by this send, unless the user's rows of the last
     * hour plus these would pass `perHour`. Count and insert run in one transaction under an
     * advisory lock on the user, so parallel sends on any node cannot pass the limit together.
     */
    async enqueue(ownerId: string, rows: QueuedEmail[], perHour: number): Promise<EnqueueResult> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`contact-mail:${ownerId}`}, 0))`);
        const lastHour = and(eq(sentEmails.ownerId, ownerId), gt(sentEmails.createdAt, sql`now() - interval '1 hour'`));
        const [row] = await tx.select({ n: count() }).from(sentEmails).where(lastHour);
        const used = row?.n ?? 0;
        if (used + rows.length > perHour) {
          // Room comes back as the oldest rows of the hour leave it: the one that frees enough.
          const [freeing] = await tx
            .select({ at: sql<string>`(${sentEmails.createdAt} + interval '1 hour')::text` })
            .from(sentEmails)
            .where(lastHour)
            .orderBy(asc(sentEmails.createdAt))
            .limit(1)
            .offset(Math.max(0, used + rows.length - perHour - 1));
          return { retryAt: freeing ? new Date(freeing.at) : new Date(Date.now() + 3_600_000) };
        }
        const queued = await tx
          .insert(sentEmails)
          .values(rows.map((r) => ({ ...r, ownerId, claimedAt: sql`now()` })))
          .returning();
        return { queued };
      });
    },

    /**
     * Takes up to `limit` rows still queued whose claim is older than `staleMinutes` (the send that
     * wrote them stopped), skipping rows another node is taking.
     */
    async claimStale(limit: number, staleMinutes: number): Promise<SentEmailRow[]> {
      const waiting = db
        .select({ id: sentEmails.id })
        .from(sentEmails)
        .where(
          and(
            eq(sentEmails.status, 'queued'),
            or(
              isNull(sentEmails.claimedAt),
              lt(sentEmails.claimedAt, sql`now() - make_interval(mins => ${staleMinutes})`),
            ),
          ),
        )
        .orderBy(sentEmails.createdAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(sentEmails)
        .set({ claimedAt: sql`now()` })
        .where(inArray(sentEmails.id, waiting))
        .returning();
    },

    async finish(id: string, outcome: { sent: true } | { sent: false; error: string }) {
      await db
        .update(sentEmails)
        .set(
          outcome.sent
            ? { status: 'sent', sentAt: new Date(), error: null }
            : { status: 'failed', error: outcome.error },
        )
        .where(and(eq(sentEmails.id, id), eq(sentEmails.status, 'queued')));
    },

    async list(ownerId: string, q: z.output<typeof ZSentEmailsQuery>) {
      const pattern = q.q ? likePattern(q.q) : null;
      const where = and(
        eq(sentEmails.ownerId, ownerId),
        q.status ? eq(sentEmails.status, q.status) : undefined,
        pattern
          ? or(
              ilike(sentEmails.subject, pattern),
              ilike(sentEmails.recipientName, pattern),
              ilike(sentEmails.recipientEmail, pattern),
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(sentEmails)
          .where(where)
          .orderBy(...listOrder(SORT_COLUMNS, q, sql`${sentEmails.id}`))
          .limit(q.pageSize)
          .offset(listOffset(q)),
        db.select({ n: count() }).from(sentEmails).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type SentEmailsRepository = ReturnType<typeof sentEmailsRepository>;
