import { describe, expect, it } from 'vitest';
import { countdownTarget, phaseAt, splitDuration } from './time-left.ts';

const times = { startsAt: '2026-11-22T10:00:00.000Z', endsAt: '2026-11-24T12:30:00.000Z' };
const at = (iso: string) => Date.parse(iso);

describe('auction countdown', () => {
  it('is scheduled before the start, open until the end (excluded), ended after', () => {
    expect(phaseAt(times, at('2026-11-22T09:59:59.999Z'))).toBe('scheduled');
    expect(phaseAt(times, at(times.startsAt))).toBe('open');
    expect(phaseAt(times, at('2026-11-24T12:29:59.999Z'))).toBe('open');
    expect(phaseAt(times, at(times.endsAt))).toBe('ended');
  });

  it('counts to the start, then to the end, then to nothing', () => {
    expect(countdownTarget(times, at('2026-11-21T00:00:00.000Z'))).toBe(at(times.startsAt));
    expect(countdownTarget(times, at('2026-11-23T00:00:00.000Z'))).toBe(at(times.endsAt));
    expect(countdownTarget(times, at('2026-11-25T00:00:00.000Z'))).toBeNull();
  });

  it('splits a duration into days, hours, minutes and whole seconds, never below zero', () => {
    expect(splitDuration(at(times.endsAt) - at('2026-11-22T10:00:00.400Z'))).toEqual({
      days: 2,
      hours: 2,
      minutes: 29,
      seconds: 59,
    });
    expect(splitDuration(-5_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
