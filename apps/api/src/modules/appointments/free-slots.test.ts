import { describe, expect, it } from 'vitest';
import { freeSlots, notBooked, notBusy, notPast, offeredSlots } from './free-slots.ts';

const iso = (slots: { start: Date }[]) => slots.map((s) => s.start.toISOString());

describe('offered slots (Belgian local time)', () => {
  it('reads weekday hours as Brussels time in winter and in summer', () => {
    // Monday 7 December 2026 (UTC+1) and Monday 6 July 2026 (UTC+2).
    expect(iso(offeredSlots({ monday: ['09:00', '14:00'] }, new Date('2026-12-07T05:00:00Z'), 1))).toEqual([
      '2026-12-07T08:00:00.000Z',
      '2026-12-07T13:00:00.000Z',
    ]);
    expect(iso(offeredSlots({ monday: ['09:00'] }, new Date('2026-07-06T05:00:00Z'), 1))).toEqual([
      '2026-07-06T07:00:00.000Z',
    ]);
  });

  it('starts from the Belgian calendar day: 23:30 UTC on Sunday is already Monday in Brussels', () => {
    const slots = offeredSlots({ sunday: ['10:00'], monday: ['10:00'] }, new Date('2026-12-06T23:30:00Z'), 1);
    expect(iso(slots)).toEqual(['2026-12-07T09:00:00.000Z']);
  });

  it('leaves out the hour the clocks skip and gives the first of the hour they repeat', () => {
    // Summer time starts on Sunday 29 March 2026 at 02:00; it ends on Sunday 25 October 2026 at 03:00.
    expect(iso(offeredSlots({ sunday: ['02:00', '03:00'] }, new Date('2026-03-29T00:00:00Z'), 1))).toEqual([
      '2026-03-29T01:00:00.000Z',
    ]);
    expect(iso(offeredSlots({ sunday: ['02:00'] }, new Date('2026-10-24T23:00:00Z'), 1))).toEqual([
      '2026-10-25T00:00:00.000Z',
    ]);
  });

  it('walks the days of the horizon in time order, one slot of an hour each', () => {
    const slots = offeredSlots({ tuesday: ['16:00', '10:00', '10:00'] }, new Date('2026-12-07T05:00:00Z'), 14);
    expect(iso(slots)).toEqual([
      '2026-12-08T09:00:00.000Z',
      '2026-12-08T15:00:00.000Z',
      '2026-12-15T09:00:00.000Z',
      '2026-12-15T15:00:00.000Z',
    ]);
    expect(slots[0]!.end.getTime() - slots[0]!.start.getTime()).toBe(3_600_000);
  });
});

describe('free slots', () => {
  it('drops started and booked slots, and whatever a further filter refuses', () => {
    const now = new Date('2026-12-07T08:30:00Z');
    const hours = { monday: ['09:00', '10:00', '11:00', '12:00'] };
    const lunch = (s: { start: Date }) => s.start.toISOString() !== '2026-12-07T11:00:00.000Z';
    const free = freeSlots(hours, {
      from: now,
      days: 1,
      filters: [notPast(now), notBooked([new Date('2026-12-07T09:00:00Z')]), lunch],
    });
    expect(iso(free)).toEqual(['2026-12-07T10:00:00.000Z']);
  });
});

describe('calendar busy times', () => {
  it('drop the slots a busy range overlaps, even by a minute; a range that only touches a slot leaves it', () => {
    const hours = { monday: ['09:00', '10:00', '11:00', '12:00'] };
    const busy = [
      // 10:59–11:01 Brussels: overlaps 10:00 and 11:00.
      { start: new Date('2026-12-07T09:59:00Z'), end: new Date('2026-12-07T10:01:00Z') },
      // Until 09:00 Brussels exactly, from 13:00 exactly: touch 09:00 and 12:00 only.
      { start: new Date('2026-12-07T06:00:00Z'), end: new Date('2026-12-07T08:00:00Z') },
      { start: new Date('2026-12-07T12:00:00Z'), end: new Date('2026-12-07T15:00:00Z') },
    ];
    const free = freeSlots(hours, { from: new Date('2026-12-07T05:00:00Z'), days: 1, filters: [notBusy(busy)] });
    expect(iso(free)).toEqual(['2026-12-07T08:00:00.000Z', '2026-12-07T11:00:00.000Z']);
  });
});
