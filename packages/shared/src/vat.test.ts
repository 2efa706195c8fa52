import { describe, expect, it } from 'vitest';
import { compactVat, formatVat, vatProblem, VAT_MESSAGES } from './vat.ts';
import { ZVatNumber } from './profiles.ts';

describe('Belgian VAT numbers', () => {
  it.each([
    ['BE0123456749', 'BE0123456749'],
    ['BE 0123.456.749', 'BE0123456749'],
    ['be0456-789-133', 'BE0456789133'],
    ['0123 456 749', 'BE0123456749'],
    ['BE1000000021', 'BE1000000021'],
  ])('accepts %s, kept as %s', (typed, stored) => {
    expect(vatProblem(typed)).toBeNull();
    expect(ZVatNumber.parse(typed)).toBe(stored);
  });

  it.each([
    ['BE0123456748', VAT_MESSAGES.check],
    ['BE1000000022', VAT_MESSAGES.check],
    ['BE2123456749', VAT_MESSAGES.format],
    ['BE012345674', VAT_MESSAGES.format],
    ['BE01234567490', VAT_MESSAGES.format],
    ['NL0123456749', VAT_MESSAGES.format],
    ['BE0123A56749', VAT_MESSAGES.format],
    ['', VAT_MESSAGES.format],
  ])('refuses %s: %s', (typed, message) => {
    expect(vatProblem(typed)).toBe(message);
    expect(ZVatNumber.safeParse(typed).error?.issues[0]?.message).toBe(message);
  });

  it('formats the compact form for reading', () => {
    expect(formatVat(compactVat('be 0123 456 749'))).toBe('BE0123.456.749');
  });
});
