import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, ZReportQuery, bucketStart, periodBuckets, periodDays } from './reporting.ts';

describe('report periods and buckets', () => {
  it('counts both ends of a period', () => {
    expect(periodDays('2026-03-30', '2026-03-30')).toBe(1);
    expect(periodDays('2028-01-01', '2028-12-31')).toBe(366);
  });

  it('starts weeks on Monday and months on their first day', () => {
    expect(bucketStart('2026-04-05', 'week')).toBe('2026-03-30'); // a Sunday
    expect(bucketStart('2026-03-30', 'week')).toBe('2026-03-30');
    expect(bucketStart('2026-02-28', 'month')).toBe('2026-02-01');
    expect(bucketStart('2026-02-28', 'day')).toBe('2026-02-28');
  });

  it('lists every bucket of a period, the first one possibly starting before it', () => {
    expect(periodBuckets('2026-04-01', '2026-04-14', 'week')).toEqual(['2026-03-30', '2026-04-06', '2026-04-13']);
    expect(periodBuckets('2025-12-15', '2026-02-01', 'month')).toEqual(['2025-12-01', '2026-01-01', '2026-02-01']);
    expect(periodBuckets('2026-10-24', '2026-10-26', 'day')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
  });

  it('refuses days that are not on the calendar, a reversed period and one over 366 days', () => {
    const issue = (query: object) => ZReportQuery.safeParse(query).error?.issues[0]?.message;
    expect(issue({ from: '2026-02-29', to: '2026-03-01' })).toBe(REPORT_MESSAGES.date);
    expect(issue({ from: '2026-03-02', to: '2026-03-01' })).toBe(REPORT_MESSAGES.order);
    expect(issue({ from: '2026-01-01', to: '2027-01-02' })).toBe(REPORT_MESSAGES.length);
    expect(ZReportQuery.parse({ from: '2026-01-01', to: '2027-01-01' })).toMatchObject({ granularity: 'day' });
  });
});
