import { describe, expect, it } from 'vitest';
import {
  ZERO_COEFFICIENTS,
  adjustComparable,
  localityOf,
  yearBand,
  type Coefficients,
} from './estimate-adjustments.ts';

const COEF: Coefficients = {
  epc: { B: 0.06, C: 0, D: -0.04 },
  // Before 1920, the 1920s … the 2010s, 2020 on; the 1970s are the reference.
  yearBands: [0.1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.08, 0.1],
  garden: 0.05,
  parking: 0.04,
  category: { apartments: 0, loft: 0.1 },
  locality: { '1000': 0.05, '1050': 0.15 },
};
const SUBJECT = {
  category: 'apartments',
  epcLabel: 'B',
  yearBuilt: 2012,
  garden: true,
  parking: false,
  locality: '1050',
} as const;
const COMPARABLE = {
  category: 'loft',
  epcLabel: 'D',
  yearBuilt: 1980,
  garden: false,
  parking: true,
  locality: '1000',
  pricePerM2: 3000,
} as const;

describe('adjustments', () => {
  it('place years in decades, and listings in their postal areas', () => {
    expect([yearBand(1900), yearBand(1920), yearBand(1979), yearBand(2019), yearBand(2024), yearBand(null)]).toEqual([
      0,
      1,
      6,
      10,
      11,
      null,
    ]);
    expect([localityOf('1050', 'Ixelles'), localityOf(null, 'Ixelles'), localityOf(null, null)]).toEqual([
      '1050',
      'ixelles',
      null,
    ]);
  });

  it('move the comparable to the property’s facts, each difference by its coefficient', () => {
    const { differences, adjustedPricePerM2 } = adjustComparable(SUBJECT, COMPARABLE, COEF);
    // −0.1 (a loft costs more) + 0.1 (B over D) + 0.08 (2010s over 1980s) + 0.05 (garden) − 0.04 (no parking) + 0.1 (1050 over 1000)
    expect(adjustedPricePerM2).toBeCloseTo(3000 * Math.exp(0.19));
    expect(differences).toEqual([
      { factor: 'category', from: 'loft', to: 'apartments', effectPct: -9.5 },
      { factor: 'epc', from: 'D', to: 'B', effectPct: 10.5 },
      { factor: 'yearBuilt', from: 1980, to: 2012, effectPct: 8.3 },
      { factor: 'garden', from: false, to: true, effectPct: 5.1 },
      { factor: 'parking', from: true, to: false, effectPct: -3.9 },
      { factor: 'locality', from: '1000', to: '1050', effectPct: 10.5 },
    ]);
  });

  it('list the differences without moving the price until the sweep has sized them', () => {
    const { differences, adjustedPricePerM2 } = adjustComparable(SUBJECT, COMPARABLE, ZERO_COEFFICIENTS);
    expect(adjustedPricePerM2).toBe(3000);
    expect(differences.map((d) => [d.factor, d.effectPct])).toEqual([
      ['category', 0],
      ['epc', 0],
      ['yearBuilt', 0],
      ['garden', 0],
      ['parking', 0],
    ]);
    // A postal area without a fitted level is no difference.
  });

  it('skip facts unknown on either side, years in the same decade and areas without a level', () => {
    const { differences, adjustedPricePerM2 } = adjustComparable(
      { ...SUBJECT, epcLabel: undefined, yearBuilt: 1985, parking: true, locality: '9000' },
      { ...COMPARABLE, category: 'apartments', garden: true },
      COEF,
    );
    expect(differences).toEqual([]);
    expect(adjustedPricePerM2).toBe(3000);
  });
});
