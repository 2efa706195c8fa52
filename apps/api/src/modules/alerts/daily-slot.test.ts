import { describe, expect, it } from 'vitest';
import { lastDailySlot } from './daily-slot.ts';

describe('lastDailySlot', () => {
  it.each([
    // Winter (UTC+1): 08:00 in Brussels is 07:00 UTC.
    ['2026-01-15T07:30:00Z', '2026-01-15T07:00:00.000Z'],
    ['2026-01-15T06:59:00Z', '2026-01-14T07:00:00.000Z'],
    // Summer (UTC+2): 06:00 UTC.
    ['2026-07-01T06:00:00Z', '2026-07-01T06:00:00.000Z'],
    ['2026-07-01T05:00:00Z', '2026-06-30T06:00:00.000Z'],
    // The morning after the clocks go forward (29 March 2026) and back (25 October 2026).
    ['2026-03-29T09:00:00Z', '2026-03-29T06:00:00.000Z'],
    ['2026-10-25T09:00:00Z', '2026-10-25T07:00:00.000Z'],
  ])('at %s the last 08:00 in Brussels was %s', (now, slot) => {
    expect(lastDailySlot(new Date(now), 8).toISOString()).toBe(slot);
  });

  it('takes the day before when the hour is skipped by the clocks (02:00 on 29 March 2026)', () => {
    expect(lastDailySlot(new Date('2026-03-29T12:00:00Z'), 2).toISOString()).toBe('2026-03-28T01:00:00.000Z');
  });
});
