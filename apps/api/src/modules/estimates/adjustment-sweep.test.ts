import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { estimateAdjustments } from '../../db/schema/estimates.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createCustomTestApp } from '../../../test/custom-app.ts';
import { FLAT_AT_POINT, estimateListing, insertListings } from '../../../test/estimate-fixtures.ts';
import { createUser } from '../../../test/factories.ts';

let ctx: TestContext;
let secondNode: TestContext;
const NOW = new Date('2026-11-29T09:00:00Z');
const CELLS = 2 * 3 * 4;

/**
 * Flats for rent in three Brussels communes, each commune its own level; a garden or terrace adds
 * 8 % to the rent per m² (the regression should find about log 1.08 = 0.077), a deterministic
 * ±2 % wobble the rest.
 */
function communeFlats(ownerId: string) {
  const communes = [
    ['Brussels', '1000', 20],
    ['Ixelles', '1050', 24],
    ['Anderlecht', '1070', 15],
  ] as const;
  return Array.from({ length: 180 }, (_, i) => {
    const [city, postalCode, level] = communes[i % 3]!;
    const garden = i % 4 < 2;
    const wobble = 1 + (((i * 7919) % 41) - 20) / 1000;
    return estimateListing({
      ownerId,
      perM2: level * (garden ? 1.08 : 1) * wobble,
      northM: 2_000 + i * 10,
      type: 'rent',
      city,
      postalCode,
      areaM2: 50 + (i % 7) * 10,
      amenities: garden ? ['terrace'] : [],
    });
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  // A second node on the same database.
  secondNode = await createCustomTestApp({ database: ctx.database });
  const owner = await createUser(ctx.database);
  await insertListings(ctx.database, communeFlats(owner.id));
});
afterAll(async () => {
  await secondNode.close();
  await ctx.close();
});

const cell = async (transaction: 'sale' | 'rent', group: 'apartment' | 'house', region: string) => {
  const rows = await ctx.database.db
    .select()
    .from(estimateAdjustments)
    .where(eq(estimateAdjustments.transaction, transaction));
  return rows.find((r) => r.comparableGroup === group && r.region === region)!;
};

describe('the adjustments sweep', () => {
  it('starts with no adjustment, then fits each region’s cells from its listings', async () => {
    expect((await cell('rent', 'apartment', 'brussels')).coefficients).toBeNull();
    expect(await ctx.app.estimateAdjustments.run(NOW)).toBe(CELLS);
    const brussels = await cell('rent', 'apartment', 'brussels');
    expect(brussels.sampleSize).toBe(180);
    expect(brussels.fittedAt).toEqual(NOW);
    expect(brussels.claimedAt).toBeNull();
    expect(brussels.coefficients!.garden).toBeCloseTo(Math.log(1.08), 2);
    // Too few listings: fitted, without coefficients.
    const houses = await cell('sale', 'house', 'wallonia');
    expect(houses).toMatchObject({ coefficients: null, sampleSize: 0, fittedAt: NOW });
    // Nothing is due again until 20 hours later.
    expect(await ctx.app.estimateAdjustments.run(new Date(NOW.getTime() + 3_600_000))).toBe(0);
  });

  it('is shared by two nodes sweeping at once: each cell fitted once', async () => {
    const later = new Date(NOW.getTime() + 21 * 3_600_000);
    const [a, b] = await Promise.all([
      ctx.app.estimateAdjustments.run(later),
      secondNode.app.estimateAdjustments.run(later),
    ]);
    expect(a + b).toBe(CELLS);
    const rows = await ctx.database.db.select().from(estimateAdjustments);
    expect(rows.every((r) => r.fittedAt?.getTime() === later.getTime() && r.claimedAt === null)).toBe(true);
  });

  it('moves the estimate’s comparables by the fitted sizes', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/estimates',
      payload: { ...FLAT_AT_POINT, latitude: 50.8467 + 0.03, transaction: 'rent', livingArea: 70, garden: true },
      remoteAddress: '10.35.0.1',
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.estimate).not.toBeNull();
    expect(data.adjustmentsDate).not.toBeNull();
    const without = data.comparables.find((c: { differences: { factor: string }[] }) =>
      c.differences.some((d) => d.factor === 'garden'),
    );
    expect(without.differences).toContainEqual({
      factor: 'garden',
      from: false,
      to: true,
      effectPct: expect.closeTo(8, 0),
    });
  });
});
