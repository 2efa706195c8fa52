import { describe, expect, it } from 'vitest';
import { yearlyPrice } from '@immora/shared/plans';
import { audienceFor, perMonth } from './plan-rules.ts';

describe('pricing rules', () => {
  it('shows a professional their own plans and lets guests and seekers choose', () => {
    expect(audienceFor('agency', 'pseller')).toEqual({ audience: 'agency', locked: true });
    expect(audienceFor('pseller', null)).toEqual({ audience: 'pseller', locked: true });
    expect(audienceFor(null, 'agency')).toEqual({ audience: 'agency', locked: false });
    expect(audienceFor('buyer', null)).toEqual({ audience: 'individual', locked: false });
    expect(audienceFor(null, 'nonsense')).toEqual({ audience: 'individual', locked: false });
  });

  it('gives the per-month equivalent of the yearly price (monthly x 12 x 0.8)', () => {
    expect(yearlyPrice(29)).toBe(278.4);
    expect(perMonth(yearlyPrice(29))).toBe(23.2);
    expect(perMonth(yearlyPrice(149))).toBe(119.2);
  });
});
