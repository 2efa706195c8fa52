import { describe, expect, it } from 'vitest';
import { confidenceOf } from './estimate-confidence.ts';

describe('confidence', () => {
  it('is high with many close comparables that agree', () => {
    expect(confidenceOf({ count: 15, spread: 0.4, radiusM: 5_000 })).toBe('high');
  });

  it('is medium with fewer, a wider spread or a wider search', () => {
    expect(confidenceOf({ count: 14, spread: 0.2, radiusM: 1_000 })).toBe('medium');
    expect(confidenceOf({ count: 30, spread: 0.41, radiusM: 1_000 })).toBe('medium');
    expect(confidenceOf({ count: 30, spread: 0.2, radiusM: 10_000 })).toBe('medium');
  });

  it('is low with 8 or 9, a spread above 70 % or beyond 10 km', () => {
    expect(confidenceOf({ count: 9, spread: 0.1, radiusM: 1_000 })).toBe('low');
    expect(confidenceOf({ count: 30, spread: 0.71, radiusM: 1_000 })).toBe('low');
    expect(confidenceOf({ count: 30, spread: 0.1, radiusM: 25_000 })).toBe('low');
  });
});
