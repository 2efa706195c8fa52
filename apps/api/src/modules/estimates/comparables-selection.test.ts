import { describe, expect, it } from 'vitest';
import { MAX_COMPARABLES } from '@immora/shared/estimates';
import { chooseRadius, isComparable, selectComparables, selectionSettled } from './comparables-selection.ts';
import { SUBJECT, candidate } from './estimate-test-listings.ts';

describe('which listings are comparable', () => {
  it('takes the same group of types, living area within ±30 % and bedrooms within ±1', () => {
    expect(isComparable(SUBJECT, candidate())).toBe(true);
    expect(isComparable(SUBJECT, candidate({ category: 'loft' }))).toBe(true);
    expect(isComparable(SUBJECT, candidate({ category: 'houses' }))).toBe(false);
    expect(isComparable(SUBJECT, candidate({ category: 'studentRooms' }))).toBe(false);
    expect(isComparable(SUBJECT, candidate({ livingArea: 104 }))).toBe(true);
    expect(isComparable(SUBJECT, candidate({ livingArea: 105 }))).toBe(false);
    expect(isComparable(SUBJECT, candidate({ livingArea: 56 }))).toBe(true);
    expect(isComparable(SUBJECT, candidate({ livingArea: 55 }))).toBe(false);
    expect(isComparable(SUBJECT, candidate({ bedrooms: 3 }))).toBe(true);
    expect(isComparable(SUBJECT, candidate({ bedrooms: 1 }))).toBe(true);
    expect(isComparable(SUBJECT, candidate({ bedrooms: 4 }))).toBe(false);
    expect(isComparable({ ...SUBJECT, category: 'villa' }, candidate({ category: 'bungalow' }))).toBe(true);
  });
});

describe('widening', () => {
  const at = (metres: number, count: number) => Array.from({ length: count }, () => metres);

  it('stays within 1 km when 8 are there', () => {
    expect(chooseRadius([...at(900, 8), ...at(1500, 5)])).toBe(1_000);
  });

  it('widens step by step: 2, 5, 10, then 25 km', () => {
    expect(chooseRadius([...at(900, 7), 1_500])).toBe(2_000);
    expect(chooseRadius([...at(900, 7), 4_000])).toBe(5_000);
    expect(chooseRadius([...at(900, 7), 9_999])).toBe(10_000);
    expect(chooseRadius([...at(900, 7), 25_000])).toBe(25_000);
  });

  it('gives up beyond 25 km or with fewer than 8', () => {
    expect(chooseRadius([...at(900, 7), 25_001])).toBeNull();
    expect(chooseRadius(at(100, 7))).toBeNull();
  });
});

describe('selecting the comparables', () => {
  it('keeps those within the widened radius, nearest first, and leaves out the others', () => {
    const near = Array.from({ length: 6 }, (_, i) => candidate({ northM: 200 + i * 100 }));
    const middle = [candidate({ northM: -1_800 }), candidate({ northM: 1_900 })];
    const far = candidate({ northM: 4_000 });
    const unlike = candidate({ northM: 10, livingArea: 200 });
    const selection = selectComparables(SUBJECT, [far, ...middle, unlike, ...near]);
    expect(selection.enough).toBe(true);
    expect(selection.radiusM).toBe(2_000);
    expect(selection.comparables.map((c) => c.id)).toEqual([...near, middle[0]!, middle[1]!].map((c) => c.id));
    expect(selection.comparables[0]!.distanceM).toBe(200);
    expect(selection.comparables[6]!.distanceM).toBe(1_800);
  });

  it('uses at most the nearest 40', () => {
    const many = Array.from({ length: 60 }, (_, i) => candidate({ northM: 10 * (60 - i) }));
    const selection = selectComparables(SUBJECT, many);
    expect(selection.comparables).toHaveLength(MAX_COMPARABLES);
    expect(selection.comparables.at(-1)!.distanceM).toBe(400);
  });

  it('with too few, returns those found within 25 km and says it is not enough', () => {
    const few = [candidate({ northM: 500 }), candidate({ northM: 20_000 }), candidate({ northM: 30_000 })];
    const selection = selectComparables(SUBJECT, few);
    expect(selection).toMatchObject({ enough: false, radiusM: 25_000 });
    expect(selection.comparables).toHaveLength(2);
  });
});

describe('whether a read that is complete up to a distance decides the selection', () => {
  const ring = (metres: number, count: number) => Array.from({ length: count }, () => candidate({ northM: metres }));

  it('does when the widening stops within the distance', () => {
    // 8 within 1 km, read completely up to 1.2 km: nothing unread can change the 1 km selection.
    expect(selectionSettled(SUBJECT, ring(900, 8), 1_200)).toBe(true);
    // Complete only up to 950 m: 7 within it, the 8th may be unread at 951 m (still 1 km) or not.
    expect(selectionSettled(SUBJECT, [...ring(900, 7), ...ring(1_100, 3)], 950)).toBe(false);
    // 8 within 1.5 km, complete up to 1.6 km: the widening stops at 2 km, beyond what was read.
    expect(selectionSettled(SUBJECT, ring(1_500, 8), 1_600)).toBe(false);
  });

  it('does when the nearest 40 are all within it, or it reaches the widest radius', () => {
    expect(selectionSettled(SUBJECT, ring(1_500, 40), 1_600)).toBe(true);
    expect(selectionSettled(SUBJECT, ring(1_500, 39), 1_600)).toBe(false);
    expect(selectionSettled(SUBJECT, [], 25_000)).toBe(true);
    expect(selectionSettled(SUBJECT, [], 24_999)).toBe(false);
  });

  it('counts only comparable listings', () => {
    expect(
      selectionSettled(
        SUBJECT,
        ring(900, 8).map((c) => ({ ...c, livingArea: 200 })),
        1_200,
      ),
    ).toBe(false);
  });
});
