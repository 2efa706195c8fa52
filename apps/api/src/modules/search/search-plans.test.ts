import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPropertySearchQuery } from '@immora/shared/properties';
import { createTestDatabase } from '../../../test/database.ts';
import { createProperty } from '../../../test/factories.ts';
import { seedBenchListings } from '../../../bench/seed-listings.ts';
import type { Database } from '../../db/client.ts';
import { searchRepository } from './search.repository.ts';

/**
 * The free-text search reads the GIN index of the text document (decision 023): descriptions
 * and every language version joined the document, which then left the B-tree that carried it
 * (decision 013), so the GIN index is what a word is looked up in. Checked with EXPLAIN on a few
 * thousand listings (the benchmark's own generator), on whichever engine runs the suite. A search
 * by words alone counts its matches in the narrow copy of the documents (migration 0033). A
 * city's default page takes its boosted listings from their own index (migration 0035), and a
 * small map box finds its listings by position (migration 0036).
 */

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedBenchListings(database, 4000);
  const [owner] = await database.query<{ id: string }>(`SELECT id FROM users LIMIT 1`);
  await createProperty(database, owner!.id, {
    language: 'fr',
    title: 'Maison de maître à Namur',
    description: 'Belle maison avec véranda chauffée et cheminées en marbre.',
    translations: { nl: { title: 'Herenwoning in Namen', description: 'Mooie woning met een tuinhuis achteraan.' } },
  });
  await database.query('ANALYZE properties');
  await database.query('ANALYZE property_search_docs');
}, 120_000);
afterAll(() => database.close());

async function plan(query: Record<string, string>) {
  const statement = await searchRepository(database.db).statement(ZPropertySearchQuery.parse(query));
  const rows = await database.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${statement.sql}`, statement.params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe('the free-text search plan', () => {
  it.each(['véranda', 'tuinhuis', 'herenwoning namen'])(
    'looks %s up in the GIN index of the text document',
    async (q) => {
      expect(await plan({ q })).toContain('properties_search_vector_gin');
    },
  );

  it('never reads the whole table for a word', async () => {
    expect(await plan({ q: 'tuinhuis' })).not.toMatch(/Seq Scan on properties/);
  });

  it("counts a word's matches in the narrow copy of the documents, and a word with a filter in the listings", async () => {
    expect(await plan({ q: 'tuinhuis' })).toMatch(/on property_search_docs/);
    const withFilter = await plan({ q: 'tuinhuis', type: 'sale' });
    expect(withFilter).not.toContain('property_search_docs');
    expect(withFilter).toContain('properties_search_vector_gin');
  });
});

describe("a city's default page", () => {
  it("reads the city's boosted listings from their own index, newest first", async () => {
    const text = await plan({ city: 'Antwerp', type: 'sale', minPrice: '200000', maxPrice: '450000' });
    expect(text).toMatch(/Index Only Scan using properties_city_boosted_newest_idx/);
    expect(text).not.toMatch(/Seq Scan on properties/);
  });
});

describe('a map box', () => {
  it('finds the few listings of a small box by their position', async () => {
    // A few hundred metres of Brussels: a handful of the 4,000 listings.
    const text = await plan({ bbox: '4.350,50.845,4.352,50.847' });
    expect(text).toMatch(/Index Only Scan using properties_public_position_idx/);
    expect(text).not.toMatch(/Seq Scan on properties/);
  });

  it('pages a large box newest first, stopping after a page', async () => {
    const text = await plan({ bbox: '2.5,49.5,6.4,51.5' });
    expect(text).toMatch(/properties_public_newest_idx/);
    expect(text).not.toMatch(/properties_public_position_idx/);
  });
});
