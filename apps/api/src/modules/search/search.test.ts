import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { ZPropertySearchQuery, ZPropertySearchResult } from '@immora/shared/properties';
import { and, eq } from 'drizzle-orm';
import { createProperty, createUser } from '../../../test/factories.ts';
import { properties, propertyPhotos } from '../../db/schema/properties.ts';
import { ok } from '../../lib/reply.ts';
import { searchRepository } from './search.repository.ts';

let ctx: TestContext;
const day = 86_400_000;

beforeAll(async () => {
  ctx = await createTestApp();
  const owner = await createUser(ctx.database);
  const base = Date.now() - 10 * day;
  await createProperty(ctx.database, owner.id, {
    title: 'Loft on the Meir',
    city: 'Antwerp',
    category: 'loft',
    type: 'sale',
    priceCents: 450_000_00,
    publishedAt: new Date(base + day),
  });
  await createProperty(ctx.database, owner.id, {
    title: 'Student room by the Ladeuzeplein',
    city: 'Leuven',
    category: 'studentRooms',
    type: 'rent',
    priceCents: 480_00,
    publishedAt: new Date(base + 2 * day),
  });
  await createProperty(ctx.database, owner.id, {
    title: 'Family house with garden',
    city: 'Antwerp',
    category: 'houses',
    type: 'sale',
    priceCents: 390_000_00,
    publishedAt: new Date(base + 3 * day),
  });
  await createProperty(ctx.database, owner.id, {
    title: 'Boosted flat in Ixelles',
    city: 'Brussels',
    category: 'apartments',
    type: 'rent',
    priceCents: 1_100_00,
    publishedAt: new Date(base),
    boostedUntil: new Date(Date.now() + day),
  });
  await createProperty(ctx.database, owner.id, {
    title: 'Unfinished draft',
    city: 'Antwerp',
    category: 'loft',
    type: 'sale',
    status: 'draft',
    publishedAt: null,
  });
});
afterAll(() => ctx.close());

const search = async (query: Record<string, string>) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/properties', query });
  return { status: res.statusCode, body: res.json() };
};
const titles = (body: { data: { items: { title: string }[] } }) => body.data.items.map((i) => i.title);

describe('GET /api/properties', () => {
  it('lists only published listings, boosted first by default', async () => {
    const { status, body } = await search({});
    expect(status).toBe(200);
    expect(body.data.total).toBe(4);
    expect(titles(body)[0]).toBe('Boosted flat in Ixelles');
    expect(titles(body)).not.toContain('Unfinished draft');
    expect(body.data.items[0]).toMatchObject({ boosted: true, price: 1100, _id: body.data.items[0].id });
  });

  it('gives each card its title in every language the listing is written in', async () => {
    await ctx.database.query(
      `UPDATE properties SET translations = '{"nl": {"title": "Loft aan de Meir", "description": "Een ruime loft met zicht op de Meir."}}'
       WHERE title = 'Loft on the Meir'`,
    );
    const { body } = await search({ category: 'loft' });
    expect(body.data.items.map((i: { titles: unknown }) => i.titles)).toEqual([
      { en: 'Loft on the Meir', nl: 'Loft aan de Meir' },
    ]);
    const other = (await search({ category: 'studentRooms' })).body.data.items[0];
    expect(other.titles).toEqual({ en: 'Student room by the Ladeuzeplein' });
  });

  it('answers exactly its declared shape: every field typed, nothing more', async () => {
    const [loft] = await ctx.database.db.select().from(properties).where(eq(properties.title, 'Loft on the Meir'));
    // A stored variant with a key the answer does not declare.
    const variant = { width: 480, height: 320, avif: '/a.avif', webp: '/a.webp', jpeg: '/a.jpg', bytes: 1234 };
    const [cover] = await ctx.database.db
      .update(propertyPhotos)
      .set({ variants: [variant] as never })
      .where(and(eq(propertyPhotos.propertyId, loft!.id), eq(propertyPhotos.isCover, true)))
      .returning();
    expect(cover).toBeDefined();
    try {
      const envelope = ok(ZPropertySearchResult);
      const queries: Record<string, string>[] = [
        {},
        { q: 'loft' },
        { city: 'Antwerpen' },
        { bbox: '4.3,50.8,4.5,51.3' },
        { q: 'nothing' },
      ];
      for (const query of queries) {
        const { status, body } = await search(query);
        expect(status).toBe(200);
        // Parsing would throw on a wrong type and drop an undeclared key: the answer is unchanged.
        expect(envelope.parse(body)).toEqual(body);
      }
      const card = (await search({ q: 'loft' })).body.data.items[0];
      expect(card.coverVariants).toEqual([
        { width: 480, height: 320, avif: '/a.avif', webp: '/a.webp', jpeg: '/a.jpg' },
      ]);
    } finally {
      await ctx.database.db.update(propertyPhotos).set({ variants: null }).where(eq(propertyPhotos.id, cover!.id));
    }
  });

  it('filters by city (any case), type and category', async () => {
    expect(titles((await search({ city: 'antwerp', type: 'sale' })).body).sort()).toEqual([
      'Family house with garden',
      'Loft on the Meir',
    ]);
    // By its Dutch name too: every municipality is known (decision 082).
    expect(titles((await search({ city: 'Antwerpen', category: 'loft' })).body)).toEqual(['Loft on the Meir']);
    expect(titles((await search({ category: 'studentRooms' })).body)).toEqual(['Student room by the Ladeuzeplein']);
  });

  it('filters by price range in euro and sorts by price', async () => {
    const { body } = await search({ minPrice: '400', maxPrice: '400000', sort: 'priceAsc' });
    expect(titles(body)).toEqual([
      'Student room by the Ladeuzeplein',
      'Boosted flat in Ixelles',
      'Family house with garden',
    ]);
    const desc = await search({ sort: 'priceDesc', pageSize: '1' });
    expect(titles(desc.body)).toEqual(['Loft on the Meir']);
  });

  it('pages through results', async () => {
    const { body } = await search({ sort: 'newest', pageSize: '3', page: '2' });
    expect(body.data).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(titles(body)).toEqual(['Boosted flat in Ixelles']);
  });

  it('finds free text by word prefixes, and punctuation alone finds nothing', async () => {
    expect(titles((await search({ q: 'garden' })).body)).toEqual(['Family house with garden']);
    expect(titles((await search({ q: 'GARD' })).body)).toEqual(['Family house with garden']);
    expect(titles((await search({ q: 'loft meir' })).body)).toEqual(['Loft on the Meir']);
    expect(titles((await search({ q: 'ladeuzeplein, leuven!' })).body)).toEqual(['Student room by the Ladeuzeplein']);
    expect((await search({ q: 'loft garden' })).body.data.total).toBe(0);
    // Quotes and operators are not SQL: the words left (a language's stop words such as 'or' are
    // ignored by that language's dictionary, decision 023) match no listing.
    expect((await search({ q: "%' OR 'x'='x' --" })).body.data.total).toBe(0);
    expect((await search({ q: '%' })).body.data.total).toBe(0);
  });

  it("matches each word in any of the listing's languages (decision 051)", async () => {
    const owner = await createUser(ctx.database);
    const listing = await createProperty(ctx.database, owner.id, {
      language: 'en',
      title: 'Two terraced houses by the park',
      description: 'A quiet street.',
      translations: { nl: { title: 'Twee rijhuizen aan het park', description: 'Met tuinen aan de achterkant.' } },
    });
    try {
      // "houses" is matched in the English version, "tuinen" (gardens) in the Dutch one.
      expect(titles((await search({ q: 'houses tuinen' })).body)).toEqual(['Two terraced houses by the park']);
      expect(titles((await search({ q: 'Tuin' })).body)).toEqual(['Two terraced houses by the park']);
      expect((await search({ q: 'houses loft' })).body.data.total).toBe(0);
    } finally {
      await ctx.database.db.delete(properties).where(eq(properties.id, listing.id));
    }
  });

  it("counts a word's matches as the listings are now: written, changed, unpublished, deleted", async () => {
    const count = async (q: string) => (await search({ q })).body.data.total;
    const owner = await createUser(ctx.database);
    const listing = await createProperty(ctx.database, owner.id, { title: 'Orangery flat in Laeken' });
    expect(await count('orangery')).toBe(1);
    const { db } = ctx.database;
    await db.update(properties).set({ title: 'Conservatory flat in Laeken' }).where(eq(properties.id, listing.id));
    expect([await count('orangery'), await count('conservatory')]).toEqual([0, 1]);
    await db.update(properties).set({ status: 'draft' }).where(eq(properties.id, listing.id));
    expect(await count('conservatory')).toBe(0);
    await db.update(properties).set({ status: 'published' }).where(eq(properties.id, listing.id));
    expect(await count('conservatory')).toBe(1);
    await db.delete(properties).where(eq(properties.id, listing.id));
    expect(await count('conservatory')).toBe(0);
  });

  it.each([
    [{ minPrice: '-5' }, 'Price cannot be negative'],
    [{ category: 'castle' }, 'Unknown category'],
    [{ type: 'swap' }, 'Unknown listing type'],
    [{ page: '0' }, 'Page starts at 1'],
    [{ pageSize: '5000' }, 'Page size cannot exceed 48'],
    [{ minPrice: '500', maxPrice: '100' }, 'Minimum price cannot be above maximum price'],
    [{ page: 'abc' }, 'Page must be a whole number'],
  ])('refuses %j with "%s"', async (query, message) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.error.message).toBe(message);
  });

  it('filters by bedrooms, bathrooms and area', async () => {
    const big = await ctx.database.query<{ id: string }>(
      `SELECT id FROM properties WHERE title = 'Family house with garden'`,
    );
    await ctx.database.query('UPDATE properties SET bedrooms = 4, bathrooms = 2, area_m2 = 180 WHERE id = $1', [
      big[0]!.id,
    ]);
    expect(titles((await search({ bedrooms: '3' })).body)).toEqual(['Family house with garden']);
    expect(titles((await search({ bathrooms: '2', minArea: '150', maxArea: '200' })).body)).toEqual([
      'Family house with garden',
    ]);
    expect((await search({ maxArea: '10' })).body.data.total).toBe(0);
  });

  it('filters by amenities (all of them) and availability', async () => {
    await ctx.database.query(
      `UPDATE properties SET amenities = '{garden,garage}', available_now = false WHERE title = 'Family house with garden'`,
    );
    await ctx.database.query(`UPDATE properties SET amenities = '{garden}' WHERE title = 'Loft on the Meir'`);
    expect(titles((await search({ amenities: 'garden' })).body).sort()).toEqual([
      'Family house with garden',
      'Loft on the Meir',
    ]);
    expect(titles((await search({ amenities: 'garden,garage' })).body)).toEqual(['Family house with garden']);
    expect(titles((await search({ availableNow: 'false' })).body)).toEqual(['Family house with garden']);
  });

  it('keeps to the visible map area and to an area drawn on the map', async () => {
    await ctx.database.query(
      `UPDATE properties SET latitude = 51.2194, longitude = 4.4025, location = point(4.4025, 51.2194) WHERE city = 'Antwerp'`,
    );
    await ctx.database.query(
      `UPDATE properties SET latitude = 50.8798, longitude = 4.7005, location = point(4.7005, 50.8798) WHERE city = 'Leuven'`,
    );
    // A box around Antwerp.
    const box = await search({ bbox: '4.30,51.15,4.50,51.30' });
    expect(titles(box.body).sort()).toEqual(['Family house with garden', 'Loft on the Meir']);
    // A triangle around Leuven only.
    const drawn = await search({ polygon: '4.60,50.80;4.80,50.80;4.70,50.95' });
    expect(titles(drawn.body)).toEqual(['Student room by the Ladeuzeplein']);
  });

  it.each([
    [{ bbox: '4.5,51.3,4.3,51.1' }, 'Map area must be west,south,east,north in degrees'],
    [{ bbox: 'a,b,c,d' }, 'Map area must be west,south,east,north in degrees'],
    [{ polygon: '4,50;5,51' }, 'A drawn area needs 3 to 100 points given as lng,lat;lng,lat;…'],
    [{ amenities: 'garden,moat' }, 'Unknown amenity: moat'],
    [{ bedrooms: '-1' }, 'Bedrooms cannot be negative'],
    [{ availableNow: 'yes' }, 'availableNow must be true or false'],
    [{ minArea: '300', maxArea: '100' }, 'Minimum area cannot be above maximum area'],
  ])('refuses map and facet filter %j with "%s"', async (query, message) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.error.message).toBe(message);
  });

  it('pages through boosted-first results with no listing lost or repeated across the boundary', async () => {
    const owner = await createUser(ctx.database);
    const now = Date.now();
    const made: { title: string; boosted: boolean; at: number }[] = [];
    for (let i = 0; i < 7; i++) {
      const boosted = i % 3 === 0;
      const at = now - (i + 1) * 3_600_000;
      made.push({ title: `Paging ${i}`, boosted, at });
      await createProperty(ctx.database, owner.id, {
        title: `Paging ${i}`,
        city: 'Paging City',
        publishedAt: new Date(at),
        boostedUntil: boosted ? new Date(now + day) : new Date(now - day),
      });
    }
    const expected = [...made.filter((m) => m.boosted), ...made.filter((m) => !m.boosted)].map((m) => m.title);
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++)
      seen.push(...titles((await search({ city: 'Paging City', pageSize: '2', page: String(page) })).body));
    expect(seen).toEqual(expected);
  });

  it('stops counting past the count limit, says so, and still pages through every match', async () => {
    const owner = await createUser(ctx.database);
    for (let i = 0; i < 5; i++)
      await createProperty(ctx.database, owner.id, {
        title: `Capped ${i}`,
        city: 'Capped City',
        publishedAt: new Date(Date.now() - (i + 1) * 3_600_000),
        boostedUntil: i === 4 ? new Date(Date.now() + day) : null,
      });
    const repo = searchRepository(ctx.database.db, { countLimit: 3 });
    const query = (page: number, sort: 'boosted' | 'newest') =>
      ZPropertySearchQuery.parse({ city: 'Capped City', pageSize: '2', page: String(page), sort });
    for (const sort of ['boosted', 'newest'] as const) {
      const first = await repo.search(query(1, sort));
      expect(first).toMatchObject({ total: 3, totalCapped: true });
      const all = [first, await repo.search(query(2, sort)), await repo.search(query(3, sort))].flatMap((r) =>
        r.rows.map((row) => row.title),
      );
      expect(all.sort()).toEqual(['Capped 0', 'Capped 1', 'Capped 2', 'Capped 3', 'Capped 4']);
    }
    const exact = await searchRepository(ctx.database.db, { countLimit: 5 }).search(query(1, 'newest'));
    expect(exact).toMatchObject({ total: 5, totalCapped: false });
    const api = await search({ city: 'Capped City' });
    expect(api.body.data).toMatchObject({ total: 5, totalCapped: false });
  });

  it('lists cities with their public listing counts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/cities' });
    expect(res.statusCode).toBe(200);
    // Every Belgian municipality (decision 082), by name.
    const cities = res.json().data as { name: string }[];
    expect(cities).toHaveLength(565);
    expect(cities.find((c) => c.name === 'Zaventem')).toMatchObject({
      nameNl: 'Zaventem',
      nameFr: 'Zaventem',
      province: 'Flemish Brabant',
      region: 'flanders',
      listings: 0,
    });
  });

  it('gives every municipality its postal codes with their places, and finds those of a postal code or a name', async () => {
    const cities = async (q?: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/cities', query: q === undefined ? {} : { q } });
      return { status: res.statusCode, body: res.json() };
    };
    type City = {
      name: string;
      province: string;
      postalCode: string;
      postalCodes: { code: string; places: string[] }[];
    };
    const all = (await cities()).body.data as City[];
    expect(all.find((c) => c.name === 'Ghent')?.postalCodes).toContainEqual({
      code: '9040',
      places: ['Sint-Amandsberg'],
    });
    expect(all.reduce((n, c) => n + c.postalCodes.length, 0)).toBeGreaterThan(1100);
    // A postal code of every province finds its municipality (the one whose own code it is first).
    for (const [code, name, province] of [
      ['2000', 'Antwerp', 'Antwerp'],
      ['1050', 'Ixelles', 'Brussels-Capital'],
      ['3000', 'Leuven', 'Flemish Brabant'],
      ['1300', 'Wavre', 'Walloon Brabant'],
      ['8000', 'Bruges', 'West Flanders'],
      ['9040', 'Ghent', 'East Flanders'],
      ['7000', 'Mons', 'Hainaut'],
      ['4000', 'Liège', 'Liège'],
      ['3500', 'Hasselt', 'Limburg'],
      ['6900', 'Marche-en-Famenne', 'Luxembourg'],
      ['5000', 'Namur', 'Namur'],
    ]) {
      const { status, body } = await cities(code);
      expect(status, code).toBe(200);
      const [first] = body.data as City[];
      expect([first?.name, first?.province], code).toEqual([name, province]);
      expect(
        first?.postalCodes.map((p) => p.code),
        code,
      ).toContain(code);
    }
    // 1050 serves two municipalities: Ixelles (its own code), then Brussels.
    expect(((await cities('1050')).body.data as City[]).map((c) => c.name)).toEqual(['Ixelles', 'Brussels']);
    // A name in any language, or a place a code names, finds its municipality too.
    expect(((await cities('elsene')).body.data as City[]).map((c) => c.name)).toEqual(['Ixelles']);
    expect(((await cities('Marloie')).body.data as City[]).map((c) => c.name)).toEqual(['Marche-en-Famenne']);
    // An unknown code or name finds nothing; a name with LIKE's wildcards is taken as it is.
    for (const q of ['0000', '9999', 'Atlantis', '%', '_ent'])
      expect(await cities(q), q).toEqual({ status: 200, body: { success: true, data: [] } });
    // Bad input is a 400 with the rule, never a 500.
    for (const q of ['', '   ', 'x'.repeat(81)]) {
      const { status, body } = await cities(q);
      expect(status, JSON.stringify(q)).toBe(400);
      expect(JSON.stringify(body)).toContain('q is a postal code');
    }
  });
});

describe('the "Verified agent" mark of search cards (decision 077)', () => {
  it('marks the cards of a listing whose agent, else owner, is a confirmed professional, and no other', async () => {
    const professional = (role: 'individual' | 'agency' | 'pseller', confirmed: string | null) =>
      createUser(ctx.database, { role, licenceNumber: '512345', licenceVerifiedNumber: confirmed });
    const agent = await professional('individual', '512345');
    const agency = await professional('agency', '512345');
    // Confirmed, then the number changed (the confirmation no longer holds), and a private seller.
    const renumbered = await professional('individual', '500001');
    const seller = await professional('pseller', '512345');
    const listed = async (title: string, ownerId: string, agentId?: string) =>
      createProperty(ctx.database, ownerId, { title, city: 'Brugge', agentId });
    await listed('By a verified agent', agency.id, agent.id);
    await listed('By a verified agency', agency.id);
    await listed('By its unverified agent', agency.id, renumbered.id);
    await listed('By a private seller', seller.id);
    const { status, body } = await search({ city: 'Brugge' });
    expect(status).toBe(200);
    const verified = Object.fromEntries(
      body.data.items.map((i: { title: string; verified: boolean }) => [i.title, i.verified]),
    );
    expect(verified).toEqual({
      'By a verified agent': true,
      'By a verified agency': true,
      'By its unverified agent': false,
      'By a private seller': false,
    });
    expect(ZPropertySearchResult.parse(body.data).items).toHaveLength(4);
  });
});
