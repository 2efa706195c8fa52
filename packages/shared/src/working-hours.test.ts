import { describe, expect, it } from 'vitest';
import { openIntervals, WORKING_HOURS_MESSAGES, ZWorkingHoursRequest } from './working-hours.ts';

const firstMessage = (days: unknown) => ZWorkingHoursRequest.safeParse({ days }).error?.issues[0]?.message ?? null;

describe('the working-hours rules', () => {
  it('accepts touching slots and a closed day whatever its slots', () => {
    expect(
      firstMessage([
        {
          day: 'monday',
          status: 'open',
          slots: [
            { start: '09:00', end: '12:00', type: 'work' },
            { start: '12:00', end: '13:00', type: 'break' },
          ],
        },
        { day: 'tuesday', status: 'closed', slots: [{ start: '', end: '', type: 'work' }] },
      ]),
    ).toBeNull();
  });

  it.each([
    [{ start: '09:00', end: '' }, WORKING_HOURS_MESSAGES.incompleteSlot],
    [{ start: ' ', end: '10:00' }, WORKING_HOURS_MESSAGES.incompleteSlot],
    [{ start: '9:00', end: '10:00' }, WORKING_HOURS_MESSAGES.time],
    [{ start: '10:00', end: '09:59' }, WORKING_HOURS_MESSAGES.endAfterStart],
    [{ start: '08:00', end: '09:01' }, WORKING_HOURS_MESSAGES.overlap],
  ])('refuses %o: %s', (slot, message) => {
    expect(
      firstMessage([
        {
          day: 'monday',
          status: 'open',
          slots: [
            { start: '09:00', end: '12:00', type: 'work' },
            { ...slot, type: 'break' },
          ],
        },
      ]),
    ).toBe(message);
  });
});

describe('openIntervals', () => {
  const day = (slots: [string, string, 'work' | 'break'][], status: 'open' | 'closed' = 'open') => ({
    day: 'monday' as const,
    status,
    slots: slots.map(([start, end, type]) => ({ start, end, type })),
  });

  it('joins adjacent work slots and cuts breaks out of them', () => {
    expect(
      openIntervals(
        day([
          ['09:00', '12:00', 'work'],
          ['12:00', '18:00', 'work'],
          ['12:30', '13:30', 'break'],
        ]),
      ),
    ).toEqual([
      { start: 540, end: 750 },
      { start: 810, end: 1080 },
    ]);
  });

  it('is nothing for a closed or missing day, and the whole day for an open day without slots', () => {
    expect(openIntervals(day([['09:00', '12:00', 'work']], 'closed'))).toEqual([]);
    expect(openIntervals(undefined)).toEqual([]);
    expect(openIntervals(day([]))).toEqual([{ start: 0, end: 1440 }]);
  });
});
