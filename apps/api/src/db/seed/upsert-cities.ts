import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { cities } from '../schema/cities.ts';

/**
 * Writes municipalities by name: a row the table already holds (migration 0051 loads every
 * municipality, decision 082) keeps its id and takes the given names, postal code and centre; an
 * unknown name is added. Answers the rows written. The demo seed and the tests' fixtures use it.
 */
export async function upsertCities<S extends Record<string, unknown>>(
  db: PgDatabase<PgQueryResultHKT, S>,
  rows: (typeof cities.$inferInsert)[],
) {
  if (rows.length === 0) return [];
  return db
    .insert(cities)
    .values(rows)
    .onConflictDoUpdate({
      target: cities.name,
      set: {
        nameNl: sql`excluded.name_nl`,
        nameFr: sql`excluded.name_fr`,
        postalCode: sql`excluded.postal_code`,
        province: sql`excluded.province`,
        region: sql`excluded.region`,
        latitude: sql`excluded.latitude`,
        longitude: sql`excluded.longitude`,
      },
    })
    .returning();
}
