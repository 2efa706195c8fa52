import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPropertySearchQuery } from '@immora/shared/properties';
import { CATEGORIES, LISTING_TYPES, PUBLIC_STATUSES } from '@immora/shared/listing';
import { createTestDatabase } from '../../../test/database.ts';
import { createProperty, createUser } from '../../../test/factories.ts';
import { createCity } from '../../../test/marketplace-factories.ts';
import type { Database } from '../../db/client.ts';
import { searchRepository } from './search.repository.ts';

/**
 * The search statement against a plain reading of the search rules, on whichever engine runs the
 * suite (PGlite, or PostgreSQL with TEST_DATABASE_URL): the same listings, in the same order, with
 * the same capped count, for every sort, page and filter the benchmark measures. Guards the
 * one-statement search and its indexes (docs/decisions/013-one-statement-search.md).
 */

type Listing = {
  id: string;
  title: string;
  city: string;
  address: string;
  category: string;
  type: string;
  status: string;
  priceCents: number;
  latitude: number;
  longitude: number;
  publishedAt: Date | null;
  boostedUntil: Date | null;
};

const COUNT_LIMIT = 9;
const day = 86_400_000;
const now = Date.now();
const CITIES: [string, number, number][] = [
  ['Antwerp', 51.2194, 4.4025],
  ['Brussels', 50.8467, 4.3525],
  ['Leuven', 50.8798, 4.7005],
];
const WORDS = ['garden', 'terrace', 'gardener', 'view'];

/** The English name of a city typed in Dutch or French (the cities row made below). */
const DUTCH_AND_FRENCH: Record<string, string> = { antwerpen: 'antwerp', anvers: 'antwerp' };

let database: Database;
const listings: Listing[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const owner = await createUser(database);
  await createCity(database, { name: 'Antwerp', nameNl: 'Antwerpen', nameFr: 'Anvers' });
  // Deterministic variety: shared publication days (ties broken by id), a listing never
  // published, boosts running, ended and absent, drafts and pending listings that never show.
  for (let i = 0; i < 36; i++) {
    const [city, lat, lng] = CITIES[i % 3]!;
    const row = {
      title: `Home ${i} with ${WORDS[i % 4]} in ${city}`,
      city,
      address: `Teststraat ${i}`,
      category: CATEGORIES[i % 4]!,
      type: LISTING_TYPES[i % 2]!,
      status: i % 11 === 5 ? 'draft' : i % 13 === 7 ? 'pending' : i % 5 === 0 ? 'active' : 'published',
      priceCents: (100_000 + (i % 7) * 50_000) * 100,
      latitude: lat + ((i % 6) - 3) * 0.01,
      longitude: lng + ((i % 4) - 2) * 0.01,
      publishedAt: i === 17 ? null : new Date(now - (i % 8) * day),
      boostedUntil: i % 6 === 0 ? new Date(now + day) : i % 6 === 3 ? new Date(now - day) : null,
    } as const;
    const made = await createProperty(database, owner.id, row);
    listings.push({ ...row, id: made.id });
  }
});
afterAll(() => database.close());

type Query = Record<string, string>;

/** The search rules, read plainly: filter, order, count up to the limit, cut the page. */
function expected(query: Query) {
  const q = ZPropertySearchQuery.parse(query);
  const city = q.city?.toLowerCase();
  const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const matches = listings.filter(
    (l) =>
      (PUBLIC_STATUSES as readonly string[]).includes(l.status) &&
      (!q.type || l.type === q.type) &&
      (!q.category || l.category === q.category) &&
      (q.minPrice === undefined || l.priceCents >= q.minPrice * 100) &&
      (q.maxPrice === undefined || l.priceCents <= q.maxPrice * 100) &&
      (!city || l.city.toLowerCase() === (DUTCH_AND_FRENCH[city] ?? city)) &&
      (!q.bbox ||
        (l.longitude >= q.bbox.west &&
          l.longitude <= q.bbox.east &&
          l.latitude >= q.bbox.south &&
          l.latitude <= q.bbox.north)) &&
      (q.q === undefined ||
        words(q.q).every((w) => words(`${l.title} ${l.city} ${l.address}`).some((d) => d.startsWith(w)))),
  );
  const newest = (a: Listing, b: Listing) =>
    (b.publishedAt?.getTime() ?? -Infinity) - (a.publishedAt?.getTime() ?? -Infinity) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const boosted = (l: Listing) => (l.boostedUntil && l.boostedUntil.getTime() > now ? 0 : 1);
  const order = {
    boosted: (a: Listing, b: Listing) => boosted(a) - boosted(b) || newest(a, b),
    newest,
    priceAsc: (a: Listing, b: Listing) => a.priceCents - b.priceCents || newest(a, b),
    priceDesc: (a: Listing, b: Listing) => b.priceCents - a.priceCents || newest(a, b),
  }[q.sort];
  const start = (q.page - 1) * q.pageSize;
  return {
    ids: matches
      .sort(order)
      .slice(start, start + q.pageSize)
      .map((l) => l.id),
    total: Math.min(matches.length, COUNT_LIMIT),
    totalCapped: matches.length > COUNT_LIMIT,
  };
}

const pages = (query: Query, count: number) =>
  Array.from({ length: count }, (_, i) => ({ ...query, pageSize: '4', page: String(i + 1) }));

const SEARCHES: Query[] = [
  // Boosted first across every page boundary, then the page after the last match.
  ...pages({}, 9),
  ...pages({ sort: 'newest' }, 3),
  ...pages({ sort: 'priceAsc' }, 3),
  ...pages({ sort: 'priceDesc' }, 2),
  ...pages({ city: 'antwerp' }, 4),
  { city: 'Leuven', pageSize: '4', page: '2' },
  { city: 'Antwerp', type: 'sale', minPrice: '150000', maxPrice: '300000' },
  // A city by its Dutch or French name (the cities table), in any case.
  ...pages({ city: 'ANTWERPEN' }, 2),
  { city: 'Anvers', sort: 'priceAsc' },
  { city: 'Leuven', type: 'rent', sort: 'priceDesc' },
  ...pages({ bbox: '4.36,51.18,4.42,51.25' }, 3),
  { bbox: '4.30,50.80,4.45,50.90', sort: 'newest' },
  { category: CATEGORIES[1]!, sort: 'priceAsc' },
  ...pages({ q: 'garden' }, 3),
  { q: 'gard brussels', sort: 'newest' },
  { q: 'nothing-like-this' },
  { type: 'rent', page: '50' },
];

describe('search results', () => {
  it.each(SEARCHES.map((query) => [new URLSearchParams(query).toString() || '(no filter)', query] as const))(
    '%s: the listings in order, and the capped count',
    async (_, query) => {
      const repo = searchRepository(database.db, { countLimit: COUNT_LIMIT });
      const result = await repo.search(ZPropertySearchQuery.parse(query));
      expect({ ids: result.rows.map((r) => r.id), total: result.total, totalCapped: result.totalCapped }).toEqual(
        expected(query),
      );
    },
  );

  it('covers what it claims: boosted listings, a capped and an exact count, ties and an empty page', () => {
    const all = expected({ pageSize: '48' });
    expect(all.totalCapped).toBe(true);
    expect(expected({ city: 'Antwerp', type: 'sale', minPrice: '150000', maxPrice: '300000' }).totalCapped).toBe(false);
    expect(expected({ type: 'rent', page: '50' }).ids).toEqual([]);
    const shown = listings.filter((l) => (PUBLIC_STATUSES as readonly string[]).includes(l.status));
    expect(shown.filter((l) => l.boostedUntil && l.boostedUntil.getTime() > now).length).toBeGreaterThan(4);
    expect(new Set(shown.map((l) => l.publishedAt?.getTime())).size).toBeLessThan(shown.length);
  });
});
