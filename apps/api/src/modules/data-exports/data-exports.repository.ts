import { and, desc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dataExports } from '../../db/schema/data-exports.ts';
import { users } from '../../db/schema/users.ts';

export type DataExportRow = typeof dataExports.$inferSelect;

const rowsOf = <T>(result: unknown) => ('rows' in (result as object) ? (result as { rows: T[] }).rows : result) as T[];

/** A claim older than this was left by a node that stopped (the build refreshes it while it runs). */
export const STALE_MINUTES = 10;
/** A build that failed this many times stays failed. */
export const MAX_ATTEMPTS = 3;

export function dataExportsRepository(db: Db) {
  return {
    /** The user's exports, newest first (a handful: they go 7 days after they are ready). */
    list: (userId: string) =>
      db
        .select()
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.createdAt))
        .limit(50),

    byId: async (id: string) => (await db.select().from(dataExports).where(eq(dataExports.id, id)))[0] ?? null,

    /**
     * Queues an export unless one that counts (not failed) was asked for after `since`: then
     * answers that one's request time. The user's row is locked meanwhile, so two requests at
     * once queue one export.
     */
    async request(userId: string, since: Date): Promise<{ queued: DataExportRow } | { lastAt: Date }> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [last] = await tx
          .select({ createdAt: dataExports.createdAt })
          .from(dataExports)
          .where(
            and(
              eq(dataExports.userId, userId),
              sql`${dataExports.status} <> 'failed'`,
              sql`${dataExports.createdAt} > ${since}`,
            ),
          )
          .orderBy(desc(dataExports.createdAt))
          .limit(1);
        if (last) return { lastAt: last.createdAt };
        const [queued] = await tx.insert(dataExports).values({ userId }).returning();
        return { queued: queued! };
      });
    },

    /** Takes the oldest waiting export (or one whose builder stopped), for this node alone (SKIP LOCKED). */
    async claim(now: Date): Promise<DataExportRow | null> {
      const stale = new Date(now.getTime() - STALE_MINUTES * 60_000);
      const result = await db.execute(sql`
        update ${dataExports} set status = 'building', claimed_at = ${now}, attempts = attempts + 1
        where id = (
          select id from ${dataExports}
          where status = 'queued' or (status = 'building' and claimed_at < ${stale})
          order by created_at limit 1 for update skip locked
        )
        returning id`);
      const [row] = rowsOf<{ id: string }>(result);
      return row ? this.byId(row.id) : null;
    },

    /** The build is still running: its claim is not stale. */
    heartbeat: (id: string, now: Date) =>
      db
        .update(dataExports)
        .set({ claimedAt: now })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'building'))),

    ready: (id: string, values: { fileKey: string; sizeBytes: number; readyAt: Date; expiresAt: Date }) =>
      db
        .update(dataExports)
        .set({ status: 'ready', ...values, error: null })
        .where(eq(dataExports.id, id))
        .returning()
        .then((rows) => rows[0] ?? null),

    /** A failed build goes back in the queue until its last attempt. */
    failed: (row: DataExportRow, error: string) =>
      db
        .update(dataExports)
        .set({
          status: row.attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
          error: error.slice(0, 500),
          claimedAt: null,
        })
        .where(eq(dataExports.id, row.id)),

    /** Exports past their period: ready ones expired before `expiredBefore`, others asked for before `askedBefore`. */
    due: (expiredBefore: Date, askedBefore: Date, limit: number) =>
      db
        .select({ id: dataExports.id, fileKey: dataExports.fileKey })
        .from(dataExports)
        .where(
          or(
            and(isNotNull(dataExports.expiresAt), lt(dataExports.expiresAt, expiredBefore)),
            and(inArray(dataExports.status, ['failed', 'queued']), lt(dataExports.createdAt, askedBefore)),
          ),
        )
        .limit(limit),

    remove: (ids: string[]) => db.delete(dataExports).where(inArray(dataExports.id, ids)),
  };
}

export type DataExportsRepository = ReturnType<typeof dataExportsRepository>;
