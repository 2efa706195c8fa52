import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTIMATE_MESSAGES, ZEstimate } from '@immora/shared/estimates';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { FLAT_AT_POINT, POINT, estimateListing, insertListings } from '../../../test/estimate-fixtures.ts';
import { createUser } from '../../../test/factories.ts';
import { seedCities } from '../../../test/listing-fixtures.ts';

let ctx: TestContext;
let ids: string[];
let auctionId: string;
let draftId: string;

/** Ten comparables 300 m north at €3,000 … €3,900 per m², equal in every other way (equal weights). */
const PER_M2 = [3000, 3100, 3200, 3300, 3400, 3500, 3600, 3700, 3800, 3900];

beforeAll(async () => {
  ctx = await createTestApp();
  await seedCities(ctx.database);
  const owner = await createUser(ctx.database);
  const ownerId = owner.id;
  ids = (
    await insertListings(
      ctx.database,
      PER_M2.map((perM2) => estimateListing({ ownerId, perM2 })),
    )
  ).map((r) => r.id);
  // None of these may count: another transaction, another type, too large, too many bedrooms,
  // not public, too far, an auction.
  const others = await insertListings(ctx.database, [
    estimateListing({ ownerId, perM2: 99_000, type: 'rent' }),
    estimateListing({ ownerId, perM2: 99_000, category: 'houses' }),
    estimateListing({ ownerId, perM2: 99_000, areaM2: 120 }),
    estimateListing({ ownerId, perM2: 99_000, bedrooms: 4 }),
    estimateListing({ ownerId, perM2: 99_000, status: 'pending' }),
    estimateListing({ ownerId, perM2: 99_000, northM: 40_000 }),
    estimateListing({ ownerId, perM2: 99_000, type: 'auction' }),
  ]);
  auctionId = others[6]!.id;
  draftId = others[4]!.id;
});
afterAll(() => ctx.close());

const post = (payload: object, remoteAddress = '10.34.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/estimates', payload, remoteAddress });

describe('POST /api/estimates', () => {
  it('estimates from the listings nearby: weighted median × area, the predictive 10th–90th percentiles, the comparables', async () => {
    const res = await post(FLAT_AT_POINT);
    expect(res.statusCode).toBe(200);
    const data = ZEstimate.parse(res.json().data);
    // Median of ten equal weights: (3400 + 3500) / 2 = 3450 × 80 m². The range at positions i / 11:
    // 10th at the 1.1th value, 3010 × 80 = 240,800; 90th at the 9.9th, 3890 × 80 = 311,200.
    expect(data).toMatchObject({
      estimate: 276_000,
      pricePerM2: 3450,
      range: { low: 241_000, high: 311_000 },
      confidence: 'medium',
      reason: null,
      radiusM: 1_000,
      adjustmentsDate: null,
      methodVersion: '068.2',
    });
    expect(data.comparables.map((c) => c.id).sort()).toEqual([...ids].sort());
    expect(data.comparables[0]).toMatchObject({ distanceM: 300, livingArea: 80, bedrooms: 2, status: 'onMarket' });
    expect(data.comparables[0]!.path).toBe(`/single-v1/${data.comparables[0]!.id}`);
  });

  it('finds the property by its address when no pin is given', async () => {
    const res = await post({ ...FLAT_AT_POINT, latitude: undefined, longitude: undefined, address: '1000 Brussels' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ ...POINT, estimate: 276_000 });
    expect(data.addressLabel).toContain('1000');
  });

  it('gives no figure with too few comparables, and says why', async () => {
    const res = await post({ ...FLAT_AT_POINT, category: 'villa', bedrooms: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      estimate: null,
      range: null,
      confidence: null,
      reason: 'tooFewComparables',
      message: ESTIMATE_MESSAGES.tooFewComparables,
      radiusM: 25_000,
    });
  });

  it('refuses rooms and auctions with a clear message', async () => {
    const room = await post({ ...FLAT_AT_POINT, category: 'studentRooms' });
    expect(room.statusCode).toBe(400);
    expect(room.json().error.message).toBe(ESTIMATE_MESSAGES.rooms);
    const auction = await post({ ...FLAT_AT_POINT, transaction: 'auction' });
    expect(auction.statusCode).toBe(400);
    expect(auction.json().error.message).toBe(ESTIMATE_MESSAGES.auction);
  });

  it('refuses bad input with the field’s message', async () => {
    const cases: [object, string][] = [
      [{ ...FLAT_AT_POINT, livingArea: 0 }, ESTIMATE_MESSAGES.livingArea],
      [{ ...FLAT_AT_POINT, livingArea: 'big' }, ESTIMATE_MESSAGES.livingArea],
      [{ ...FLAT_AT_POINT, bedrooms: -1 }, ESTIMATE_MESSAGES.bedrooms],
      [{ ...FLAT_AT_POINT, epcLabel: 'Z' }, ESTIMATE_MESSAGES.epcLabel],
      [{ ...FLAT_AT_POINT, latitude: undefined, longitude: undefined }, ESTIMATE_MESSAGES.location],
      [{ ...FLAT_AT_POINT, latitude: 48.8 }, ESTIMATE_MESSAGES.outsideBelgium],
      [{ ...FLAT_AT_POINT, transaction: undefined }, ESTIMATE_MESSAGES.transaction],
    ];
    for (const [payload, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const unknown = await post({
      ...FLAT_AT_POINT,
      latitude: undefined,
      longitude: undefined,
      address: 'Nowhere at all',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(ESTIMATE_MESSAGES.addressNotFound);
  });

  it('limits each client to 30 estimates a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await post(FLAT_AT_POINT, '10.34.9.1')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await post(FLAT_AT_POINT, '10.34.9.2')).statusCode).toBe(200);
  });
});

describe('GET /api/properties/{id}/estimate', () => {
  const get = (id: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/properties/${id}/estimate`, remoteAddress: '10.34.0.3' });

  it('estimates a listing from the others, its own price left out', async () => {
    const res = await get(ids[0]!); // €3,000/m²: the nine others' median is 3,500
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.comparables).toHaveLength(9);
    expect(data.comparables.map((c: { id: string }) => c.id)).not.toContain(ids[0]);
    expect(data).toMatchObject({ estimate: 280_000, transaction: 'sale', category: 'apartments' });
  });

  it('gives an auction no figure, with the reason; a listing that is not public is not found', async () => {
    const auction = await get(auctionId);
    expect(auction.statusCode).toBe(200);
    expect(auction.json().data).toMatchObject({
      estimate: null,
      reason: 'auction',
      message: ESTIMATE_MESSAGES.auction,
    });
    const hidden = await get(draftId);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe(ESTIMATE_MESSAGES.notFound);
  });
});
