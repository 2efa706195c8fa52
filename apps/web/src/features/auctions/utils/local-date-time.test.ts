import { describe, expect, it } from 'vitest';
import { toZonedInput, zonedInputToIso } from './local-date-time.ts';

describe('auction times in Belgian time', () => {
  it('reads a typed time as Brussels time, winter (+1) and summer (+2)', () => {
    expect(zonedInputToIso('2026-12-01T10:00')).toBe('2026-12-01T09:00:00.000Z');
    expect(zonedInputToIso('2026-07-01T10:00')).toBe('2026-07-01T08:00:00.000Z');
  });

  it('reads the hour the clocks skip in March as summer time, and the repeated one in October as winter time', () => {
    expect(zonedInputToIso('2026-03-29T02:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedInputToIso('2026-10-25T02:30')).toBe('2026-10-25T01:30:00.000Z');
  });

  it('writes an instant as the Brussels wall clock, and reads it back to the same instant', () => {
    expect(toZonedInput(new Date('2026-07-01T08:00:00Z'))).toBe('2026-07-01T10:00');
    expect(toZonedInput(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01T00:30');
    expect(zonedInputToIso(toZonedInput(new Date('2026-11-29T17:45:00Z')))).toBe('2026-11-29T17:45:00.000Z');
  });

  it('reads a time in another zone when asked, and nothing from an empty or unreadable value', () => {
    expect(zonedInputToIso('2026-07-01T10:00', 'America/New_York')).toBe('2026-07-01T14:00:00.000Z');
    expect(zonedInputToIso('')).toBe('');
    expect(zonedInputToIso('tomorrow')).toBe('');
  });
});
