import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMarket, TMarketIndex } from '@immora/shared/market';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createCustomTestApp } from '../../../test/custom-app.ts';
import {
  MARKET_CITIES,
  insertMarketCities,
  insertMarketListings,
  marketListing,
} from '../../../test/market-fixtures.ts';
import { signedInUser } from '../../../test/session.ts';
import { MARKET_VERSION_CHECK_MS } from './market-answers.ts';
import { marketRepository } from './market.repository.ts';
import { marketCityLookup } from './market-slugs.ts';
import { marketIndex, marketOf } from './market.service.ts';

let ctx: TestContext;
let secondNode: TestContext;
let seller: Awaited<ReturnType<typeof signedInUser>>;
let ixelles: string[];
let town: Awaited<ReturnType<typeof insertMarketCities>>;

/** The sweeps run at these instants of November 2026, each more than an hour after the last. */
const NOW = new Date('2026-11-20T12:00:00Z');
const hoursLater = (h: number) => new Date(NOW.getTime() + h * 3_600_000);

const market = async (slug: string, node = ctx) => {
  const res = await node.app.inject({ method: 'GET', url: `/api/market/${slug}` });
  return { status: res.statusCode, headers: res.headers, body: res.json() as { data: TMarket } };
};
/** Every municipality: all of Belgium (decision 082) and the fixtures' own. */
const municipalityCount = async () =>
  (await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM cities'))[0]!.n;
/** The sweep takes only the municipalities with listings: Ixelles, Brussels and Namur. */
const WITH_LISTINGS = 3;
const cell = (m: TMarket, transaction: 'sale' | 'rent', category = 'all') =>
  m.figures.find((f) => f.transaction === transaction && f.category === category)!;

beforeAll(async () => {
  ctx = await createTestApp();
  secondNode = await createCustomTestApp({ database: ctx.database });
  town = await insertMarketCities(ctx.database);
  seller = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
  const owner = seller.user.id;
  // Ixelles: six flats for sale listed on 10 June at €300,000–350,000, each €20,000 dearer from
  // 5 September (price history); four of PEB class C, two of D. Two flats for rent.
  ixelles = await insertMarketListings(ctx.database, [
    ...Array.from({ length: 6 }, (_, i) =>
      marketListing(
        owner,
        town.Ixelles,
        [
          ['2026-06-10T12:00:00Z', 300_000 + i * 10_000],
          ['2026-09-05T12:00:00Z', 320_000 + i * 10_000],
        ],
        { facts: { pebClass: i < 4 ? 'C' : 'D' } },
      ),
    ),
    ...[1_100, 1_300].map((rent) =>
      marketListing(owner, town.Ixelles, [['2026-10-01T12:00:00Z', rent]], { type: 'rent' }),
    ),
  ]);
  // Brussels: five flats at €250,000–290,000 (just enough); Namur: three houses (too few).
  await insertMarketListings(ctx.database, [
    ...Array.from({ length: 5 }, (_, i) =>
      marketListing(owner, town.Brussels, [['2026-08-01T12:00:00Z', 250_000 + i * 10_000]]),
    ),
    ...Array.from({ length: 3 }, (_, i) =>
      marketListing(owner, town.Namur, [['2026-07-01T12:00:00Z', 200_000 + i * 10_000]], { category: 'houses' }),
    ),
  ]);
});
afterAll(async () => {
  await secondNode.close();
  await ctx.close();
});

describe('the market of a municipality', () => {
  it('answers counts and no figures before the first sweep', async () => {
    const { status, body } = await market('ixelles');
    expect(status).toBe(200);
    expect(body.data.computedAt).toBeNull();
    expect(cell(body.data, 'sale')).toMatchObject({ listings: 0, medianPrice: null, reason: 'tooFewListings' });
  });

  it('gives the figures of the published listings after a sweep, by transaction and category', async () => {
    expect(await ctx.app.marketFigures.run(NOW)).toBe(WITH_LISTINGS);
    const { status, headers, body } = await market('ixelles');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=300');
    const m = body.data;
    expect(m.computedAt).toBe(NOW.toISOString());
    expect(m.municipality).toMatchObject({ name: 'Ixelles', slugs: { en: 'ixelles', nl: 'elsene', fr: 'ixelles' } });
    for (const category of ['all', 'apartments'])
      expect(cell(m, 'sale', category)).toEqual({
        transaction: 'sale',
        category,
        listings: 6,
        medianPrice: 345_000,
        medianPricePerM2: 3_450,
        medianDaysOnMarket: 163,
        reason: null,
      });
    // Two rentals: counted, no figure.
    expect(cell(m, 'rent')).toMatchObject({
      listings: 2,
      medianPrice: null,
      medianPricePerM2: null,
      reason: 'tooFewListings',
    });
    expect(m.epc).toEqual([
      { epcClass: 'C', listings: 4, sharePct: 66.7 },
      { epcClass: 'D', listings: 2, sharePct: 33.3 },
    ]);
  });

  it('draws the 12-month trend from publication dates and price history', async () => {
    const { trend } = (await market('ixelles')).body.data;
    expect(trend.sale.map((p) => p.month)).toEqual([
      '2025-12',
      ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    ]);
    expect(trend.sale.map((p) => p.medianPricePerM2)).toEqual([
      ...Array<null>(6).fill(null),
      3_250,
      3_250,
      3_250,
      3_450,
      3_450,
      3_450,
    ]);
    expect(trend.sale.map((p) => p.listings)).toEqual([0, 0, 0, 0, 0, 0, 6, 6, 6, 6, 6, 6]);
  });

  it('answers a municipality with too few listings with its count and no figures', async () => {
    const m = (await market('namur')).body.data;
    expect(cell(m, 'sale')).toMatchObject({
      listings: 3,
      medianPrice: null,
      medianDaysOnMarket: null,
      reason: 'tooFewListings',
    });
    expect(cell(m, 'sale', 'houses')).toMatchObject({ listings: 3, reason: 'tooFewListings' });
    expect(m.epcReason).toBe('tooFewListings');
    expect(m.trend.sale.every((p) => p.medianPricePerM2 === null)).toBe(true);
  });

  it('compares the nearest municipalities with their medians', async () => {
    const { neighbours } = (await market('ixelles')).body.data;
    // Among every municipality of Belgium (decision 082), Brussels's communes nearest Ixelles.
    expect(neighbours.map((n) => n.name)).toEqual([
      'Etterbeek',
      'Saint-Gilles',
      'Brussels',
      'Saint-Josse-ten-Noode',
      'Forest',
      'Schaerbeek',
    ]);
    expect(neighbours.find((n) => n.name === 'Brussels')).toMatchObject({
      slug: 'brussels',
      sale: { listings: 5, medianPrice: 270_000, medianPricePerM2: 2_700, reason: null },
      rent: { listings: 0, medianPrice: null, reason: 'tooFewListings' },
    });
  });

  it('lists every municipality in brief by region and province, with the too-few rule', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/market' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const index = (res.json() as { data: TMarketIndex }).data;
    expect(index.computedAt).toBe(NOW.toISOString());
    // Every municipality of Belgium, the fixtures' among them in region, province and name order.
    expect(index.municipalities).toHaveLength(await municipalityCount());
    const fixtures: string[] = MARKET_CITIES.map(([name]) => name);
    expect(index.municipalities.map((m) => m.name).filter((name) => fixtures.includes(name))).toEqual([
      'Brussels',
      'Etterbeek',
      'Ixelles',
      'Saint-Gilles',
      'Uccle',
      'Ghent',
      'Liège',
      'Namur',
    ]);
    // One without listings says so.
    expect(index.municipalities.find((m) => m.name === 'Marche-en-Famenne')).toMatchObject({
      slug: 'marche-en-famenne',
      province: 'Luxembourg',
      sale: { listings: 0, medianPrice: null, reason: 'tooFewListings' },
    });
    const by = (name: string) => index.municipalities.find((m) => m.name === name)!;
    expect(by('Ixelles')).toMatchObject({
      slug: 'ixelles',
      slugs: { en: 'ixelles', nl: 'elsene', fr: 'ixelles' },
      province: 'Brussels-Capital',
      sale: { listings: 6, medianPrice: 345_000, medianPricePerM2: 3_450, reason: null },
      rent: { listings: 2, medianPrice: null, reason: 'tooFewListings' },
    });
    expect(by('Namur').sale).toEqual({
      listings: 3,
      medianPrice: null,
      medianPricePerM2: null,
      reason: 'tooFewListings',
    });
  });

  it('puts every market page in the sitemap with its language versions', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const origin = ctx.app.config.PUBLIC_URL;
    expect(res.body).toContain(`<loc>${origin}/market</loc>`);
    expect(res.body).toContain(`<loc>${origin}/market/ixelles</loc>`);
    expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="nl" href="${origin}/market/elsene?lang=nl"/>`);
    expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${origin}/market/liege?lang=fr"/>`);
    expect(res.body.match(/<url>/g)).toHaveLength(13 + (await municipalityCount()));
    expect(res.body).toContain(`<loc>${origin}/market/marche-en-famenne</loc>`);
  });

  it('answers the slug of each language, and 404 to an unknown one', async () => {
    for (const slug of ['elsene', 'Ixelles', 'bruxelles', 'brussel', 'luik', 'liege', 'sint-gillis']) {
      const { status, body } = await market(slug);
      expect(status, slug).toBe(200);
      expect(body.data.municipality.slug).toBe(slug.toLowerCase());
    }
    // Typed with its accent: the slug without it.
    expect((await market('Li%C3%A8ge')).body.data.municipality).toMatchObject({ name: 'Liège', slug: 'liege' });
    expect((await market('brussel')).body.data.municipality.name).toBe('Brussels');
    expect((await market('luik')).body.data.municipality.slugs).toEqual({ en: 'liege', nl: 'luik', fr: 'liege' });
    const unknown = await market('atlantis');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { message: 'Municipality not found' } });
  });

  it('follows listings published, repriced, ended and deleted, after the next sweep', async () => {
    const [first, second, third] = ixelles;
    // Published: a seventh flat at €400,000, PEB class B.
    await insertMarketListings(ctx.database, [
      marketListing(seller.user.id, town.Ixelles, [['2026-11-10T12:00:00Z', 400_000]], {
        status: 'draft',
        facts: { pebClass: 'B' },
      }),
    ]);
    await ctx.database.query(`UPDATE properties SET status = 'published' WHERE status = 'draft'`);
    // Repriced (€320,000 → €290,000), ended (agreed) and deleted, by their owner.
    const headers = seller.headers;
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/properties/${first}`,
      payload: { price: 290_000 },
      headers,
    });
    expect(patch.statusCode).toBe(200);
    const agree = await ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${second}/status`,
      payload: { action: 'agree' },
      headers,
    });
    expect(agree.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/properties/${third}`, headers })).statusCode).toBe(200);

    // Nothing moves before the sweep: the page reads the summary, not the listings.
    expect(cell((await market('ixelles')).body.data, 'sale').listings).toBe(6);
    // Within the hour nothing is due; after it, Ixelles is swept again.
    expect(await ctx.app.marketFigures.run(hoursLater(0.5))).toBe(0);
    expect(await ctx.app.marketFigures.run(hoursLater(1.5))).toBe(WITH_LISTINGS);
    const m = (await market('ixelles')).body.data;
    // Left: €290,000 (repriced), €350,000, €360,000, €370,000 and the new €400,000.
    expect(cell(m, 'sale')).toMatchObject({ listings: 5, medianPrice: 360_000, medianPricePerM2: 3_600, reason: null });
    // The months before keep what they had; November follows.
    expect(m.trend.sale.slice(-3).map((p) => [p.listings, p.medianPricePerM2])).toEqual([
      [6, 3_450],
      [6, 3_450],
      [5, 3_600],
    ]);
    expect(m.epc).toEqual([
      { epcClass: 'B', listings: 1, sharePct: 20 },
      { epcClass: 'C', listings: 2, sharePct: 40 },
      { epcClass: 'D', listings: 2, sharePct: 40 },
    ]);
  });
});

describe('the market sweep', () => {
  it('is shared by two nodes sweeping at once: each municipality swept once', async () => {
    const later = hoursLater(3);
    const [a, b] = await Promise.all([ctx.app.marketFigures.run(later), secondNode.app.marketFigures.run(later)]);
    expect(a + b).toBe(WITH_LISTINGS);
    // Every municipality has its turn; those without listings are never due.
    expect((await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM market_sweeps'))[0]!.n).toBe(
      await municipalityCount(),
    );
    const turns = await ctx.database.query<{ swept_at: Date; claimed_at: Date | null }>(
      'SELECT swept_at, claimed_at FROM market_sweeps WHERE swept_at IS NOT NULL',
    );
    expect(turns).toHaveLength(WITH_LISTINGS);
    for (const t of turns) {
      expect(new Date(t.swept_at).getTime()).toBe(later.getTime());
      expect(t.claimed_at).toBeNull();
    }
    const m = (await market('ixelles')).body.data;
    expect(m.computedAt).toBe(later.toISOString());
    expect(cell(m, 'sale').listings).toBe(5);
  });
});

describe('the answers kept between sweeps (decision 084)', () => {
  /** The answers as computed afresh from the summary, with nothing kept. */
  const fresh = () => {
    const repo = marketRepository(ctx.database.db);
    return { repo, cities: marketCityLookup(repo) };
  };

  it('are the answers computed afresh, for every slug and the index', async () => {
    for (const slug of ['ixelles', 'elsene', 'brussel', 'namur', 'liege', 'marche-en-famenne']) {
      await market(slug); // the first request computes and keeps it; the second is the kept one
      const kept = await market(slug);
      expect(kept.status, slug).toBe(200);
      expect(kept.body, slug).toEqual({ success: true, data: await marketOf(fresh(), slug) });
    }
    await ctx.app.inject({ method: 'GET', url: '/api/market' });
    const index = await ctx.app.inject({ method: 'GET', url: '/api/market' });
    expect(index.json()).toEqual({ success: true, data: await marketIndex(fresh()) });
  });

  it('are kept until a sweep: a change to the figures alone does not show, the next sweep does', async () => {
    const before = cell((await market('ixelles')).body.data, 'sale');
    // Written behind the sweep's back (no sweep version moves): the page keeps its answer.
    await ctx.database.query(
      `UPDATE market_figures SET listings = listings + 100 WHERE category = 'all' AND month = '2026-11-01'`,
    );
    expect(cell((await market('ixelles')).body.data, 'sale')).toEqual(before);
    expect((await marketOf(fresh(), 'ixelles')).figures[0]!.listings).toBe(before.listings + 100);
    // This node's sweep: its next answer is the new figures at once (the sweep rewrote the month).
    expect(await ctx.app.marketFigures.run(hoursLater(4.5))).toBe(WITH_LISTINGS);
    const after = (await market('ixelles')).body.data;
    expect(after.computedAt).toBe(hoursLater(4.5).toISOString());
    expect(cell(after, 'sale').listings).toBe(before.listings);
  });

  it("are the new figures on a second node within a second of the first node's sweep", async () => {
    // The second node keeps Ixelles's answer…
    const kept = (await market('ixelles', secondNode)).body.data;
    expect(cell(kept, 'sale').listings).toBe(5);
    // …a new flat is listed and the first node sweeps.
    await insertMarketListings(ctx.database, [
      marketListing(seller.user.id, town.Ixelles, [['2026-11-15T12:00:00Z', 380_000]]),
    ]);
    expect(await ctx.app.marketFigures.run(hoursLater(6))).toBe(WITH_LISTINGS);
    expect(cell((await market('ixelles')).body.data, 'sale').listings).toBe(6);
    // The second node reads the sweeps' version at most once a second: after it, the new figures.
    await new Promise((resolve) => setTimeout(resolve, MARKET_VERSION_CHECK_MS + 100));
    const seen = (await market('ixelles', secondNode)).body.data;
    expect(seen.computedAt).toBe(hoursLater(6).toISOString());
    expect(cell(seen, 'sale').listings).toBe(6);
    expect(seen).toEqual(await marketOf(fresh(), 'ixelles'));
  });
});
