import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { signupAddresses } from '../../db/schema/auth.ts';
import { calendarSyncs } from '../../db/schema/calendar.ts';
import { users, type CalendarAuth } from '../../db/schema/users.ts';

export type UserRow = typeof users.$inferSelect;
type NewUser = typeof users.$inferInsert;

export function usersRepository(db: Db) {
  return {
    async byEmail(email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row ?? null;
    },
    async byId(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },
    /**
     * Creates the user (and, for an agency, its agency profile, and the client address it signed up
     * from: decision 080) in one transaction; null when the e-mail is taken.
     */
    async create(user: NewUser, agency?: { name: string }, signupAddress?: string | null): Promise<UserRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values(user).onConflictDoNothing().returning();
        if (!row) return null;
        if (signupAddress) await tx.insert(signupAddresses).values({ userId: row.id, address: signupAddress });
        if (agency) {
          await tx.insert(agencies).values({
            ownerId: row.id,
            name: agency.name,
            email: row.email,
            phone: row.phoneNumber ?? '',
            address: '',
          });
        }
        return row;
      });
    },
    async update(id: string, values: Partial<NewUser>) {
      await db.update(users).set(values).where(eq(users.id, id));
    },
    /** Stores a newly connected calendar's tokens; its sync starts afresh (an earlier error is forgotten). */
    async setCalendarAuth(id: string, provider: 'google' | 'outlook', auth: CalendarAuth) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set(provider === 'google' ? { googleCalendarAuth: auth } : { outlookCalendarAuth: auth })
          .where(eq(users.id, id));
        await tx.delete(calendarSyncs).where(eq(calendarSyncs.userId, id));
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
