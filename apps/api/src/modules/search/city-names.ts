import type { Db } from '../../db/client.ts';
import { cities } from '../../db/schema/cities.ts';

/** Cities are reference data (written by the seed only), so their names are read once in a while, not per search. */
export const CITY_NAMES_TTL_MS = 5 * 60_000;

/**
 * The lower-case names a typed city goes by: what was typed, plus the English name of a city
 * whose Dutch or French name it is ("Antwerpen", "Anvers" → "antwerp"); listings store the
 * English name. The name map is kept for `ttlMs`, which spares each city search a round trip to
 * the database (docs/decisions/013-one-statement-search.md); the table stays the only source.
 */
export function cityNameLookup(db: Db, ttlMs = CITY_NAMES_TTL_MS) {
  let cached: { at: number; english: Promise<Map<string, string[]>> } | undefined;
  const load = async () => {
    const english = new Map<string, string[]>();
    const rows = await db.select({ name: cities.name, nameNl: cities.nameNl, nameFr: cities.nameFr }).from(cities);
    for (const row of rows)
      for (const other of new Set([row.nameNl.toLowerCase(), row.nameFr.toLowerCase()]))
        english.set(other, [...(english.get(other) ?? []), row.name.toLowerCase()]);
    return english;
  };
  return async (typed: string): Promise<string[]> => {
    if (!cached || Date.now() - cached.at >= ttlMs) {
      const entry = { at: Date.now(), english: load() };
      // A failed read is not kept: the next search reads again.
      entry.english.catch(() => {
        if (cached === entry) cached = undefined;
      });
      cached = entry;
    }
    const name = typed.toLowerCase();
    return [...new Set([name, ...((await cached.english).get(name) ?? [])])];
  };
}
