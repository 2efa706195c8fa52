import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedSearches } from '../../db/schema/marketplace.ts';

export function savedSearchesRepository(db: Db) {
  return {
    list: (userId: string) =>
      db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(desc(savedSearches.createdAt)),
    async count(userId: string) {
      const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
      return row?.n ?? 0;
    },
    /** null when the user already has a search with this title (unique per user). */
    async create(row: typeof savedSearches.$inferInsert) {
      const [created] = await db.insert(savedSearches).values(row).onConflictDoNothing().returning();
      return created ?? null;
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
