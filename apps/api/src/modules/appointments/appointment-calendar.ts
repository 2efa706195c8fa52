import { CALENDAR_LABELS } from '@immora/shared/auth';
import { cardTitle } from '@immora/shared/listing-title';
import type { CalendarEventInput } from '../../lib/calendar-api/calendar-client.ts';
import type { Db } from '../../db/client.ts';
import { withNamedLock } from '../../db/named-lock.ts';
import { calendarSyncRepository } from '../calendar/calendar-sync.repository.ts';
import { failureMessage, type Calendars, type ConnectedCalendar } from '../calendar/calendars.ts';
import { eventDescription, eventSummary } from './appointment.mails.ts';
import { clientOf, invitationOf, ownerLink } from './appointment-notices.ts';
import { appointmentsRepository, type AppointmentRow } from './appointments.repository.ts';

export type CalendarSyncDeps = {
  /** The database the appointment's lock is taken in (decision 054). */
  db: Db;
  calendars: Calendars;
  repo: ReturnType<typeof appointmentsRepository>;
  publicUrl: string;
  mailFrom: string;
};

/** The viewing as an event of the host's calendar, in the host's language. */
function eventOf(deps: CalendarSyncDeps, row: AppointmentRow): CalendarEventInput {
  const invitation = invitationOf(deps, row);
  const language = row.agent.language;
  return {
    key: `immora${row.id}`,
    summary: eventSummary(language, cardTitle(row.property, language)),
    description: eventDescription(language, {
      visitType: row.visitType,
      message: row.message,
      client: clientOf(row),
      link: ownerLink(deps.publicUrl, row),
    }),
    location: invitation.location,
    start: invitation.start,
    end: invitation.end,
  };
}

/**
 * Brings the host's connected calendar in line with the appointment, after its change is
 * committed (decision 025): a confirmed viewing has an event at its time (made in the host's
 * calendar, then moved where it is), a cancelled one has none; pending and completed ones are left
 * as they are. A failure is logged and kept on the appointment and the calendar's sync state,
 * never thrown: the booking flow goes on without the calendar.
 */
async function bringInLine(deps: CalendarSyncDeps, row: AppointmentRow): Promise<void> {
  const { eventId, provider, ownerId } = row.calendar;
  const placed = eventId && provider && ownerId ? { eventId, provider, ownerId } : null;
  if (row.status !== 'confirmed' && !(row.status === 'cancelled' && placed)) {
    if (row.calendar.error) await deps.repo.setCalendar(row.id, { calendarSyncError: null });
    return;
  }
  const ownerOf = placed?.ownerId ?? row.property.hostId;
  let calendar: ConnectedCalendar | null = null;
  try {
    calendar = await deps.calendars.of(ownerOf, placed?.provider);
    if (!calendar) {
      // No calendar connected: nothing to do, unless an event made earlier can no longer be reached.
      const error = placed ? `The ${CALENDAR_LABELS[placed.provider]} calendar is no longer connected` : null;
      if (error !== row.calendar.error) await deps.repo.setCalendar(row.id, { calendarSyncError: error });
      return;
    }
    if (row.status === 'cancelled') {
      await calendar.client.deleteEvent(placed!.eventId);
      await deps.repo.setCalendar(row.id, {
        calendarEventId: null,
        calendarProvider: null,
        calendarOwnerId: null,
        calendarSyncError: null,
      });
    } else if (placed) {
      await calendar.client.updateEvent(placed.eventId, eventOf(deps, row));
      await deps.repo.setCalendar(row.id, { calendarSyncError: null });
    } else {
      const id = await calendar.client.createEvent(eventOf(deps, row));
      await deps.repo.setCalendar(row.id, {
        calendarEventId: id,
        calendarProvider: calendar.provider,
        calendarOwnerId: ownerOf,
        calendarSyncError: null,
      });
    }
    await deps.calendars.succeeded(ownerOf, calendar.provider);
  } catch (err) {
    const message = calendar ? await deps.calendars.failed(ownerOf, calendar.provider, err) : failureMessage(err);
    await deps.repo.setCalendar(row.id, { calendarSyncError: message }).catch(() => undefined);
  }
}

/**
 * Brings the calendar in line with the appointment as it is now, whatever change asked for it
 * (decision 054): under a lock on the appointment, held until the calendar has answered, it reads
 * the committed row and sends that. Of two changes committed close together, the sync that runs
 * last reads the later state, so the calendar ends with it in whatever order they committed.
 */
export async function syncCalendar(deps: CalendarSyncDeps, id: string, viewerId: string): Promise<void> {
  await withNamedLock(deps.db, `appointment-calendar:${id}`, async (db) => {
    const locked = {
      ...deps,
      repo: appointmentsRepository(db),
      calendars: deps.calendars.through(calendarSyncRepository(db)),
    };
    const row = await locked.repo.byId(id, viewerId);
    if (row) await bringInLine(locked, row);
  });
}

/** Appointments from a day back are still worth putting right in the calendar. */
const RETRY_DAYS_BACK = 1;
export const retrySince = (now: Date) => new Date(now.getTime() - RETRY_DAYS_BACK * 86_400_000);

/** Tries again the recent and upcoming appointments whose last change did not reach the user's calendar. */
export async function retryCalendarSync(deps: CalendarSyncDeps, userId: string, now = new Date()) {
  const ids = await deps.repo.calendarFailures(userId, retrySince(now));
  for (const id of ids) await syncCalendar(deps, id, userId);
}
