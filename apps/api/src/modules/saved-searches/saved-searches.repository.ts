import { and, count, desc, eq, getTableColumns, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { listOffset } from '@immora/shared/list-query';
import type { ZSavedSearchesQuery } from '@immora/shared/saved-searches';
import type { Db } from '../../db/client.ts';
import { alertSubscriptions } from '../../db/schema/alerts.ts';
import { savedSearches } from '../../db/schema/marketplace.ts';
import { users } from '../../db/schema/users.ts';
import { listOrder } from '../../lib/list-order.ts';
import { likePattern } from '../search/listing-card.columns.ts';

const SORT_COLUMNS = { createdAt: savedSearches.createdAt, title: sql`lower(${savedSearches.title})` };

export function savedSearchesRepository(db: Db) {
  return {
    /** One page of the user's saved searches in the asked order, each with its alert's frequency. */
    async list(userId: string, q: z.output<typeof ZSavedSearchesQuery>) {
      const where = and(
        eq(savedSearches.userId, userId),
        q.q ? ilike(savedSearches.title, likePattern(q.q)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...getTableColumns(savedSearches), alert: alertSubscriptions.frequency })
          .from(savedSearches)
          .leftJoin(alertSubscriptions, eq(alertSubscriptions.savedSearchId, savedSearches.id))
          .where(where)
          .orderBy(...listOrder(SORT_COLUMNS, q, desc(savedSearches.createdAt), desc(savedSearches.id)))
          .limit(q.pageSize)
          .offset(listOffset(q)),
        db.select({ n: count() }).from(savedSearches).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /**
     * Saves the search unless the user already holds `max` ('limit') or one with this title (null).
     * The user's row is locked first, so parallel saves of one user count one after another.
     */
    async create(row: typeof savedSearches.$inferInsert, max: number) {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
        const [held] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, row.userId));
        if ((held?.n ?? 0) >= max) return 'limit' as const;
        const [created] = await tx.insert(savedSearches).values(row).onConflictDoNothing().returning();
        return created ?? null;
      });
    },
    async remove(userId: string, id: string) {
      const rows = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.userId, userId), eq(savedSearches.id, id)))
        .returning();
      return rows.length > 0;
    },
  };
}
