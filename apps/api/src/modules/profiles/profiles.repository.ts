import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { cities } from '../../db/schema/cities.ts';
import { users } from '../../db/schema/users.ts';

export type AgencyRow = typeof agencies.$inferSelect;
type UserValues = Partial<typeof users.$inferInsert>;
type AgencyValues = Partial<typeof agencies.$inferInsert>;

export function profilesRepository(db: Db) {
  return {
    /** The agency the user owns (role agency), with its city's name. */
    async ownAgency(userId: string): Promise<(AgencyRow & { cityName: string | null }) | null> {
      const [row] = await db
        .select({ agency: agencies, cityName: cities.name })
        .from(agencies)
        .leftJoin(cities, eq(cities.id, agencies.cityId))
        .where(eq(agencies.ownerId, userId));
      return row ? { ...row.agency, cityName: row.cityName } : null;
    },
    /** The name of the agency an agent works for, or null. */
    async agencyName(agencyId: string | null): Promise<string | null> {
      if (!agencyId) return null;
      const [row] = await db.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, agencyId));
      return row?.name ?? null;
    },
    async updateUser(userId: string, values: UserValues) {
      await db.update(users).set(values).where(eq(users.id, userId));
    },
    async updateAgency(agencyId: string, values: AgencyValues) {
      await db.update(agencies).set(values).where(eq(agencies.id, agencyId));
    },
    /** A Belgian city by its English, Dutch or French name, case-insensitively. */
    async cityId(name: string): Promise<string | null> {
      const n = name.toLowerCase();
      const [row] = await db
        .select({ id: cities.id })
        .from(cities)
        .where(sql`lower(${cities.name}) = ${n} or lower(${cities.nameNl}) = ${n} or lower(${cities.nameFr}) = ${n}`)
        .limit(1);
      return row?.id ?? null;
    },
  };
}

export type ProfilesRepository = ReturnType<typeof profilesRepository>;
