import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/newsletter.ts';

export function newsletterRepository(db: Db) {
  return {
    /** Inserts the address; returns null when it was already there (case-insensitively). */
    async insert(email: string, language: string) {
      const rows = await db.insert(newsletterSubscribers).values({ email, language }).onConflictDoNothing().returning();
      return rows[0] ?? null;
    },
  };
}
