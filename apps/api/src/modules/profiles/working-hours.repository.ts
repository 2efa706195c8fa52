import { asc, eq, sql } from 'drizzle-orm';
import type { TWorkingHours } from '@immora/shared/working-hours';
import type { Db } from '../../db/client.ts';
import { workingDays, workingSlots } from '../../db/schema/profiles.ts';
import { users } from '../../db/schema/users.ts';
import { weekOf, weekRows } from './working-hours.rows.ts';

export function workingHoursRepository(db: Db) {
  return {
    /** The owner's stored week, or [] when none is set. */
    async week(ownerId: string): Promise<TWorkingHours> {
      const [days, slots] = await Promise.all([
        db.select().from(workingDays).where(eq(workingDays.ownerId, ownerId)),
        db.select().from(workingSlots).where(eq(workingSlots.ownerId, ownerId)).orderBy(asc(workingSlots.startsAt)),
      ]);
      return weekOf(days, slots);
    },

    /**
     * Replaces the owner's whole week in one transaction, under the owner's row lock, so two saves
     * at once end as one of them, never a mix of both.
     */
    async replace(ownerId: string, week: TWorkingHours) {
      const rows = weekRows(ownerId, week);
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from ${users} where ${users.id} = ${ownerId} for update`);
        await tx.delete(workingDays).where(eq(workingDays.ownerId, ownerId));
        if (rows.days.length) await tx.insert(workingDays).values(rows.days);
        if (rows.slots.length) await tx.insert(workingSlots).values(rows.slots);
      });
    },
  };
}

export type WorkingHoursRepository = ReturnType<typeof workingHoursRepository>;
