import { describe, expect, it } from 'vitest';
import { yearlyPrice, ZPlanQuery } from './plans.ts';

describe('yearlyPrice', () => {
  it('is monthly x 12 x 0.8 (Save 20%)', () => {
    expect(yearlyPrice(100)).toBe(960);
    expect(yearlyPrice(59)).toBe(566.4);
    expect(yearlyPrice(299)).toBe(2870.4);
  });

  it('is rounded to the cent without floating-point noise', () => {
    expect(yearlyPrice(29)).toBe(278.4);
    expect(yearlyPrice(19.99)).toBe(191.9);
    expect(yearlyPrice(0.01)).toBe(0.1);
    expect(yearlyPrice(0)).toBe(0);
  });

  it('never has more than two decimals', () => {
    for (let cents = 0; cents <= 100_000; cents += 7) {
      const yearly = yearlyPrice(cents / 100);
      expect(Math.round(yearly * 100) / 100).toBe(yearly);
    }
  });
});

describe('ZPlanQuery', () => {
  it('accepts the three paying audiences and refuses others', () => {
    expect(ZPlanQuery.parse({ audience: 'agency' })).toEqual({ audience: 'agency' });
    const bad = ZPlanQuery.safeParse({ audience: 'buyer' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Unknown audience: choose individual, agency or pseller');
  });
});
