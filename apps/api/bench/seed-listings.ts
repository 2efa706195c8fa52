import { eq } from 'drizzle-orm';
import { AMENITIES, CATEGORIES, LISTING_TYPES } from '@immora/shared/listing';
import type { Database } from '../src/db/client.ts';
import { properties } from '../src/db/schema/properties.ts';
import { users } from '../src/db/schema/users.ts';

/** Synthetic listings for benchmarks, spread over Belgium's main cities; deterministic. */
const CITIES: [string, number, number][] = [
  ['Brussels', 50.8467, 4.3525],
  ['Antwerp', 51.2194, 4.4025],
  ['Ghent', 51.0543, 3.7174],
  ['Bruges', 51.2093, 3.2247],
  ['Leuven', 50.8798, 4.7005],
  ['Liège', 50.6326, 5.5797],
  ['Namur', 50.4674, 4.872],
  ['Charleroi', 50.4108, 4.4446],
  ['Mechelen', 51.0259, 4.4776],
  ['Hasselt', 50.9307, 5.3325],
  ['Ostend', 51.2154, 2.9286],
  ['Mons', 50.4542, 3.9523],
];
const WORDS = ['Bright', 'Renovated', 'Spacious', 'Charming', 'Modern', 'Quiet', 'Elegant', 'Cosy'];
const EXTRAS = ['with garden', 'with terrace', 'with garage', 'near the station', 'with view', 'with parking'];

function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How many benchmark listings the database holds (an earlier run's, for --reuse). */
export async function benchListingCount(database: Database) {
  const [row] = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM properties WHERE public_code LIKE 'BENCH-%'`,
  );
  return row?.n ?? 0;
}

export async function seedBenchListings(database: Database, n: number) {
  const started = performance.now();
  await database.query(`DELETE FROM properties WHERE public_code LIKE 'BENCH-%'`);
  const email = 'bench-owner@immora.invalid';
  const [existing] = await database.db.select().from(users).where(eq(users.email, email));
  const [owner] = existing
    ? [existing]
    : await database.db
        .insert(users)
        .values({ role: 'individual', email, firstName: 'Bench', lastName: 'Owner', isVerified: true })
        .returning();
  const r = rng(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  const now = Date.now();
  for (let start = 0; start < n; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, n - start) }, (_, k) => {
      const i = start + k;
      const [city, lat, lng] = pick(CITIES);
      const category = pick(CATEGORIES);
      const type = pick(LISTING_TYPES);
      const latitude = lat + (r() - 0.5) * 0.08;
      const longitude = lng + (r() - 0.5) * 0.12;
      const extra = pick(EXTRAS);
      return {
        ownerId: owner!.id,
        title: `${pick(WORDS)} ${category} ${extra} in ${city}`,
        description: 'Synthetic benchmark listing.',
        category,
        type,
        status: r() < 0.95 ? ('published' as const) : ('draft' as const),
        priceCents: type === 'rent' ? Math.round(400 + r() * 3000) * 100 : Math.round(90_000 + r() * 900_000) * 100,
        address: `Benchstraat ${i % 300}`,
        city,
        latitude,
        longitude,
        location: { x: longitude, y: latitude },
        bedrooms: Math.floor(r() * 6),
        bathrooms: 1 + Math.floor(r() * 3),
        areaM2: 20 + Math.floor(r() * 400),
        amenities: AMENITIES.filter(() => r() < 0.15),
        publicCode: `BENCH-${i}`,
        publishedAt: new Date(now - Math.floor(r() * 365) * 86_400_000),
        boostedUntil: r() < 0.03 ? new Date(now + 7 * 86_400_000) : null,
      };
    });
    await database.db.insert(properties).values(rows);
  }
  // A live table is vacuumed by autovacuum; measure that steady state, not a freshly bulk-loaded one.
  await database.query('VACUUM ANALYZE properties, property_search_docs');
  return { ms: performance.now() - started };
}
