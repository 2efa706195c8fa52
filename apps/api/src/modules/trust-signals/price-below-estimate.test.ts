import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { marketFigures } from '../../db/schema/market.ts';
import { properties } from '../../db/schema/properties.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { estimateListing as flat, insertListings } from '../../../test/estimate-fixtures.ts';
import { createUser } from '../../../test/factories.ts';
import { insertMarketCities } from '../../../test/market-fixtures.ts';
import { priceBelowEstimate, priceSignals } from './price-below-estimate.ts';
import { trustSignalsRepository } from './trust-signals.repository.ts';

let database: Database;
let ownerId: string;
let subjectId: string;
let town: Awaited<ReturnType<typeof insertMarketCities>>;

/** The subject's signals at `price` euros. */
async function atPrice(id: string, price: number) {
  await database.db
    .update(properties)
    .set({ priceCents: price * 100 })
    .where(eq(properties.id, id));
  const repo = trustSignalsRepository(database.db);
  return priceSignals({ db: database.db, repo }, (await repo.listing(id))!);
}

beforeAll(async () => {
  database = await createTestDatabase();
  town = await insertMarketCities(database);
  ownerId = (await createUser(database)).id;
  // As the estimate's own test: ten comparables 300 m north at €3,000 … €3,900 per m² (80 m²):
  // estimate €276,000, range €241,000–311,000, confidence medium.
  await insertListings(
    database,
    [3000, 3100, 3200, 3300, 3400, 3500, 3600, 3700, 3800, 3900].map((perM2) => flat({ ownerId, perM2 })),
  );
  // The subject, at the point itself (its own price never counts in its estimate).
  [{ id: subjectId }] = (await insertListings(database, [flat({ ownerId, perM2: 3450, northM: 0 })])) as [
    { id: string },
  ];
});
afterAll(() => database.close());

describe('price_below_estimate, from the estimate', () => {
  it('fires under the range’s low end by 30 % (medium), and high under half the estimate', async () => {
    // 241,000 × 0.7 = 168,700.
    expect(await atPrice(subjectId, 160_000)).toEqual([
      {
        kind: 'price_below_estimate',
        severity: 'medium',
        evidence: {
          basis: 'estimate',
          transaction: 'sale',
          price: 160_000,
          estimate: 276_000,
          range: { low: 241_000, high: 311_000 },
          confidence: 'medium',
          methodVersion: '068.2',
          limit: 168_700,
          belowEstimate: 0.42,
        },
      },
    ]);
    expect((await atPrice(subjectId, 130_000)).map((s) => s.severity)).toEqual(['high']);
  });

  it('stays quiet just above the limit, and at the estimate', async () => {
    expect(await atPrice(subjectId, 170_000)).toEqual([]);
    expect(await atPrice(subjectId, 276_000)).toEqual([]);
  });

  it('stays quiet for an auction (a starting price is low on purpose) and a draft', async () => {
    const [auction, draft] = await insertListings(database, [
      flat({ ownerId, perM2: 500, northM: 0, type: 'auction' }),
      flat({ ownerId, perM2: 500, northM: 0, status: 'draft' }),
    ]);
    const repo = trustSignalsRepository(database.db);
    for (const { id } of [auction!, draft!])
      expect(await priceSignals({ db: database.db, repo }, (await repo.listing(id))!)).toEqual([]);
  });
});

describe('price_below_estimate, from the municipality’s median without an estimate figure', () => {
  it('fires under half the median price per m² of the category, else of the municipality as a whole', async () => {
    // A villa far from any comparable: the estimate has no figure.
    const [villa] = await insertListings(database, [
      flat({
        ownerId,
        perM2: 1_200,
        northM: 60_000,
        category: 'villa',
        areaM2: 200,
        bedrooms: 4,
        cityId: town.Namur.id,
      }),
    ]);
    await database.db.insert(marketFigures).values([
      {
        cityId: town.Namur.id,
        transaction: 'sale',
        category: 'villa',
        month: '2026-10-01',
        listings: 6,
        medianPricePerM2Cents: 250_000,
        computedAt: new Date(),
      },
      {
        cityId: town.Namur.id,
        transaction: 'sale',
        category: 'villa',
        month: '2026-11-01',
        listings: 7,
        medianPricePerM2Cents: 300_000,
        computedAt: new Date(),
      },
      {
        cityId: town.Namur.id,
        transaction: 'sale',
        category: 'all',
        month: '2026-11-01',
        listings: 30,
        medianPricePerM2Cents: 200_000,
        computedAt: new Date(),
      },
    ]);
    // 240,000 / 200 m² = €1,200/m² < €1,500 (half of November's €3,000).
    expect(await atPrice(villa!.id, 240_000)).toEqual([
      {
        kind: 'price_below_estimate',
        severity: 'medium',
        evidence: {
          basis: 'marketMedian',
          transaction: 'sale',
          price: 240_000,
          areaM2: 200,
          pricePerM2: 1_200,
          marketMedianPerM2: 3_000,
          marketMonth: '2026-11-01',
          marketListings: 7,
          marketCategory: 'villa',
          limitPerM2: 1_500,
          belowMedian: 0.6,
        },
      },
    ]);
    expect(await atPrice(villa!.id, 310_000)).toEqual([]);
    // A bungalow: no figure of its own category, so the municipality's (€2,000/m²).
    const [bungalow] = await insertListings(database, [
      flat({ ownerId, perM2: 900, northM: 60_000, category: 'bungalow', areaM2: 100, cityId: town.Namur.id }),
    ]);
    expect((await atPrice(bungalow!.id, 90_000))[0]!.evidence).toMatchObject({
      marketCategory: 'all',
      limitPerM2: 1_000,
    });
    expect(await atPrice(bungalow!.id, 110_000)).toEqual([]);
  });

  it('stays quiet without an estimate figure or a market figure', () => {
    expect(priceBelowEstimate({ transaction: 'rent', price: 100, areaM2: 50, estimate: null, market: null })).toEqual(
      [],
    );
  });
});
