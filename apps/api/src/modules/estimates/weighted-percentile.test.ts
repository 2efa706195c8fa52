import { describe, expect, it } from 'vitest';
import { effectiveCount, predictivePercentile, weightedPercentile } from './weighted-percentile.ts';

describe('weighted percentiles', () => {
  it('are the usual median with equal weights', () => {
    expect(weightedPercentile([3, 1, 2], [1, 1, 1], 0.5)).toBe(2);
    expect(weightedPercentile([4, 1, 3, 2], [1, 1, 1, 1], 0.5)).toBe(2.5);
  });

  it('move towards the heavier values', () => {
    // Centres of the weights: 10 at 0.125, 20 at 0.375, 30 at 0.75.
    expect(weightedPercentile([10, 20, 30], [1, 1, 2], 0.5)).toBeCloseTo(20 + 10 / 3);
    expect(weightedPercentile([10, 20, 30], [1, 1, 2], 0.25)).toBeCloseTo(15);
  });

  it('give the 10th and 90th percentile of eight equal ones by interpolation', () => {
    const values = [3000, 3100, 3200, 3300, 3400, 3500, 3600, 3700];
    const ones = values.map(() => 1);
    expect(weightedPercentile(values, ones, 0.1)).toBeCloseTo(3030);
    expect(weightedPercentile(values, ones, 0.9)).toBeCloseTo(3670);
  });

  it('stop at the ends, ignore zero weights, and are null for nothing', () => {
    expect(weightedPercentile([10, 20, 30], [1, 1, 1], 0.01)).toBe(10);
    expect(weightedPercentile([10, 20, 30], [1, 1, 1], 0.99)).toBe(30);
    expect(weightedPercentile([10, 20, 1000], [1, 1, 0], 0.99)).toBe(20);
    expect(weightedPercentile([], [], 0.5)).toBeNull();
  });

  it('count equal weights as so many values, unequal ones as fewer', () => {
    expect(effectiveCount([1, 1, 1, 1])).toBe(4);
    // (1 + 1 + 2)² / (1 + 1 + 4) = 16 / 6.
    expect(effectiveCount([1, 1, 2])).toBeCloseTo(8 / 3);
    expect(effectiveCount([])).toBe(0);
  });
});

describe('predictive percentiles', () => {
  const TEN = [3000, 3100, 3200, 3300, 3400, 3500, 3600, 3700, 3800, 3900];

  it('place ten equal values at i / 11: the 10th at the 1.1th value, the 90th at the 9.9th', () => {
    const ones = TEN.map(() => 1);
    expect(predictivePercentile(TEN, ones, 0.1)).toBeCloseTo(3010);
    expect(predictivePercentile(TEN, ones, 0.9)).toBeCloseTo(3890);
    expect(predictivePercentile(TEN, ones, 0.5)).toBeCloseTo(3450);
    // The comparables' own spread is narrower: 3050 to 3850.
    expect(weightedPercentile(TEN, ones, 0.1)).toBeCloseTo(3050);
  });

  it('read weighted values with the effective count', () => {
    // Weights 1,1,1,1,2,2,1,1,1,1: total 12, effective count 144 / 16 = 9, so the 10th is read at
    // 0.5 − 0.4 × 10/9 = 0.0556 of the weight: between 3000 (middle 0.5/12) and 3100 (1.5/12), a
    // sixth of the way; the 90th symmetrically, 5/6 of the way from 3800 (10.5/12) to 3900 (11.5/12).
    const weights = [1, 1, 1, 1, 2, 2, 1, 1, 1, 1];
    expect(predictivePercentile(TEN, weights, 0.1)).toBeCloseTo(3000 + 100 / 6);
    expect(predictivePercentile(TEN, weights, 0.9)).toBeCloseTo(3800 + 500 / 6);
  });

  it('stop at the smallest and largest of fewer than nine equal values', () => {
    // Eight values: the 10th is at position 0.1 × 9 = 0.9, before the first.
    const eight = TEN.slice(0, 8);
    const ones = eight.map(() => 1);
    expect(predictivePercentile(eight, ones, 0.1)).toBe(3000);
    expect(predictivePercentile(eight, ones, 0.9)).toBe(3700);
    expect(predictivePercentile([], [], 0.1)).toBeNull();
  });
});
