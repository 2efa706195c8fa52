import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { seedOrReuseBenchListings } from '../bench/seed-listings.ts';
import { createTestDatabase } from './database.ts';

let database: Database;
const indexes = async () =>
  (
    await database.query<{ name: string }>(
      `SELECT indexname AS name FROM pg_indexes WHERE tablename IN ('properties', 'property_search_docs') ORDER BY 1`,
    )
  ).map((r) => r.name);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('the benchmarks’ listings (bench:search, bench:estimate, bench:market)', () => {
  it('are seeded in their municipalities with every index built again, then reused', async () => {
    const before = await indexes();
    const seeded = await seedOrReuseBenchListings(database, 'test', 300, true);
    expect(seeded.reused).toBe(false);
    expect(await indexes()).toEqual(before);
    const [counts] = await database.query<{ listings: number; placed: number; docs: number; cities: number }>(
      `SELECT count(*)::int AS listings, count(p.city_id)::int AS placed,
         (SELECT count(*)::int FROM property_search_docs) AS docs, count(DISTINCT c.name)::int AS cities
       FROM properties p LEFT JOIN cities c ON c.id = p.city_id AND c.name = p.city WHERE p.public_code LIKE 'BENCH-%'`,
    );
    // Each listing points at the municipality it is named after, and has its search document.
    expect(counts).toMatchObject({ listings: 300, placed: 300, docs: 300 });
    expect(counts!.cities).toBeGreaterThan(10);

    expect((await seedOrReuseBenchListings(database, 'test', 300, true)).reused).toBe(true);
    expect((await seedOrReuseBenchListings(database, 'test', 200, true)).reused).toBe(false);
    // A seed from before listings had a municipality is not reused.
    await database.query(`UPDATE properties SET city_id = NULL WHERE public_code = 'BENCH-0'`);
    expect((await seedOrReuseBenchListings(database, 'test', 200, true)).reused).toBe(false);
    const [again] = await database.query<{ n: number; docs: number }>(
      `SELECT count(*)::int AS n, (SELECT count(*)::int FROM property_search_docs) AS docs FROM properties WHERE city_id IS NOT NULL`,
    );
    expect(again).toEqual({ n: 200, docs: 200 });
  });
});
