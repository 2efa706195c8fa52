import {
  CalendarApiError,
  isGone,
  type BusyRange,
  type CalendarClient,
  type CalendarEventInput,
} from './calendar-client.ts';
import { calendarHttp, type CalendarHttpOptions } from './calendar-http.ts';

/** Graph's dateTimeTimeZone: a wall-clock time and its zone (we always say UTC). */
const utc = (d: Date) => ({ dateTime: d.toISOString().slice(0, 19), timeZone: 'UTC' });
/** Graph answers in UTC when asked to (`Prefer: outlook.timezone="UTC"`), without an offset. */
const fromUtc = (t: { dateTime: string }) =>
  new Date(/[zZ]|[+-]\d\d:\d\d$/.test(t.dateTime) ? t.dateTime : `${t.dateTime}Z`);

const body = (e: CalendarEventInput) => ({
  subject: e.summary,
  body: { contentType: 'text', content: e.description },
  location: { displayName: e.location },
  start: utc(e.start),
  end: utc(e.end),
});

/** Statuses that leave the time free for a viewing. */
const FREE = new Set(['free', 'workingElsewhere']);

/** Microsoft Graph v1.0 on the signed-in account's default calendar; `email` is that account's address. */
export function microsoftCalendar(opts: Omit<CalendarHttpOptions, 'label'> & { email: string }): CalendarClient {
  const call = calendarHttp({ ...opts, label: 'Outlook' });
  const event = (id: string) => `/v1.0/me/events/${encodeURIComponent(id)}`;
  return {
    async createEvent(e) {
      // transactionId makes a repeated create (after a lost answer) return the first event.
      const created = await call<{ id?: string }>({
        method: 'POST',
        path: '/v1.0/me/events',
        body: { ...body(e), transactionId: e.key },
      });
      if (!created?.id) throw new CalendarApiError(502, 'Outlook calendar did not say which event it created');
      return created.id;
    },
    async updateEvent(id, e) {
      await call({ method: 'PATCH', path: event(id), body: body(e) });
    },
    async deleteEvent(id) {
      await call({ method: 'DELETE', path: event(id) }).catch((err: unknown) => {
        if (!isGone(err)) throw err;
      });
    },
    async busyTimes(from, to) {
      const answer = await call<{
        value?: {
          error?: { message?: string };
          scheduleItems?: { status: string; start: { dateTime: string }; end: { dateTime: string } }[];
        }[];
      }>({
        method: 'POST',
        path: '/v1.0/me/calendar/getSchedule',
        headers: { prefer: 'outlook.timezone="UTC"' },
        body: { schedules: [opts.email], startTime: utc(from), endTime: utc(to), availabilityViewInterval: 60 },
      });
      const schedule = answer?.value?.[0];
      if (!schedule || schedule.error)
        throw new CalendarApiError(
          502,
          `Outlook calendar did not give its busy times (${schedule?.error?.message ?? 'no answer'})`,
        );
      return (schedule.scheduleItems ?? [])
        .filter((item) => !FREE.has(item.status))
        .map((item): BusyRange => ({ start: fromUtc(item.start), end: fromUtc(item.end) }));
    },
  };
}
