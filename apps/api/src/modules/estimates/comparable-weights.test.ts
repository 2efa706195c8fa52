import { describe, expect, it } from 'vitest';
import { comparableWeight, distanceWeight, normalised, recencyWeight, similarityWeight } from './comparable-weights.ts';

const NOW = new Date('2026-11-29T00:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe('comparable weights', () => {
  it('closer weighs more: 1 at the property, ½ at half the radius (500 m at least)', () => {
    expect(distanceWeight(0, 1_000)).toBe(1);
    expect(distanceWeight(1_000, 2_000)).toBeCloseTo(0.5);
    expect(distanceWeight(500, 600)).toBeCloseTo(0.5);
    expect(distanceWeight(2_000, 2_000)).toBeCloseTo(0.2);
  });

  it('more similar weighs more: ½ at 30 % more or less area, ×0.8 for other bedrooms', () => {
    expect(similarityWeight(80, 80, 2, 2)).toBe(1);
    expect(similarityWeight(104, 80, 2, 2)).toBeCloseTo(0.5);
    expect(similarityWeight(80 / 1.3, 80, 2, 2)).toBeCloseTo(0.5);
    expect(similarityWeight(80, 80, 3, 2)).toBeCloseTo(0.8);
  });

  it('more recent weighs more: halves each year; unknown counts as a year old', () => {
    expect(recencyWeight(NOW, NOW)).toBe(1);
    expect(recencyWeight(daysAgo(365), NOW)).toBeCloseTo(0.5);
    expect(recencyWeight(daysAgo(730), NOW)).toBeCloseTo(0.25);
    expect(recencyWeight(null, NOW)).toBeCloseTo(0.5);
    expect(recencyWeight(daysAgo(-10), NOW)).toBe(1);
  });

  it('multiplies the three, and the weights used add up to 1', () => {
    const w = comparableWeight({
      distanceM: 1_000,
      radiusM: 2_000,
      livingArea: 104,
      subjectArea: 80,
      bedrooms: 3,
      subjectBedrooms: 2,
      listedAt: daysAgo(365),
      now: NOW,
    });
    expect(w).toBeCloseTo(0.5 * 0.5 * 0.8 * 0.5);
    expect(normalised([1, 1, 2])).toEqual([0.25, 0.25, 0.5]);
    expect(normalised([0, 0])).toEqual([0.5, 0.5]);
  });
});
