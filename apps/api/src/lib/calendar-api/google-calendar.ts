import { SLOT_TIME_ZONE } from '@immora/shared/appointments';
import {
  CalendarApiError,
  isGone,
  type BusyRange,
  type CalendarClient,
  type CalendarEventInput,
} from './calendar-client.ts';
import { calendarHttp, type CalendarHttpOptions } from './calendar-http.ts';

const EVENTS = '/calendar/v3/calendars/primary/events';

/** Google's event ids are 5–1024 characters of base32hex (a–v, 0–9): ours, so a repeated create is recognised. */
const eventId = (key: string) => key.toLowerCase().replace(/[^a-v0-9]/g, '');

const body = (e: CalendarEventInput) => ({
  summary: e.summary,
  description: e.description,
  location: e.location,
  status: 'confirmed',
  start: { dateTime: e.start.toISOString(), timeZone: SLOT_TIME_ZONE },
  end: { dateTime: e.end.toISOString(), timeZone: SLOT_TIME_ZONE },
});

/** Google Calendar API v3 on the account's primary calendar. */
export function googleCalendar(opts: Omit<CalendarHttpOptions, 'label'>): CalendarClient {
  const call = calendarHttp({ ...opts, label: 'Google' });
  const patch = (id: string, e: CalendarEventInput) =>
    call({ method: 'PATCH', path: `${EVENTS}/${encodeURIComponent(id)}`, body: body(e) });
  return {
    async createEvent(e) {
      const id = eventId(e.key);
      try {
        const created = await call<{ id?: string }>({ method: 'POST', path: EVENTS, body: { id, ...body(e) } });
        return created?.id ?? id;
      } catch (err) {
        // 409: an earlier attempt made it (the answer was lost); bring it up to date.
        if (!(err instanceof CalendarApiError && err.status === 409)) throw err;
        await patch(id, e);
        return id;
      }
    },
    async updateEvent(id, e) {
      await patch(id, e);
    },
    async deleteEvent(id) {
      await call({ method: 'DELETE', path: `${EVENTS}/${encodeURIComponent(id)}` }).catch((err: unknown) => {
        if (!isGone(err)) throw err;
      });
    },
    async busyTimes(from, to) {
      const answer = await call<{
        calendars?: Record<string, { busy?: { start: string; end: string }[]; errors?: { reason?: string }[] }>;
      }>({
        method: 'POST',
        path: '/calendar/v3/freeBusy',
        body: { timeMin: from.toISOString(), timeMax: to.toISOString(), items: [{ id: 'primary' }] },
      });
      const primary = answer?.calendars?.primary;
      if (!primary || primary.errors?.length)
        throw new CalendarApiError(
          502,
          `Google calendar did not give its busy times (${primary?.errors?.[0]?.reason ?? 'no answer'})`,
        );
      return (primary.busy ?? []).map((b): BusyRange => ({ start: new Date(b.start), end: new Date(b.end) }));
    },
  };
}
