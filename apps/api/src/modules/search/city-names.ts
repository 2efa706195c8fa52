import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, postalCodes } from '../../db/schema/cities.ts';
import { refreshedEvery } from '../../lib/refreshed.ts';

/** Cities are reference data (written by migrations and the seed), so their names are read once in a while, not per search. */
export const CITY_NAMES_TTL_MS = 5 * 60_000;

/**
 * The lower-case names a typed city goes by: what was typed, plus the English name of a city
 * whose Dutch, French or German name, postal code or place (a sub-municipality that is no
 * municipality's name) it is ("Antwerpen", "Anvers", "2000" → "antwerp"; "Sint-Amandsberg",
 * "9040" → "ghent"; decision 082); listings store the English name. The name map is kept for
 * `ttlMs`, which spares each city search a round trip to the database
 * (docs/decisions/013-one-statement-search.md); the tables stay the only source.
 */
export function cityNameLookup(db: Db, ttlMs = CITY_NAMES_TTL_MS) {
  const load = async () => {
    const english = new Map<string, string[]>();
    const add = (other: string, name: string) => {
      const key = other.toLowerCase();
      english.set(key, [...(english.get(key) ?? []), name.toLowerCase()]);
    };
    const rows = await db
      .select({
        name: cities.name,
        nameNl: cities.nameNl,
        nameFr: cities.nameFr,
        nameDe: cities.nameDe,
        postalCode: cities.postalCode,
      })
      .from(cities);
    const municipalityNames = new Set(
      rows.flatMap((r) => [r.name, r.nameNl, r.nameFr, r.nameDe ?? r.nameNl].map((n) => n.toLowerCase())),
    );
    for (const row of rows)
      for (const other of new Set([row.nameNl, row.nameFr, row.nameDe ?? row.nameNl, row.postalCode]))
        add(other, row.name);
    const codes = await db
      .select({ code: postalCodes.code, places: postalCodes.places, name: cities.name })
      .from(postalCodes)
      .innerJoin(cities, eq(cities.id, postalCodes.cityId));
    for (const code of codes) {
      add(code.code, code.name);
      for (const place of code.places) if (!municipalityNames.has(place.toLowerCase())) add(place, code.name);
    }
    return english;
  };
  // A failed read is not kept: the next search reads again.
  const english = refreshedEvery(ttlMs, load);
  return async (typed: string): Promise<string[]> => {
    const name = typed.toLowerCase();
    return [...new Set([name, ...((await english.get()).get(name) ?? [])])];
  };
}
