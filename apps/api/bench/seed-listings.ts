import { eq, sql } from 'drizzle-orm';
import { AMENITIES, CATEGORIES, LISTING_TYPES, type Category } from '@immora/shared/listing';
import type { Database } from '../src/db/client.ts';
import { cities } from '../src/db/schema/cities.ts';
import { properties } from '../src/db/schema/properties.ts';
import { users } from '../src/db/schema/users.ts';
import { CITIES } from '../src/db/seed/data/cities.ts';
import { PRICE_LEVELS } from '../src/db/seed/data/price-levels.ts';
import { ENERGY_LABEL_FACT, energyLabel, energyScore } from '../src/db/seed/energy-labels.ts';
import { advertPrice, BEDROOMS, drawLivingArea, drawPrice } from '../src/db/seed/price-model.ts';
import { createRng } from '../src/db/seed/random.ts';

/**
 * Synthetic listings for benchmarks, placed around the demo seed's municipalities in proportion
 * to their population, priced by the seed's price model (decision 071); deterministic.
 */
const WORDS = ['Bright', 'Renovated', 'Spacious', 'Charming', 'Modern', 'Quiet', 'Elegant', 'Cosy'];
const EXTRAS = ['with garden', 'with terrace', 'with garage', 'near the station', 'with view', 'with parking'];
/** Rooms are rented, never sold: a sale or an auction draws among the whole-property categories. */
const ROOMS: readonly Category[] = ['studentRooms', 'sharedApartments', 'holidayRooms'];
const WHOLE = CATEGORIES.filter((c) => !ROOMS.includes(c));

/** Each municipality with its cumulative population share and the radius its listings spread over. */
const PLACES = (() => {
  const total = CITIES.reduce((sum, c) => sum + PRICE_LEVELS[c.name]!.population, 0);
  let cumulative = 0;
  return CITIES.map((city) => {
    const population = PRICE_LEVELS[city.name]!.population;
    cumulative += population / total;
    // 1 km plus 2.5 km per √(100,000 inhabitants), at most 6 km: a Brussels commune ~3 km, Antwerp 6 km.
    const radiusKm = Math.min(6, 1 + 2.5 * Math.sqrt(population / 100_000));
    return { city, cumulative, radiusKm, cosLat: Math.cos((city.latitude * Math.PI) / 180) };
  });
})();

function place(u: number) {
  let lo = 0;
  let hi = PLACES.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (PLACES[mid]!.cumulative < u) lo = mid + 1;
    else hi = mid;
  }
  return PLACES[lo]!;
}

/** How many benchmark listings the database holds (an earlier run's, for --reuse). */
export async function benchListingCount(database: Database) {
  const [row] = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM properties WHERE public_code LIKE 'BENCH-%'`,
  );
  return row?.n ?? 0;
}

/**
 * The seed's municipalities in `cities` (added when missing, as the demo seed writes them; a
 * benchmark database has no demo seed), by name: bench listings point at theirs, as the market
 * figures (decision 074) and the valuation requests read them.
 */
async function benchCities(database: Database) {
  // A seed municipality without what only the demo seed uses (its other postal codes, tags, streets).
  const rows = CITIES.map(({ postalCodes: _codes, tags: _tags, streets: _streets, ...city }) => city);
  await database.db.insert(cities).values(rows).onConflictDoNothing();
  const found = await database.db.select({ id: cities.id, name: cities.name }).from(cities);
  return new Map(found.map((r) => [r.name, r.id]));
}

/**
 * N benchmark listings for a bench (the same for every bench, so one database serves them all):
 * with `reuse`, an earlier run's are kept when there are exactly N of them, each placed in its
 * municipality (a seed from before listings had a `city_id` is replaced), then `VACUUM ANALYZE`d as
 * a fresh seed is; otherwise they are seeded anew. `label` says which, for the report.
 */
export async function seedOrReuseBenchListings(database: Database, engine: string, n: number, reuse: boolean) {
  const count = reuse ? await benchListingCount(database) : -1;
  const [unplaced] =
    count === n
      ? await database.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM properties WHERE public_code LIKE 'BENCH-%' AND city_id IS NULL`,
        )
      : [];
  const listings = n.toLocaleString('en');
  if (count === n && unplaced?.n === 0) {
    console.log(`${engine}: reusing ${listings} listings`);
    // The state a fresh seed leaves (statistics for indexes a migration may just have added).
    await database.query('VACUUM ANALYZE properties, property_search_docs');
    return { reused: true, seconds: null, label: `${listings} benchmark listings (reused)` };
  }
  console.log(`${engine}: seeding ${listings} listings…`);
  const { ms } = await seedBenchListings(database, n);
  const seconds = Math.round(ms / 100) / 10;
  console.log(`seeded in ${seconds} s`);
  return { reused: false, seconds, label: `${listings} benchmark listings (seeded in ${seconds} s)` };
}

/**
 * The indexes of the listings' tables that no constraint needs (not unique, not a primary key),
 * with their definitions: a bulk load builds each once at the end instead of maintaining it per row.
 */
async function secondaryIndexes(database: Database) {
  return database.query<{ name: string; definition: string }>(
    `SELECT indexrelid::regclass::text AS name, pg_get_indexdef(indexrelid) AS definition FROM pg_index
     WHERE indrelid IN ('properties'::regclass, 'property_search_docs'::regclass) AND NOT indisunique AND NOT indisprimary`,
  );
}

/**
 * Replaces the benchmark listings with N new ones, in one transaction (a stopped seed leaves the
 * database as it was): the secondary indexes are dropped, the rows inserted 1,000 at a time, and
 * the indexes built again before the commit, several times faster than maintaining about twenty
 * indexes row by row (docs/performance.md: 1,000,000 in 26 minutes on 2 cores at a load of 15).
 */
export async function seedBenchListings(database: Database, n: number) {
  const started = performance.now();
  const indexes = await secondaryIndexes(database);
  const cityIds = await benchCities(database);
  const email = 'bench-owner@immora.invalid';
  const [existing] = await database.db.select().from(users).where(eq(users.email, email));
  const [owner] = existing
    ? [existing]
    : await database.db
        .insert(users)
        .values({ role: 'individual', email, firstName: 'Bench', lastName: 'Owner', isVerified: true })
        .returning();
  const r = createRng(42);
  const now = Date.now();
  const drawRows = (start: number) =>
    Array.from({ length: Math.min(1000, n - start) }, (_, k) => {
      const i = start + k;
      const { city, radiusKm, cosLat } = place(r.next());
      const type = r.pick(LISTING_TYPES);
      const category = r.pick(type === 'rent' ? CATEGORIES : WHOLE);
      // Uniform over a disc around the municipality's centre.
      const distanceKm = radiusKm * Math.sqrt(r.next());
      const angle = r.next() * 2 * Math.PI;
      const latitude = city.latitude + (distanceKm * Math.sin(angle)) / 111;
      const longitude = city.longitude + (distanceKm * Math.cos(angle)) / (111 * cosLat);
      const bedrooms = r.int(...BEDROOMS[category]);
      const areaM2 = drawLivingArea(category, bedrooms, r.next);
      const yearBuilt = r.int(1900, 2025);
      const label = energyLabel(city.region, energyScore(r, yearBuilt));
      const amenities = AMENITIES.filter(() => r.next() < 0.15);
      const euros = drawPrice(
        { city: city.name, category, type, areaM2, yearBuilt, energyLabel: label, amenities },
        r.next,
      );
      return {
        ownerId: owner!.id,
        title: `${r.pick(WORDS)} ${category} ${r.pick(EXTRAS)} in ${city.name}`,
        description: 'Synthetic benchmark listing.',
        category,
        type,
        status: r.next() < 0.95 ? ('published' as const) : ('draft' as const),
        priceCents: advertPrice(euros, type) * 100,
        address: `Benchstraat ${i % 300}`,
        postalCode: city.postalCode,
        cityId: cityIds.get(city.name)!,
        city: city.name,
        latitude,
        longitude,
        location: { x: longitude, y: latitude },
        bedrooms,
        bathrooms: 1 + Math.floor(r.next() * Math.min(3, Math.max(1, bedrooms))),
        areaM2,
        yearBuilt,
        amenities,
        facts: { [ENERGY_LABEL_FACT[city.region]]: label },
        publicCode: `BENCH-${i}`,
        publishedAt: new Date(now - Math.floor(r.next() * 365) * 86_400_000),
        boostedUntil: r.next() < 0.03 ? new Date(now + 7 * 86_400_000) : null,
      };
    });
  await database.db.transaction(async (tx) => {
    for (const { name } of indexes) await tx.execute(sql.raw(`DROP INDEX ${name}`));
    await tx.execute(sql`DELETE FROM properties WHERE public_code LIKE 'BENCH-%'`);
    // The search documents are copied once at the end (as migration 0033 filled them), not per row.
    await tx.execute(sql`ALTER TABLE properties DISABLE TRIGGER property_search_docs_insert`);
    // The next batch is drawn while the database writes the last one (one insert in flight).
    let writing: Promise<unknown> = Promise.resolve();
    for (let start = 0; start < n; start += 1000) {
      const rows = drawRows(start);
      await writing;
      writing = tx.insert(properties).values(rows).execute();
    }
    await writing;
    await tx.execute(sql`ALTER TABLE properties ENABLE TRIGGER property_search_docs_insert`);
    await tx.execute(
      sql`INSERT INTO property_search_docs (property_id, status, search_vector)
          SELECT id, status, search_vector FROM properties WHERE public_code LIKE 'BENCH-%'`,
    );
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
    for (const { definition } of indexes) await tx.execute(sql.raw(definition));
  });
  // A live table is vacuumed by autovacuum; measure that steady state, not a freshly bulk-loaded one.
  await database.query('VACUUM ANALYZE properties, property_search_docs');
  return { ms: performance.now() - started };
}
