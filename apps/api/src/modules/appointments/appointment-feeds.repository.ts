import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointmentFeeds } from '../../db/schema/appointments.ts';

/** The calendar feed tokens (their hashes): one per user, replaced by a new one, deleted to revoke. */
export function appointmentFeedsRepository(db: Db) {
  return {
    async replace(userId: string, tokenHash: string) {
      const [row] = await db
        .insert(appointmentFeeds)
        .values({ userId, tokenHash })
        .onConflictDoUpdate({ target: appointmentFeeds.userId, set: { tokenHash, createdAt: new Date() } })
        .returning();
      return row!;
    },
    async ofUser(userId: string) {
      const [row] = await db.select().from(appointmentFeeds).where(eq(appointmentFeeds.userId, userId));
      return row ?? null;
    },
    async userOf(tokenHash: string) {
      const [row] = await db
        .select({ userId: appointmentFeeds.userId })
        .from(appointmentFeeds)
        .where(eq(appointmentFeeds.tokenHash, tokenHash));
      return row?.userId ?? null;
    },
    async revoke(userId: string) {
      await db.delete(appointmentFeeds).where(eq(appointmentFeeds.userId, userId));
    },
  };
}
