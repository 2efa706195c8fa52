import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, formatCents, parseEuros } from './money.ts';

describe('money in the forms', () => {
  it('shows cents as euros the way each language writes them', () => {
    expect(formatCents(25_000_000, 'en')).toBe('250,000');
    expect(formatCents(25_000_050, 'en')).toBe('250,000.50');
    expect(formatCents(25_000_050, 'nl')).toBe('250.000,50');
    expect(formatCents(123_456, 'el')).toBe('1.234,56');
    expect(formatCents(95_000, 'nl')).toBe('950');
  });

  it('reads typed euros back to cents in each language', () => {
    expect(parseEuros('250,000', 'en')).toBe(25_000_000);
    expect(parseEuros('250000.5', 'en')).toBe(25_000_050);
    expect(parseEuros('€ 1,234.56', 'en')).toBe(123_456);
    expect(parseEuros('250.000', 'nl')).toBe(25_000_000);
    expect(parseEuros('1.234,56', 'nl')).toBe(123_456);
    expect(parseEuros('1234,5', 'el')).toBe(123_450);
    expect(parseEuros('200000', 'el')).toBe(20_000_000);
  });

  it('reads a lone point before one or two digits in Dutch as the decimals people meant', () => {
    expect(parseEuros('1234.50', 'nl')).toBe(123_450);
    expect(parseEuros('1.234', 'nl')).toBe(123_400);
  });

  it('answers null for blank and NaN for what is not an amount', () => {
    expect(parseEuros('  ', 'en')).toBeNull();
    expect(parseEuros('cheap', 'en')).toBeNaN();
    expect(parseEuros('12.345', 'en')).toBeNaN();
    expect(parseEuros('-5', 'nl')).toBeNaN();
  });

  it('converts at the API edge: euros there, cents in the form', () => {
    expect(centsToEuros(20_000_050)).toBe(200_000.5);
    expect(centsToEuros(null)).toBeNaN();
    expect(eurosToCents(1150.1)).toBe(115_010);
    expect(eurosToCents(null)).toBeNull();
  });
});
