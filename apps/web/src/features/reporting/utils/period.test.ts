import { describe, expect, it } from 'vitest';
import { belgianToday, defaultGranularity, presetRange, readPeriod } from './period.ts';

describe('the report period in the address', () => {
  const today = '2026-11-26';
  const read = (query: string) => readPeriod(new URLSearchParams(query), today);

  it('ends the presets today, 12 months from the first of the month eleven months back', () => {
    expect(presetRange('7d', today)).toEqual({ from: '2026-11-20', to: today });
    expect(presetRange('90d', today)).toEqual({ from: '2026-08-29', to: today });
    expect(presetRange('12m', today)).toEqual({ from: '2025-12-01', to: today });
    expect(presetRange('12m', '2026-01-31')).toEqual({ from: '2025-02-01', to: '2026-01-31' });
  });

  it('reads a preset, a custom period and a chosen grouping; falls back to 30 days', () => {
    expect(read('')).toEqual({ preset: '30d', from: '2026-10-28', to: today, granularity: 'day' });
    expect(read('period=12m')).toMatchObject({ preset: '12m', granularity: 'month' });
    expect(read('period=custom&from=2026-01-01&to=2026-03-31')).toEqual({
      preset: 'custom',
      from: '2026-01-01',
      to: '2026-03-31',
      granularity: 'week',
    });
    expect(read('period=90d&granularity=day')).toMatchObject({ preset: '90d', granularity: 'day' });
    expect(read('period=custom&from=2026-03-31&to=2026-01-01')).toMatchObject({ preset: '30d', from: '2026-10-28' });
    expect(read('period=2y&granularity=year')).toMatchObject({ preset: '30d', granularity: 'day' });
  });

  it('groups by day up to a month, by week up to four months, else by month', () => {
    expect(defaultGranularity('2026-01-01', '2026-01-31')).toBe('day');
    expect(defaultGranularity('2026-01-01', '2026-04-30')).toBe('week');
    expect(defaultGranularity('2026-01-01', '2026-05-31')).toBe('month');
  });

  it("takes today's date in Belgium, not the browser's zone", () => {
    expect(belgianToday(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
  });
});
