import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedSearches } from '../../db/schema/marketplace.ts';
import { users } from '../../db/schema/users.ts';

export function savedSearchesRepository(db: Db) {
  return {
    list: (userId: string) =>
      db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(desc(savedSearches.createdAt)),
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
