import { SLOT_TIME_ZONE, type TVisitType } from '@immora/shared/appointments';
import type { TLanguage } from '@immora/shared/languages';
import type { CalendarEvent } from '../../lib/icalendar.ts';
import { calendarEvent } from '../../lib/icalendar.ts';
import { textMail, type Mail } from '../../lib/mail.ts';

/** What happened to the appointment: each is told to both parties. */
export type AppointmentEvent = 'booked' | 'confirmed' | 'rescheduled' | 'cancelled';

type Texts = {
  greeting: (name: string) => string;
  /** The calendar event's title, the same through every change. */
  summary: (title: string) => string;
  subject: Record<AppointmentEvent, (title: string) => string>;
  body: Record<AppointmentEvent, (title: string, when: string) => string>;
  /** The owner's side of a booking: who asks, how, and what to do. */
  request: (client: string, title: string, when: string, visit: string) => string;
  visit: Record<TVisitType, string>;
  message: string;
  contact: string;
  open: string;
  untitled: string;
};

const NB = '\u00a0';

const TEXTS: Record<TLanguage, Texts> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    summary: (t) => `Viewing: ${t}`,
    subject: {
      booked: (t) => `Viewing requested: ${t}`,
      confirmed: (t) => `Viewing confirmed: ${t}`,
      rescheduled: (t) => `Viewing rescheduled: ${t}`,
      cancelled: (t) => `Viewing cancelled: ${t}`,
    },
    body: {
      booked: (t, w) => `Your viewing of "${t}" on ${w} is booked and waits for the owner's confirmation.`,
      confirmed: (t, w) => `The viewing of "${t}" on ${w} is confirmed.`,
      rescheduled: (t, w) => `The viewing of "${t}" has moved to ${w}.`,
      cancelled: (t, w) => `The viewing of "${t}" on ${w} has been cancelled.`,
    },
    request: (c, t, w, v) =>
      `${c} would like to view "${t}" on ${w} (${v}). Confirm or reschedule it in your appointments.`,
    visit: { inPerson: 'in person', video: 'video call' },
    message: 'Message',
    contact: 'Contact',
    open: 'Your appointments',
    untitled: 'the listing',
  },
  nl: {
    greeting: (name) => `Hallo ${name},`,
    summary: (t) => `Bezoek: ${t}`,
    subject: {
      booked: (t) => `Bezoek aangevraagd: ${t}`,
      confirmed: (t) => `Bezoek bevestigd: ${t}`,
      rescheduled: (t) => `Bezoek verplaatst: ${t}`,
      cancelled: (t) => `Bezoek geannuleerd: ${t}`,
    },
    body: {
      booked: (t, w) => `Je bezoek aan "${t}" op ${w} is geboekt en wacht op de bevestiging van de eigenaar.`,
      confirmed: (t, w) => `Het bezoek aan "${t}" op ${w} is bevestigd.`,
      rescheduled: (t, w) => `Het bezoek aan "${t}" is verplaatst naar ${w}.`,
      cancelled: (t, w) => `Het bezoek aan "${t}" op ${w} is geannuleerd.`,
    },
    request: (c, t, w, v) =>
      `${c} wil "${t}" bezoeken op ${w} (${v}). Bevestig of verplaats het bezoek bij je afspraken.`,
    visit: { inPerson: 'ter plaatse', video: 'videogesprek' },
    message: 'Bericht',
    contact: 'Contact',
    open: 'Je afspraken',
    untitled: 'het zoekertje',
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    summary: (t) => `Visite${NB}: ${t}`,
    subject: {
      booked: (t) => `Visite demandée${NB}: ${t}`,
      confirmed: (t) => `Visite confirmée${NB}: ${t}`,
      rescheduled: (t) => `Visite déplacée${NB}: ${t}`,
      cancelled: (t) => `Visite annulée${NB}: ${t}`,
    },
    body: {
      booked: (t, w) =>
        `Votre visite de «${NB}${t}${NB}» le ${w} est réservée et attend la confirmation du propriétaire.`,
      confirmed: (t, w) => `La visite de «${NB}${t}${NB}» le ${w} est confirmée.`,
      rescheduled: (t, w) => `La visite de «${NB}${t}${NB}» est déplacée au ${w}.`,
      cancelled: (t, w) => `La visite de «${NB}${t}${NB}» le ${w} est annulée.`,
    },
    request: (c, t, w, v) =>
      `${c} souhaite visiter «${NB}${t}${NB}» le ${w} (${v}). Confirmez ou déplacez la visite dans vos rendez-vous.`,
    visit: { inPerson: 'sur place', video: 'appel vidéo' },
    message: 'Message',
    contact: 'Contact',
    open: 'Vos rendez-vous',
    untitled: 'l’annonce',
  },
  el: {
    greeting: (name) => `Γεια σας ${name},`,
    summary: (t) => `Επίσκεψη: ${t}`,
    subject: {
      booked: (t) => `Αίτημα επίσκεψης: ${t}`,
      confirmed: (t) => `Η επίσκεψη επιβεβαιώθηκε: ${t}`,
      rescheduled: (t) => `Η επίσκεψη μετατέθηκε: ${t}`,
      cancelled: (t) => `Η επίσκεψη ακυρώθηκε: ${t}`,
    },
    body: {
      booked: (t, w) => `Η επίσκεψή σας στο «${t}» στις ${w} καταχωρίστηκε και αναμένει την επιβεβαίωση του ιδιοκτήτη.`,
      confirmed: (t, w) => `Η επίσκεψη στο «${t}» στις ${w} επιβεβαιώθηκε.`,
      rescheduled: (t, w) => `Η επίσκεψη στο «${t}» μετατέθηκε για τις ${w}.`,
      cancelled: (t, w) => `Η επίσκεψη στο «${t}» στις ${w} ακυρώθηκε.`,
    },
    request: (c, t, w, v) =>
      `Ο/Η ${c} θέλει να επισκεφθεί το «${t}» στις ${w} (${v}). Επιβεβαιώστε ή μεταθέστε την επίσκεψη στα ραντεβού σας.`,
    visit: { inPerson: 'αυτοπροσώπως', video: 'βιντεοκλήση' },
    message: 'Μήνυμα',
    contact: 'Επικοινωνία',
    open: 'Τα ραντεβού σας',
    untitled: 'την αγγελία',
  },
};

/** The calendar event's title in the reader's language ('Viewing: Loft by the Leie'). */
export function eventSummary(language: TLanguage, title: string | null): string {
  const t = TEXTS[language];
  return t.summary(title ?? t.untitled);
}

/**
 * The host's calendar event's notes (decision 025), in the host's language: who comes, how, their
 * message and where to manage the viewing.
 */
export function eventDescription(
  language: TLanguage,
  facts: Pick<MailFacts, 'visitType' | 'message' | 'client' | 'link'>,
): string {
  const t = TEXTS[language];
  const colon = language === 'fr' ? `${NB}:` : ':';
  const { client } = facts;
  return [
    `${t.contact}${colon} ${client.name} <${client.email}>${client.phone ? ` (${client.phone})` : ''}`,
    `${t.visit[facts.visitType]}`,
    ...(facts.message ? [`${t.message}${colon} ${facts.message}`] : []),
    `${t.open}${colon} ${facts.link}`,
  ].join('\n');
}

/** '1 December 2026 at 10:00' as the reader writes it, in Belgian time. */
export function formatWhen(start: Date, language: TLanguage): string {
  return new Intl.DateTimeFormat(`${language}-BE`, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: SLOT_TIME_ZONE,
  }).format(start);
}

export type Reader = { email: string; firstName: string; language: TLanguage };
export type MailFacts = {
  event: AppointmentEvent;
  title: string | null;
  start: Date;
  visitType: TVisitType;
  message: string;
  client: { name: string; email: string; phone: string | null };
  link: string;
  /** The invitation both parties receive (the same UID and sequence). */
  invitation: Omit<CalendarEvent, 'summary' | 'description'>;
};

/** To one party, in their language, with the calendar invitation attached. */
export function appointmentMail(reader: Reader, side: 'owner' | 'seeker', facts: MailFacts): Mail {
  const t = TEXTS[reader.language];
  const colon = reader.language === 'fr' ? `${NB}:` : ':';
  const title = facts.title ?? t.untitled;
  const when = formatWhen(facts.start, reader.language);
  const main =
    side === 'owner' && facts.event === 'booked'
      ? t.request(facts.client.name, title, when, t.visit[facts.visitType])
      : t.body[facts.event](title, when);
  const extra =
    side === 'owner' && facts.event === 'booked'
      ? [
          `${t.contact}${colon} ${facts.client.email}${facts.client.phone ? ` (${facts.client.phone})` : ''}`,
          ...(facts.message ? [`${t.message}${colon} ${facts.message}`] : []),
        ]
      : [];
  const text = [t.greeting(reader.firstName), main, ...extra, `${t.open}${colon} ${facts.link}`, 'Immora'].join('\n\n');
  const method = facts.invitation.method;
  const ics = calendarEvent({ ...facts.invitation, summary: t.summary(title), description: main });
  return {
    ...textMail({
      to: reader.email,
      kind: `appointment_${facts.event}`,
      language: reader.language,
      subject: t.subject[facts.event](title),
      text,
    }),
    attachments: [
      {
        filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
        content: ics,
        contentType: `text/calendar; charset=utf-8; method=${method}`,
      },
    ],
  };
}
