import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES as M } from '@immora/shared/appointments';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { onPostgres } from '../../../test/database.ts';
import { createProperty } from '../../../test/factories.ts';
import { startFakeCalendar, type FakeCalendar } from '../../../test/fake-calendar.mjs';
import { startOAuthProvider, type OAuthProvider } from '../../../test/oauth-provider.ts';
import { signedInUser } from '../../../test/session.ts';
import { FRENCH_TITLE, inDutchWithFrench } from '../../../test/listing-fixtures.ts';
import { usersRepository } from '../users/users.repository.ts';

/**
 * Calendar sync (decision 025) against a local fake of Google Calendar and Microsoft Graph, with
 * token refreshes from the local OAuth provider: events follow confirmed viewings, busy times
 * remove slots, and a provider failure never breaks the booking flow.
 */
let fake: FakeCalendar;
let oauth: OAuthProvider;
let ctx: TestContext;
beforeAll(async () => {
  fake = await startFakeCalendar();
  oauth = await startOAuthProvider();
  ctx = await createTestApp({
    PUBLIC_URL: 'https://immora.test',
    ...oauth.env(),
    ...fake.env(),
    CALENDAR_BUSY_CACHE_SECONDS: '0',
    CALENDAR_TIMEOUT_MS: '1500',
  });
});
afterAll(async () => {
  await ctx?.close();
  await oauth?.stop();
  await fake?.stop();
});
beforeEach(() => fake.reset());

type Headers = Record<string, string>;
type Tokens = { accessToken: string; refreshToken?: string; tokenExpiry?: string };
const HOURS = ['09:00', '10:00', '11:00', '14:00', '15:00'];
const EVERY_DAY = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, HOURS]),
);
const LATER = () => new Date(Date.now() + 3_600_000).toISOString();

async function connect(userId: string, provider: 'google' | 'outlook', tokens: Tokens) {
  await ctx.database.query(`UPDATE users SET ${provider}_calendar_auth = $1 WHERE id = $2`, [
    JSON.stringify(tokens),
    userId,
  ]);
}
const storedTokens = async (userId: string, provider: 'google' | 'outlook') =>
  (
    await ctx.database.query<{ auth: Tokens | null }>(
      `SELECT ${provider}_calendar_auth AS auth FROM users WHERE id = $1`,
      [userId],
    )
  )[0]!.auth;
const syncColumns = async (id: string) =>
  (
    await ctx.database.query<{ event: string | null; provider: string | null; error: string | null }>(
      'SELECT calendar_event_id AS event, calendar_provider AS provider, calendar_sync_error AS error FROM appointments WHERE id = $1',
      [id],
    )
  )[0]!;

/** A subscribed agent (with a calendar when `provider` is given) and a published listing offering viewings every day. */
async function host(
  provider?: 'google' | 'outlook',
  tokens: Tokens = { accessToken: `token-${Math.random()}`, tokenExpiry: LATER() },
) {
  const owner = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
  if (provider) await connect(owner.user.id, provider, tokens);
  const listing = await createProperty(ctx.database, owner.user.id, {
    title: 'Loft by the Leie in Gent',
    address: 'Korenlei 12',
    city: 'Gent',
    availableTimeSlots: EVERY_DAY,
  });
  return { ...owner, listing };
}
const slotsOf = async (propertyId: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/properties/${propertyId}/slots` })).json().data.slots as {
    startsAt: string;
    endsAt: string;
  }[];
const setStatus = (id: string, headers: Headers, status: string) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/appointments/${id}/status`, payload: { status }, headers });
const move = (id: string, headers: Headers, startsAt: string) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/appointments/${id}/schedule`, payload: { startsAt }, headers });
const calendarStatus = async (headers: Headers) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/users/me/calendar', headers })).json().data;

/** A booking of the listing's first free slot by a new buyer. */
async function booked(owner: Awaited<ReturnType<typeof host>>) {
  const seeker = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
  const slots = await slotsOf(owner.listing.id);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: seeker.headers,
    payload: { propertyId: owner.listing.id, startsAt: slots[0]!.startsAt, profileShared: true, message: 'Attic?' },
  });
  expect(res.statusCode).toBe(201);
  return { seeker, slots, id: res.json().data.id as string };
}

describe('Google Calendar', () => {
  it('confirm creates the event; reschedule patches it; cancel deletes it', async () => {
    const owner = await host('google');
    const { id, slots, seeker } = await booked(owner);
    expect(fake.events('google')).toEqual([]); // a pending booking is not in the calendar

    const confirmed = await setStatus(id, owner.headers, 'confirmed');
    expect(confirmed.statusCode).toBe(200);
    const [event] = fake.events('google');
    expect(event).toMatchObject({
      summary: 'Viewing: Loft by the Leie in Gent',
      location: 'Korenlei 12, Gent',
      status: 'confirmed',
      start: { dateTime: slots[0]!.startsAt, timeZone: 'Europe/Brussels' },
      end: { dateTime: slots[0]!.endsAt, timeZone: 'Europe/Brussels' },
    });
    expect(event!.description).toContain(seeker.user.email);
    expect(event!.description).toContain('Attic?');
    expect(await syncColumns(id)).toEqual({ event: event!.id, provider: 'google', error: null });
    const status = await calendarStatus(owner.headers);
    expect(status).toMatchObject({ provider: 'google', lastError: null, pending: 0 });
    expect(status.lastSyncedAt).not.toBeNull();

    const moved = await move(id, owner.headers, slots[2]!.startsAt);
    expect(moved.statusCode).toBe(200);
    expect(fake.events('google')).toHaveLength(1);
    expect(fake.events('google')[0]).toMatchObject({
      id: event!.id,
      start: { dateTime: slots[2]!.startsAt },
      end: { dateTime: slots[2]!.endsAt },
    });
    expect(fake.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);

    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/appointments/${id}/cancel`,
      headers: seeker.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(fake.events('google')).toEqual([]);
    expect(await syncColumns(id)).toEqual({ event: null, provider: null, error: null });
  });

  it('renews an expired access token with the refresh token before calling, and keeps the new one', async () => {
    const owner = await host('google', {
      accessToken: 'expired-token',
      refreshToken: 'refresh-1',
      tokenExpiry: new Date(Date.now() - 60_000).toISOString(),
    });
    const { id } = await booked(owner);
    expect((await setStatus(id, owner.headers, 'confirmed')).statusCode).toBe(200);
    const stored = (await storedTokens(owner.user.id, 'google'))!;
    expect(stored.accessToken).not.toBe('expired-token');
    expect(stored.refreshToken).toBeTruthy();
    expect(Date.parse(stored.tokenExpiry!)).toBeGreaterThan(Date.now());
    const calls = fake.requests.filter((r) => r.path.endsWith('/events'));
    expect(calls.map((r) => r.authorization)).toEqual([`Bearer ${stored.accessToken}`]);
    expect(fake.events('google')).toHaveLength(1);
  });

  it('renews a token the provider refuses (401) and tries again once', async () => {
    const owner = await host('google', {
      accessToken: 'revoked-token',
      refreshToken: 'refresh-2',
      tokenExpiry: LATER(),
    });
    fake.reject('revoked-token');
    const { id } = await booked(owner);
    expect((await setStatus(id, owner.headers, 'confirmed')).statusCode).toBe(200);
    expect(fake.events('google')).toHaveLength(1);
    expect((await storedTokens(owner.user.id, 'google'))!.accessToken).not.toBe('revoked-token');
  });

  it('a provider 500 leaves the appointment confirmed and records the error; a retry puts it right', async () => {
    const owner = await host('google');
    const { id } = await booked(owner);
    fake.failNext(1, 500);
    const res = await setStatus(id, owner.headers, 'confirmed');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('confirmed');
    expect(fake.events('google')).toEqual([]);
    const columns = await syncColumns(id);
    expect(columns.event).toBeNull();
    expect(columns.error).toMatch(/^Google calendar answered 500/);
    const failing = await calendarStatus(owner.headers);
    expect(failing).toMatchObject({ provider: 'google', lastError: columns.error, pending: 1 });

    const retried = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/me/calendar/retry',
      headers: owner.headers,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ provider: 'google', lastError: null, pending: 0 });
    expect(fake.events('google')).toHaveLength(1);
    expect((await syncColumns(id)).error).toBeNull();
  });

  it('a provider that does not answer within CALENDAR_TIMEOUT_MS is given up; the confirmation stands', async () => {
    const owner = await host('google');
    const { id } = await booked(owner);
    fake.hangNext();
    const res = await setStatus(id, owner.headers, 'confirmed');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('confirmed');
    expect((await syncColumns(id)).error).toMatch(/^Google calendar could not be reached \(.*timeout/i);
  });

  it('a refresh token the provider refuses is recorded as an error, not thrown', async () => {
    const owner = await host('google', {
      accessToken: 'old',
      refreshToken: 'bad',
      tokenExpiry: new Date(0).toISOString(),
    });
    oauth.failNextTokenCall();
    expect((await slotsOf(owner.listing.id)).length).toBeGreaterThan(0);
    expect((await calendarStatus(owner.headers)).lastError).toMatch(
      /refused the refresh token.*connect the calendar again/,
    );
    expect(fake.requests).toEqual([]);
    expect((await storedTokens(owner.user.id, 'google'))!.accessToken).toBe('old');

    // Connecting the calendar again starts its sync afresh.
    await usersRepository(ctx.database.db).setCalendarAuth(owner.user.id, 'google', { accessToken: 'new' });
    expect(await calendarStatus(owner.headers)).toMatchObject({ provider: 'google', lastError: null });
  });
});

describe('Outlook (Microsoft Graph)', () => {
  it('confirm creates the event in UTC; the seeker’s cancel deletes it', async () => {
    const owner = await host('outlook');
    const { id, slots, seeker } = await booked(owner);
    expect((await setStatus(id, owner.headers, 'confirmed')).statusCode).toBe(200);
    const [event] = fake.events('graph');
    expect(event).toMatchObject({
      subject: 'Viewing: Loft by the Leie in Gent',
      location: { displayName: 'Korenlei 12, Gent' },
      start: { dateTime: slots[0]!.startsAt.slice(0, 19), timeZone: 'UTC' },
      end: { dateTime: slots[0]!.endsAt.slice(0, 19), timeZone: 'UTC' },
      transactionId: `immora${id}`,
    });
    expect(await syncColumns(id)).toMatchObject({ event: event!.id, provider: 'outlook' });

    await ctx.app.inject({ method: 'POST', url: `/api/appointments/${id}/cancel`, headers: seeker.headers });
    expect(fake.events('graph')).toEqual([]);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', path: `/v1.0/me/events/${event!.id}` });
  });
});

describe('free slots and busy times', () => {
  it.each(['google', 'outlook'] as const)(
    '%s: a busy range removes the slots it overlaps and refuses their booking',
    async (provider) => {
      const owner = await host(provider);
      const before = await slotsOf(owner.listing.id);
      // Busy from the middle of the second slot to the middle of the third: both go.
      const start = new Date(Date.parse(before[1]!.startsAt) + 30 * 60_000).toISOString();
      const end = new Date(Date.parse(before[2]!.startsAt) + 30 * 60_000).toISOString();
      fake.setBusy([{ start, end }]);
      const after = (await slotsOf(owner.listing.id)).map((s) => s.startsAt);
      expect(after).toHaveLength(before.length - 2);
      expect(after).not.toContain(before[1]!.startsAt);
      expect(after).not.toContain(before[2]!.startsAt);
      expect(after).toContain(before[0]!.startsAt);

      const seeker = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: seeker.headers,
        payload: { propertyId: owner.listing.id, startsAt: before[1]!.startsAt },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(M.slotTaken);
    },
  );

  it('a calendar that cannot give its busy times leaves the slots offered and records the error', async () => {
    const owner = await host('google');
    const before = await slotsOf(owner.listing.id);
    fake.failNext(1, 503);
    expect(await slotsOf(owner.listing.id)).toHaveLength(before.length);
    expect((await calendarStatus(owner.headers)).lastError).toMatch(/^Google calendar answered 503/);
  });

  it('a host without a calendar: no calls, and confirming works as before', async () => {
    const owner = await host();
    const { id } = await booked(owner);
    expect((await setStatus(id, owner.headers, 'confirmed')).statusCode).toBe(200);
    expect(fake.requests).toEqual([]);
    expect(await calendarStatus(owner.headers)).toEqual({
      provider: null,
      lastSyncedAt: null,
      lastError: null,
      lastErrorAt: null,
      pending: 0,
    });
  });
});

describe('the calendar settings', () => {
  it('disconnecting forgets both calendars; later changes of its events are recorded as unreachable', async () => {
    const owner = await host('google');
    await connect(owner.user.id, 'outlook', { accessToken: 'o' });
    const { id } = await booked(owner);
    await setStatus(id, owner.headers, 'confirmed');
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/users/me/calendar', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ provider: null, lastSyncedAt: null });
    expect(await storedTokens(owner.user.id, 'google')).toBeNull();
    expect(await storedTokens(owner.user.id, 'outlook')).toBeNull();

    await setStatus(id, owner.headers, 'cancelled');
    expect((await syncColumns(id)).error).toBe('The Google calendar is no longer connected');
  });

  it('is for signed-in users only', async () => {
    for (const method of ['GET', 'DELETE'] as const)
      expect((await ctx.app.inject({ method, url: '/api/users/me/calendar' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/users/me/calendar/retry' })).statusCode).toBe(401);
  });
});

describe('two changes of one appointment at once (decision 054)', () => {
  /** Whether a connection of this test's database waits for an advisory lock. */
  const waitingForLock = async () =>
    (
      await ctx.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = 'advisory'`,
      )
    )[0]!.n > 0;
  /**
   * Sends `second` while the first change's calendar call is held at the provider, and lets that
   * call through once the second change has nothing left to do but wait: it has answered, or its
   * sync waits for the appointment's lock.
   */
  async function whileHeld<T>(held: { reached: Promise<void>; release(): void }, second: () => Promise<T>) {
    await held.reached;
    let answered = false;
    const done = second().finally(() => (answered = true));
    while (!answered && !(await waitingForLock()));
    held.release();
    return done;
  }
  const storedStart = async (id: string) =>
    (await ctx.database.query<{ at: Date }>('SELECT starts_at AS at FROM appointments WHERE id = $1', [id]))[0]!.at;

  it.skipIf(!onPostgres)('two reschedules: the event ends at the stored time, not at the one sent first', async () => {
    const owner = await host('google');
    const { id, slots } = await booked(owner);
    expect((await setStatus(id, owner.headers, 'confirmed')).statusCode).toBe(200);

    const held = fake.holdNext('PATCH');
    const first = move(id, owner.headers, slots[1]!.startsAt);
    const second = await whileHeld(held, () => move(id, owner.headers, slots[2]!.startsAt));
    expect([(await first).statusCode, second.statusCode]).toEqual([200, 200]);

    expect((await storedStart(id)).toISOString()).toBe(slots[2]!.startsAt);
    expect(fake.events('google')).toHaveLength(1);
    expect(fake.events('google')[0]).toMatchObject({
      start: { dateTime: slots[2]!.startsAt },
      end: { dateTime: slots[2]!.endsAt },
    });
    expect(await syncColumns(id)).toMatchObject({ provider: 'google', error: null });
  });

  it.skipIf(!onPostgres)(
    'a confirmation and the seeker’s cancel: no event is left for the cancelled viewing',
    async () => {
      const owner = await host('google');
      const { id, seeker } = await booked(owner);

      const held = fake.holdNext('POST');
      const confirmed = setStatus(id, owner.headers, 'confirmed');
      const cancelled = await whileHeld(held, () =>
        ctx.app.inject({ method: 'POST', url: `/api/appointments/${id}/cancel`, headers: seeker.headers }),
      );
      expect([(await confirmed).statusCode, cancelled.statusCode]).toEqual([200, 200]);

      expect(fake.events('google')).toEqual([]);
      expect(await syncColumns(id)).toEqual({ event: null, provider: null, error: null });
    },
  );
});

describe("the host's calendar in the host's language (decision 055)", () => {
  it("names a listing written in Dutch by its French title in a French host's calendar", async () => {
    const owner = await host('google');
    await ctx.database.query(`UPDATE users SET language = 'fr' WHERE id = $1`, [owner.user.id]);
    await inDutchWithFrench(ctx.database, owner.listing.id);
    const { id } = await booked(owner);
    expect((await setStatus(id, owner.headers, 'confirmed')).statusCode).toBe(200);
    expect(fake.events('google')[0]!.summary).toBe(`Visite\u00a0: ${FRENCH_TITLE}`);
  });
});
