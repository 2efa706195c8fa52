import { describe, expect, it } from 'vitest';
import { calendarEvent, foldLine } from './icalendar.ts';

const event = {
  uid: 'appointment-1@immora.test',
  sequence: 2,
  method: 'REQUEST' as const,
  status: 'CONFIRMED' as const,
  start: new Date('2026-12-07T09:00:00Z'),
  end: new Date('2026-12-07T10:00:00Z'),
  stamp: new Date('2026-12-01T12:34:56.789Z'),
  summary: 'Visite : Rue Neuve 1, Bruxelles; 2e étage',
  description: 'Line one\nLine two',
  location: 'Rue Neuve 1, Bruxelles',
  organizer: { name: 'Immora', email: 'no-reply@immora.test' },
  attendees: [{ name: 'Lotte "LP" Peeters', email: 'lotte@example.be' }],
};

describe('calendar event', () => {
  it('writes CRLF lines with UTC times and escaped text', () => {
    const ics = calendarEvent(event);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n /g, '').split('\r\n')).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        'UID:appointment-1@immora.test',
        'SEQUENCE:2',
        'DTSTAMP:20261201T123456Z',
        'DTSTART:20261207T090000Z',
        'DTEND:20261207T100000Z',
        'SUMMARY:Visite : Rue Neuve 1\\, Bruxelles\\; 2e étage',
        'DESCRIPTION:Line one\\nLine two',
        'ATTENDEE;CN="Lotte \'LP\' Peeters";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:lotte@example.be',
      ]),
    );
    expect(ics).not.toMatch(/[^\r]\n/);
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});
