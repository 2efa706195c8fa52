import { describe, expect, it } from 'vitest';
import { ZERO_COEFFICIENTS } from './estimate-adjustments.ts';
import { estimateFrom, roundedPrice } from './estimate-method.ts';
import { SUBJECT, candidate } from './estimate-test-listings.ts';

const NOW = new Date('2026-11-29T00:00:00Z');

/** Eight equal comparables 500 m away at €3,000 … €3,700 per m²: equal weights. */
const EIGHT = [3000, 3100, 3200, 3300, 3400, 3500, 3600, 3700].map((perM2) =>
  candidate({ northM: 500, price: perM2 * 80 }),
);

describe('the estimate', () => {
  it('is the weighted median price per m² times the living area, the range its predictive 10th–90th percentiles', () => {
    const result = estimateFrom(SUBJECT, EIGHT, ZERO_COEFFICIENTS, NOW);
    // Median of eight equal weights: (3300 + 3400) / 2 = 3350 → × 80 m². The range: positions
    // i / 9, so the 10th (0.9th value) and the 90th (8.1th) stop at 3000 and 3700 → × 80 m².
    expect(result).toMatchObject({
      estimate: 268_000,
      pricePerM2: 3350,
      range: { low: 240_000, high: 296_000 },
      confidence: 'low',
      reason: null,
      radiusM: 1_000,
    });
    expect(result.comparables).toHaveLength(8);
    expect(result.comparables.reduce((sum, c) => sum + c.weight, 0)).toBeCloseTo(1, 3);
    expect(result.comparables[0]).toMatchObject({
      path: `/single-v1/${EIGHT[0]!.id}`,
      distanceM: 500,
      status: 'onMarket',
    });
  });

  it('leans towards the closer comparables', () => {
    const near = candidate({ northM: 0, price: 3700 * 80 });
    const result = estimateFrom(SUBJECT, [...EIGHT.slice(0, 7), near], ZERO_COEFFICIENTS, NOW);
    expect(result.estimate).toBeGreaterThan(268_000);
    expect(result.comparables[0]!.id).toBe(near.id);
  });

  it('applies the adjustments before the median', () => {
    const withGarden = EIGHT.map((c) => ({ ...c, garden: true }));
    const result = estimateFrom(SUBJECT, withGarden, { ...ZERO_COEFFICIENTS, garden: Math.log(1.1) }, NOW);
    // Each comparable has a garden the property lacks: 10 % less per m².
    expect(result.pricePerM2).toBeCloseTo(3350 / 1.1, 1);
    expect(result.comparables[0]!.differences).toEqual([{ factor: 'garden', from: true, to: false, effectPct: -9.1 }]);
  });

  it('gives no figure with fewer than 8, and says why', () => {
    const result = estimateFrom(SUBJECT, EIGHT.slice(0, 7), ZERO_COEFFICIENTS, NOW);
    expect(result).toMatchObject({ estimate: null, range: null, confidence: null, reason: 'tooFewComparables' });
    expect(result.radiusM).toBe(25_000);
    expect(result.comparables).toHaveLength(7);
  });

  it('hides the link and title of an agreed listing, no longer public', () => {
    const agreed = candidate({ northM: 100, status: 'processing' });
    const result = estimateFrom(SUBJECT, [...EIGHT, agreed], ZERO_COEFFICIENTS, NOW);
    expect(result.comparables.find((c) => c.id === agreed.id)).toMatchObject({
      path: null,
      title: null,
      status: 'agreed',
    });
  });

  it('rounds a sale to €1,000 and a month’s rent to €5', () => {
    expect(roundedPrice(268_499, 'sale')).toBe(268_000);
    expect(roundedPrice(1_237.4, 'rent')).toBe(1_235);
  });
});
