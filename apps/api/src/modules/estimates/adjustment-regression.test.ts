import { describe, expect, it } from 'vitest';
import { ESTIMATE_EPC_LABELS } from '@immora/shared/estimates';
import { fitAdjustments, type RegressionRow } from './adjustment-regression.ts';
import { huberRegression } from './robust-regression.ts';

function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('Huber regression', () => {
  it('finds the line through most points, whatever a few wild ones say', () => {
    const x = Array.from({ length: 20 }, (_, i) => [1, i]);
    const y = x.map(([, v]) => 1 + 2 * v!);
    y[19] = 500;
    y[3] = -200;
    const [intercept, slope] = huberRegression(x, y)!;
    expect(slope).toBeCloseTo(2, 1);
    expect(intercept).toBeCloseTo(1, 0);
  });
});

/**
 * Listings priced by a known rule: each postal area its own level, then −4 % per EPC label step
 * (B +4 %, D −4 % against C), +6 % with a garden, +3 % with parking, +8 % for a loft, −10 % before
 * 1920 and +7 % from 2010, with a little noise and a few listings at three times their price.
 */
function pricedListings(count: number): RegressionRow[] {
  const r = rng(7);
  const levels: Record<string, number> = { '1050': Math.log(4200), '1070': Math.log(2600), '1180': Math.log(3800) };
  const localities = Object.keys(levels);
  return Array.from({ length: count }, (_, i) => {
    const locality = localities[i % localities.length]!;
    const step = Math.floor(r() * ESTIMATE_EPC_LABELS.length);
    const year = 1890 + Math.floor(r() * 135);
    const garden = r() < 0.4;
    const parking = r() < 0.3;
    const loft = r() < 0.2;
    const log =
      levels[locality]! -
      0.04 * (step - 4) +
      (garden ? 0.06 : 0) +
      (parking ? 0.03 : 0) +
      (loft ? 0.08 : 0) +
      (year < 1920 ? -0.1 : year >= 2010 ? 0.07 : 0) +
      (r() - 0.5) * 0.02;
    return {
      locality,
      category: loft ? 'loft' : 'apartments',
      pricePerM2: Math.exp(log) * (i % 50 === 0 ? 3 : 1),
      livingArea: 50 + Math.floor(r() * 100),
      epcLabel: r() < 0.1 ? null : ESTIMATE_EPC_LABELS[step]!,
      yearBuilt: year,
      garden,
      parking,
    };
  });
}

describe('the adjustments fitted to the region’s listings', () => {
  it('recover each fact’s effect within postal areas, and each area’s level', () => {
    const fit = fitAdjustments(pricedListings(1_500), ['apartments', 'loft'])!;
    const { coefficients: c } = fit;
    expect(fit.rows).toBe(1_500);
    expect(c.epc.B).toBeCloseTo(0.04, 2);
    expect(c.epc.C).toBe(0);
    expect(c.epc.G).toBeCloseTo(-0.16, 2);
    expect(c.garden).toBeCloseTo(0.06, 2);
    expect(c.parking).toBeCloseTo(0.03, 2);
    expect(c.category.loft).toBeCloseTo(0.08, 2);
    expect(c.category.apartments).toBe(0);
    expect(c.yearBands[0]).toBeCloseTo(-0.1, 2);
    expect(c.yearBands[3]).toBeCloseTo(0, 2);
    expect(c.yearBands[6]).toBe(0);
    expect(c.yearBands[10]).toBeCloseTo(0.07, 2);
    // Levels relative to the median area (1180's 3,800 €/m²).
    expect(c.locality['1180']).toBe(0);
    expect(c.locality['1050']).toBeCloseTo(Math.log(4200 / 3800), 2);
    expect(c.locality['1070']).toBeCloseTo(Math.log(2600 / 3800), 2);
  });

  it('leave a fact no listing varies in at zero, and fit nothing from too few listings', () => {
    const rows = pricedListings(600).map((row) => ({ ...row, parking: false }));
    expect(fitAdjustments(rows, ['apartments', 'loft'])!.coefficients.parking).toBe(0);
    expect(fitAdjustments(pricedListings(99), ['apartments', 'loft'])).toBeNull();
  });

  it('drop postal areas of a single listing (nothing to compare within)', () => {
    const rows = pricedListings(300).map((row, i) => ({ ...row, locality: `Town ${i}` }));
    expect(fitAdjustments(rows, ['apartments', 'loft'])).toBeNull();
  });
});
