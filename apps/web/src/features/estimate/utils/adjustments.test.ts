import { describe, expect, it } from 'vitest';
import type { TEstimateComparable } from '@immora/shared/estimates';
import { signedPct, summariseAdjustments } from './adjustments.ts';

const comparable = (differences: TEstimateComparable['differences']) => ({ differences }) as TEstimateComparable;

describe('summariseAdjustments', () => {
  it('counts the comparables that differ in each fact and the span of the moves, most frequent first', () => {
    const summary = summariseAdjustments([
      comparable([
        { factor: 'epc', from: 'D', to: 'B', effectPct: 6 },
        { factor: 'garden', from: false, to: true, effectPct: 4 },
      ]),
      comparable([{ factor: 'epc', from: 'A', to: 'B', effectPct: -2.5 }]),
      comparable([]),
    ]);
    expect(summary).toEqual([
      { factor: 'epc', count: 2, min: -2.5, max: 6 },
      { factor: 'garden', count: 1, min: 4, max: 4 },
    ]);
  });

  it('counts differences that moved nothing too (the data showed no effect)', () => {
    expect(summariseAdjustments([comparable([{ factor: 'parking', from: true, to: false, effectPct: 0 }])])).toEqual([
      { factor: 'parking', count: 1, min: 0, max: 0 },
    ]);
  });
});

describe('signedPct', () => {
  it('writes the sign and one decimal at most, in the language', () => {
    expect(signedPct(4.54, 'en')).toBe('+4.5\u00a0%');
    expect(signedPct(-3, 'fr')).toBe('−3\u00a0%');
    expect(signedPct(-2.5, 'nl')).toBe('−2,5\u00a0%');
  });
});
