import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatEuro,
  formatEuroExact,
  formatFullDateTime,
  formatLongDate,
  formatMonthYear,
  formatNumber,
  formatShortEuro,
  numberLocale,
} from './format.ts';

describe('formatters kept per language', () => {
  it('formats each language in its own way, whichever came first', () => {
    expect(formatEuro(1250000, 'nl')).toBe(
      new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(1250000),
    );
    expect(formatEuro(1250000, 'en')).not.toBe(formatEuro(1250000, 'nl'));
    expect(formatEuro(1250000, 'en')).toContain('1,250,000');
    expect(formatDate('2026-11-12T10:00:00Z', 'en')).toBe('12 Nov 2026');
    expect(formatDate('2026-11-12T10:00:00Z', 'nl')).toMatch(/^12 nov\.? 2026$/);
    expect(formatLongDate('2026-10-28T10:00:00Z', 'nl')).toBe('28 oktober 2026');
    expect(formatLongDate('2026-10-28T10:00:00Z', 'en')).toBe('28 October 2026');
  });

  it('groups counts as each language writes them', () => {
    expect(formatNumber(23424, 'en')).toBe('23,424');
    expect(formatNumber(23424, 'nl')).toBe('23.424');
    expect(formatNumber(23424, 'en')).toBe('23,424');
  });

  it('writes whole numbers and whole euros as Intl does, without asking it', () => {
    const values = [0, 7, 999, 1000, 1234, 12_345, 99_999, 350_000, 1_234_567, 987_654_321, Number.MAX_SAFE_INTEGER];
    for (const language of ['en', 'nl', 'el', 'fr']) {
      const locale = { en: 'en-GB', nl: 'nl-BE', el: 'el-GR', fr: 'fr-BE' }[language];
      const euro = new Intl.NumberFormat(`${language}-BE`, {
        style: 'currency',
        currency: 'EUR',
        maximumFractionDigits: 0,
        minimumFractionDigits: 0,
      });
      for (const value of values) {
        expect(formatNumber(value, language), `${value} in ${language}`).toBe(
          new Intl.NumberFormat(locale).format(value),
        );
        expect(formatEuro(value, language), `€${value} in ${language}`).toBe(euro.format(value));
      }
      // Rounded as Intl rounds a price; fractions and negative counts still go through Intl.
      expect(formatEuro(1234.5, language)).toBe(euro.format(1234.5));
      expect(formatNumber(-1234, language)).toBe(new Intl.NumberFormat(locale).format(-1234));
      expect(formatNumber(1234.56, language)).toBe(new Intl.NumberFormat(locale).format(1234.56));
    }
    // Figures with decimals, up to Intl's three, and those it rounds.
    for (const language of ['en', 'nl', 'el', 'fr']) {
      const intl = new Intl.NumberFormat(numberLocale(language));
      for (const value of [0.5, 2.25, 12.125, 1234.5, 98765.432, 1.0005, 2.3456, -3.5, 1e21 + 0.5]) {
        expect(formatNumber(value, language), `${value} in ${language}`).toBe(intl.format(value));
      }
    }
    // A language without a locale of its own is written as English.
    expect(formatNumber(23424, 'de')).toBe('23,424');
    expect(formatNumber(2.5, 'de')).toBe('2.5');
  });

  it('writes short and long dates as Intl does for each Belgian locale, without asking it', () => {
    for (const [format, month] of [
      [formatDate, 'short'],
      [formatLongDate, 'long'],
    ] as const) {
      for (const language of ['en', 'nl', 'el', 'fr']) {
        const intl = new Intl.DateTimeFormat(`${language}-BE`, { day: 'numeric', month, year: 'numeric' });
        for (let m = 0; m < 12; m++) {
          for (const day of [1, 9, 28]) {
            const date = new Date(2026, m, day, 12);
            expect(format(date.toISOString(), language), `${date.toISOString()} in ${language}`).toBe(
              intl.format(date),
            );
          }
        }
      }
    }
    expect(formatLongDate('2026-11-12T10:00:00Z', 'de')).toBe('12. November 2026');
    expect(formatDate('2026-11-12T10:00:00Z', 'de')).toBe(
      new Intl.DateTimeFormat('de-BE', { day: 'numeric', month: 'short', year: 'numeric' }).format(
        new Date('2026-11-12T10:00:00Z'),
      ),
    );
  });

  it('writes euros to the cent as Intl does, whole euros without decimals, without asking it', () => {
    for (const language of ['en', 'nl', 'el', 'fr']) {
      const intl = (digits: number) =>
        new Intl.NumberFormat(`${language}-BE`, {
          style: 'currency',
          currency: 'EUR',
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
      for (const amount of [0.5, 9.99, 23.2, 278.4, 1234.05, 119.2, 2_500_000.1]) {
        expect(formatEuroExact(amount, language), `${amount} in ${language}`).toBe(intl(2).format(amount));
      }
      for (const amount of [0, 29, 1234, 149_000]) {
        expect(formatEuroExact(amount, language), `${amount} in ${language}`).toBe(intl(0).format(amount));
      }
    }
    expect(formatEuroExact(278.4, 'de')).toBe('278,40\u00a0€');
  });

  it('writes a month of a chart as Intl does, in UTC, without asking it', () => {
    for (const language of ['en', 'nl', 'el', 'fr', 'de']) {
      const intl = new Intl.DateTimeFormat(`${language}-BE`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
      for (let month = 0; month < 12; month++) {
        const time = Date.UTC(2026, month, 1);
        expect(formatMonthYear(time, language)).toBe(intl.format(new Date(time)));
      }
    }
  });

  it("writes a map pin's price short from 10 000 on, whole euros below", () => {
    expect(formatShortEuro(1510, 'en')).toBe('€1,510');
    expect(formatShortEuro(300_000, 'en')).toBe('€300K');
    expect(formatShortEuro(1_250_000, 'en')).toBe('€1.3M');
    expect(formatShortEuro(1510, 'nl')).toMatch(/^€\s?1\.510$/);
    expect(formatShortEuro(1510, 'en')).toBe('€1,510');
  });

  it("writes an auction's moment in full in Belgian time, whatever the browser's zone", () => {
    expect(formatFullDateTime('2026-11-30T14:04:00Z', 'en', 'Europe/Brussels')).toBe(
      'Monday, 30 November 2026 at 15:04',
    );
    expect(formatFullDateTime('2026-07-01T22:30:00Z', 'nl', 'Europe/Brussels')).toBe('donderdag 2 juli 2026 om 00:30');
    expect(formatFullDateTime('not a date', 'fr', 'Europe/Brussels')).toBe('');
  });

  it('answers an empty text for a date it cannot read', () => {
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatLongDate('', 'en')).toBe('');
  });
});
