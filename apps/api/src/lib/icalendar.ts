/**
 * One iCalendar event (RFC 5545) as an e-mail invitation: METHOD REQUEST for a new or changed
 * event, CANCEL for a cancelled one. A calendar matches updates by UID and keeps the highest
 * SEQUENCE, so the UID is stable per appointment and the sequence grows with every change.
 */
export type CalendarEvent = {
  uid: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  start: Date;
  end: Date;
  /** When this version of the event was written. */
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  url?: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
};

/** 20261201T090000Z */
const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values escape backslash, semicolon, comma and line breaks. */
const text = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
/** A quoted parameter value cannot hold a double quote. */
const param = (s: string) => `"${s.replace(/"/g, "'")}"`;

/** Lines longer than 75 octets are folded: CRLF and a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** The VEVENT of one event (its METHOD belongs to the calendar around it). */
function eventLines(e: Omit<CalendarEvent, 'method'>): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${utc(e.stamp)}`,
    `DTSTART:${utc(e.start)}`,
    `DTEND:${utc(e.end)}`,
    `STATUS:${e.status}`,
    `SUMMARY:${text(e.summary)}`,
    `DESCRIPTION:${text(e.description)}`,
    `LOCATION:${text(e.location)}`,
    ...(e.url ? [`URL:${e.url}`] : []),
    `ORGANIZER;CN=${param(e.organizer.name)}:mailto:${e.organizer.email}`,
    ...e.attendees.map((a) => `ATTENDEE;CN=${param(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${a.email}`),
    'END:VEVENT',
  ];
}

const calendar = (head: string[], events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Immora//Appointments//EN',
    'CALSCALE:GREGORIAN',
    ...head,
    ...events.flat(),
    'END:VCALENDAR',
  ]
    .map(foldLine)
    .join('\r\n') + '\r\n';

/** One event as an e-mail invitation (METHOD REQUEST or CANCEL). */
export function calendarEvent(e: CalendarEvent): string {
  return calendar([`METHOD:${e.method}`], [eventLines(e)]);
}

/** A subscribed calendar (a feed URL): its name and events, no METHOD (RFC 5545 §3.7.2). */
export function calendarFeed(name: string, events: Omit<CalendarEvent, 'method'>[]): string {
  return calendar([`X-WR-CALNAME:${text(name)}`], events.map(eventLines));
}
