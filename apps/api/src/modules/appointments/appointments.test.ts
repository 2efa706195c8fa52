import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES as M } from '@immora/shared/appointments';
import { appointments } from '../../db/schema/appointments.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createCustomTestApp } from '../../../test/custom-app.ts';
import { onPostgres } from '../../../test/database.ts';
import { createProperty } from '../../../test/factories.ts';
import { attachmentsOf, startSmtpCapture } from '../../../test/mail-capture.ts';
import { outboxFor } from '../../../test/mail-outbox.ts';
import { atOnce, expectLimitHeld, RACERS } from '../../../test/races.ts';
import { signedInUser } from '../../../test/session.ts';
import { DUTCH_TITLE, FRENCH_READER, FRENCH_TITLE, inDutchWithFrench } from '../../../test/listing-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const HOURS = ['09:00', '10:00', '11:00', '14:00', '15:00'];
const EVERY_DAY = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, HOURS]),
);

const buyer = () => signedInUser(ctx.app, ctx.database, { role: 'buyer' });
/** A subscribed agent and a published listing offering viewings every day. */
async function ownerWithListing(app = ctx) {
  const owner = await signedInUser(app.app, app.database, { role: 'individual', subscribed: true });
  const listing = await createProperty(app.database, owner.user.id, {
    title: 'Loft by the Leie in Gent',
    city: 'Gent',
    availableTimeSlots: EVERY_DAY,
  });
  return { ...owner, listing };
}
const slotsOf = async (propertyId: string, app = ctx) =>
  (await app.app.inject({ method: 'GET', url: `/api/properties/${propertyId}/slots` })).json().data.slots as {
    startsAt: string;
  }[];
const book = (headers: Headers, body: object, app = ctx) =>
  app.app.inject({ method: 'POST', url: '/api/appointments', payload: body, headers });
const setStatus = (id: string, headers: Headers, status: string, app = ctx) =>
  app.app.inject({ method: 'PATCH', url: `/api/appointments/${id}/status`, payload: { status }, headers });
const move = (id: string, headers: Headers, startsAt: string, app = ctx) =>
  app.app.inject({ method: 'PATCH', url: `/api/appointments/${id}/schedule`, payload: { startsAt }, headers });
const cancel = (id: string, headers: Headers, app = ctx) =>
  app.app.inject({ method: 'POST', url: `/api/appointments/${id}/cancel`, headers });

/** A listing with one booking of its first free slot. */
async function booked() {
  const owner = await ownerWithListing();
  const seeker = await buyer();
  const slots = await slotsOf(owner.listing.id);
  const res = await book(seeker.headers, {
    propertyId: owner.listing.id,
    startsAt: slots[0]!.startsAt,
    visitType: 'video',
    profileShared: true,
    message: 'Is the attic included?',
  });
  expect(res.statusCode).toBe(201);
  return { owner, seeker, slots, appointment: res.json().data as { id: string; startsAt: string; status: string } };
}
/** An appointment stored directly (a viewing in the past, a given status). */
async function stored(status: 'pending' | 'confirmed' | 'cancelled' | 'completed', startsAt: Date) {
  const owner = await ownerWithListing();
  const seeker = await buyer();
  const [row] = await ctx.database.db
    .insert(appointments)
    .values({ propertyId: owner.listing.id, seekerId: seeker.user.id, startsAt, status })
    .returning();
  return { owner, seeker, id: row!.id };
}

describe('free slots', () => {
  it('offers the listing’s hours in Belgian time for four weeks, future ones only, and drops a booked one', async () => {
    const { listing } = await ownerWithListing();
    const slots = await slotsOf(listing.id);
    expect(slots.length).toBeGreaterThanOrEqual(27 * HOURS.length);
    expect(slots.length).toBeLessThanOrEqual(28 * HOURS.length);
    for (const s of slots) {
      expect(new Date(s.startsAt).getTime()).toBeGreaterThan(Date.now());
      const hour = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Brussels',
        hour: '2-digit',
        minute: '2-digit',
      });
      expect(HOURS).toContain(hour.format(new Date(s.startsAt)));
    }
    const seeker = await buyer();
    await book(seeker.headers, { propertyId: listing.id, startsAt: slots[3]!.startsAt });
    const after = await slotsOf(listing.id);
    expect(after.map((s) => s.startsAt)).not.toContain(slots[3]!.startsAt);
    expect(after).toHaveLength(slots.length - 1);
  });

  it('is 404 for a listing that is not published', async () => {
    const owner = await signedInUser(ctx.app, ctx.database, { role: 'pseller', subscribed: true });
    const draft = await createProperty(ctx.database, owner.user.id, { status: 'draft', availableTimeSlots: EVERY_DAY });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/properties/${draft.id}/slots` });
    expect(res.statusCode).toBe(404);
  });
});

describe('the host’s working hours', () => {
  const brussels = (iso: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Brussels',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
    })
      .format(new Date(iso))
      .toLowerCase();

  it('offers only the listing’s hours that fall in the host’s open hours, and refuses a booking outside them', async () => {
    const owner = await ownerWithListing();
    const mornings = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((day) => ({
      day,
      status: 'open',
      slots: [{ start: '09:00', end: '12:00', type: 'work' }],
    }));
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me/working-hours',
      headers: owner.headers,
      payload: { days: [...mornings, { day: 'sunday', status: 'closed', slots: [] }] },
    });
    expect(saved.statusCode).toBe(200);

    const offered = (await slotsOf(owner.listing.id)).map((s) => brussels(s.startsAt));
    expect(offered.length).toBeGreaterThan(0);
    for (const when of offered) {
      expect(when).not.toMatch(/^sunday/);
      expect(when).toMatch(/ (09|10|11):00$/);
    }

    // 14:00 is among the listing's hours but after the host's morning: not bookable.
    const afternoon = new Date(Date.now() + 3 * 86_400_000);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(afternoon);
    const offset = brussels(`${day}T12:00:00Z`).endsWith('13:00') ? '+01:00' : '+02:00';
    const res = await book((await buyer()).headers, {
      propertyId: owner.listing.id,
      startsAt: new Date(`${day}T14:00:00${offset}`).toISOString(),
      visitType: 'inPerson',
      profileShared: false,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(M.slotNotOffered);
  });
});

describe('booking', () => {
  it('books a free slot as pending; both parties read it and receive an e-mail', async () => {
    const { owner, seeker, appointment } = await booked();
    expect(appointment).toMatchObject({ status: 'pending', visitType: 'video', profileShared: true, side: 'seeker' });
    const asOwner = await ctx.app.inject({
      method: 'GET',
      url: `/api/appointments/${appointment.id}`,
      headers: owner.headers,
    });
    expect(asOwner.json().data).toMatchObject({
      side: 'owner',
      client: { email: seeker.user.email, name: 'Lotte Peeters' },
      message: 'Is the attic included?',
    });
    expect((await outboxFor(ctx.database, seeker.user.email)).map((m) => m.subject)).toEqual([
      'Viewing requested: Loft by the Leie in Gent',
    ]);
    expect((await outboxFor(ctx.database, owner.user.email)).map((m) => m.subject)).toEqual([
      'Viewing requested: Loft by the Leie in Gent',
    ]);
  });

  it('refuses a taken slot, a time the listing does not offer, a second open booking and the owner’s own listing', async () => {
    const { owner, slots, seeker } = await booked();
    const other = await buyer();
    const taken = await book(other.headers, { propertyId: owner.listing.id, startsAt: slots[0]!.startsAt });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(M.slotTaken);
    const offHour = new Date(new Date(slots[1]!.startsAt).getTime() + 30 * 60_000).toISOString();
    const odd = await book(other.headers, { propertyId: owner.listing.id, startsAt: offHour });
    expect(odd.statusCode).toBe(409);
    expect(odd.json().error.message).toBe(M.slotNotOffered);
    const past = await book(other.headers, { propertyId: owner.listing.id, startsAt: '2020-01-06T08:00:00.000Z' });
    expect(past.json().error.message).toBe(M.slotNotOffered);
    const second = await book(seeker.headers, { propertyId: owner.listing.id, startsAt: slots[1]!.startsAt });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(M.alreadyBooked);
    const own = await book(owner.headers, { propertyId: owner.listing.id, startsAt: slots[1]!.startsAt });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(M.ownListing);
    const bad = await book(other.headers, { propertyId: owner.listing.id, startsAt: 'tomorrow', visitType: 'drone' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ startsAt: M.startsAt, visitType: M.visitType });
    const guest = await ctx.app.inject({ method: 'POST', url: '/api/appointments', payload: {} });
    expect(guest.statusCode).toBe(401);
    const count = await ctx.database.query('SELECT 1 FROM appointments WHERE property_id = $1', [owner.listing.id]);
    expect(count).toHaveLength(1);
  });

  it('a cancelled booking frees its slot for someone else', async () => {
    const { owner, seeker, appointment } = await booked();
    expect((await cancel(appointment.id, seeker.headers)).statusCode).toBe(200);
    const other = await buyer();
    const again = await book(other.headers, { propertyId: owner.listing.id, startsAt: appointment.startsAt });
    expect(again.statusCode).toBe(201);
  });

  it(`20 concurrent bookings of one slot leave exactly one appointment${onPostgres ? ' (PostgreSQL)' : ' (PGlite: one connection, run on PostgreSQL with TEST_DATABASE_URL)'}`, async () => {
    const { listing } = await ownerWithListing();
    const [slot] = await slotsOf(listing.id);
    const seekers = await Promise.all(Array.from({ length: 20 }, () => buyer()));
    const answers = await Promise.all(
      seekers.map((s) => book(s.headers, { propertyId: listing.id, startsAt: slot!.startsAt })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(19).fill(409)]);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().error.message).toBe(M.slotTaken);
    const rows = await ctx.database.query('SELECT 1 FROM appointments WHERE property_id = $1', [listing.id]);
    expect(rows).toHaveLength(1);
  });

  it.skipIf(!onPostgres)(
    `${RACERS} bookings at once by one seeker of ${RACERS} slots leave one open booking (PostgreSQL)`,
    async () => {
      const { listing } = await ownerWithListing();
      const slots = await slotsOf(listing.id);
      const seeker = await buyer();
      const answers = await atOnce(RACERS, (i) =>
        book(seeker.headers, { propertyId: listing.id, startsAt: slots[i]!.startsAt }),
      );
      expectLimitHeld(answers, 1, 409, M.alreadyBooked);
      const rows = await ctx.database.query('SELECT 1 FROM appointments WHERE seeker_id = $1', [seeker.user.id]);
      expect(rows).toHaveLength(1);
    },
  );
});

describe('transitions', () => {
  const HOUR = 3_600_000;

  it('the owner confirms a pending appointment, then cancels it; the seeker sees each status', async () => {
    const { owner, seeker, appointment } = await booked();
    const confirmed = await setStatus(appointment.id, owner.headers, 'confirmed');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.status).toBe('confirmed');
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/appointments/${appointment.id}`,
      headers: seeker.headers,
    });
    expect(seen.json().data.status).toBe('confirmed');
    expect((await setStatus(appointment.id, owner.headers, 'cancelled')).json().data.status).toBe('cancelled');
  });

  it('the owner cancels a pending appointment (declines it)', async () => {
    const { owner, appointment } = await booked();
    expect((await setStatus(appointment.id, owner.headers, 'cancelled')).json().data.status).toBe('cancelled');
  });

  it('the owner completes a confirmed viewing once its time has come', async () => {
    const { owner, id } = await stored('confirmed', new Date(Date.now() - 2 * HOUR));
    const res = await setStatus(id, owner.headers, 'completed');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('completed');
  });

  it('the seeker cancels before and after confirmation', async () => {
    const a = await booked();
    expect((await cancel(a.appointment.id, a.seeker.headers)).json().data.status).toBe('cancelled');
    const b = await booked();
    await setStatus(b.appointment.id, b.owner.headers, 'confirmed');
    const res = await cancel(b.appointment.id, b.seeker.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
  });

  it.each([
    ['pending', 'completed', M.transition('pending', 'completed'), 2],
    ['pending', 'confirmed', M.passed, -2],
    ['confirmed', 'confirmed', M.same('confirmed'), 2],
    ['confirmed', 'completed', M.notYet, 2],
    ['cancelled', 'confirmed', M.final('cancelled'), 2],
    ['cancelled', 'cancelled', M.final('cancelled'), 2],
    ['completed', 'cancelled', M.final('completed'), -2],
    ['completed', 'confirmed', M.final('completed'), -2],
  ] as const)('the owner cannot move %s → %s: "%s"', async (from, to, message, hours) => {
    const { owner, id } = await stored(from, new Date(Date.now() + hours * HOUR));
    const res = await setStatus(id, owner.headers, to);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(message);
    const [row] = await ctx.database.query<{ status: string }>('SELECT status FROM appointments WHERE id = $1', [id]);
    expect(row!.status).toBe(from);
  });

  it.each(['cancelled', 'completed'] as const)('nobody cancels a %s appointment', async (status) => {
    const { owner, seeker, id } = await stored(status, new Date(Date.now() - 2 * HOUR));
    for (const headers of [seeker.headers, owner.headers]) {
      const res = await cancel(id, headers);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(M.final(status));
    }
  });

  it('refuses a status the dialog does not offer', async () => {
    const { owner, appointment } = await booked();
    const res = await setStatus(appointment.id, owner.headers, 'pending');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(M.status);
  });
});

describe('rescheduling', () => {
  it('moves the appointment to another free slot and confirms it; the old slot is free again', async () => {
    const { owner, seeker, slots, appointment } = await booked();
    const res = await move(appointment.id, owner.headers, slots[2]!.startsAt);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ startsAt: slots[2]!.startsAt, status: 'confirmed' });
    const free = (await slotsOf(owner.listing.id)).map((s) => s.startsAt);
    expect(free).toContain(slots[0]!.startsAt);
    expect(free).not.toContain(slots[2]!.startsAt);
    const [mail] = (await outboxFor(ctx.database, seeker.user.email)).slice(-1);
    expect(mail!.subject).toBe('Viewing rescheduled: Loft by the Leie in Gent');
  });

  it('refuses a taken slot, an hour not offered, the same time and a closed appointment', async () => {
    const { owner, slots, appointment, seeker } = await booked();
    const other = await buyer();
    await book(other.headers, { propertyId: owner.listing.id, startsAt: slots[1]!.startsAt });
    const taken = await move(appointment.id, owner.headers, slots[1]!.startsAt);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(M.slotTaken);
    const odd = await move(
      appointment.id,
      owner.headers,
      new Date(new Date(slots[2]!.startsAt).getTime() + 60_000).toISOString(),
    );
    expect(odd.json().error.message).toBe(M.slotNotOffered);
    const same = await move(appointment.id, owner.headers, appointment.startsAt);
    expect(same.json().error.message).toBe(M.sameTime);
    await cancel(appointment.id, seeker.headers);
    const closed = await move(appointment.id, owner.headers, slots[3]!.startsAt);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe(M.final('cancelled'));
  });
});

describe('access', () => {
  it('another user can neither read nor change an appointment (404); the seeker cannot set a status', async () => {
    const { owner, seeker, slots, appointment } = await booked();
    const stranger = await buyer();
    const agent = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
    for (const who of [stranger, agent]) {
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/appointments/${appointment.id}`, headers: who.headers }))
          .statusCode,
      ).toBe(404);
      expect((await cancel(appointment.id, who.headers)).statusCode).toBe(404);
    }
    expect((await setStatus(appointment.id, agent.headers, 'confirmed')).statusCode).toBe(404);
    expect((await move(appointment.id, agent.headers, slots[2]!.startsAt)).statusCode).toBe(404);
    expect((await setStatus(appointment.id, seeker.headers, 'confirmed')).statusCode).toBe(403);
    const [row] = await ctx.database.query<{ status: string }>('SELECT status FROM appointments WHERE id = $1', [
      appointment.id,
    ]);
    expect(row!.status).toBe('pending');
    // The owner without a subscription: the gated pages' calls are refused.
    const lapsed = await signedInUser(ctx.app, ctx.database, { role: 'pseller' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/appointments', headers: lapsed.headers })).statusCode,
    ).toBe(403);
    void owner;
  });

  it('each side lists its own: the owner’s listings, one listing (owner only), the seeker’s bookings', async () => {
    const { owner, seeker, appointment } = await booked();
    const other = await booked();
    const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });
    const mine = (await get('/api/appointments', owner.headers)).json().data;
    expect(mine.items.map((a: { id: string }) => a.id)).toEqual([appointment.id]);
    expect(mine).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(mine.items[0]).toMatchObject({
      agent: { name: 'Lotte Peeters', email: owner.user.email },
      client: { email: seeker.user.email },
      profileShared: true,
      visitType: 'video',
    });
    const forListing = await get(`/api/my-properties/${owner.listing.id}/appointments`, owner.headers);
    expect(forListing.json().data.total).toBe(1);
    expect((await get(`/api/my-properties/${other.owner.listing.id}/appointments`, owner.headers)).statusCode).toBe(
      404,
    );
    const booked_ = (await get('/api/appointments/booked', seeker.headers)).json().data;
    expect(booked_.items.map((a: { id: string }) => a.id)).toEqual([appointment.id]);
    expect((await get('/api/appointments/booked?status=cancelled', seeker.headers)).json().data.total).toBe(0);
    expect((await get('/api/appointments?when=soon', owner.headers)).statusCode).toBe(400);
  });
});

describe('the lists’ default order', () => {
  it('puts the coming viewings first, soonest first, then the past ones, latest first, on both sides', async () => {
    const owner = await ownerWithListing();
    const second = await createProperty(ctx.database, owner.user.id, {
      title: 'Studio',
      availableTimeSlots: EVERY_DAY,
    });
    const seeker = await buyer();
    const day = 86_400_000;
    const at = (days: number) => new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + days * day);
    const rows = await ctx.database.db
      .insert(appointments)
      .values([
        { propertyId: owner.listing.id, seekerId: seeker.user.id, startsAt: at(-80), status: 'completed' as const },
        { propertyId: owner.listing.id, seekerId: seeker.user.id, startsAt: at(9), status: 'pending' as const },
        { propertyId: owner.listing.id, seekerId: seeker.user.id, startsAt: at(-2), status: 'completed' as const },
        { propertyId: second.id, seekerId: seeker.user.id, startsAt: at(2), status: 'confirmed' as const },
      ])
      .returning();
    const [september, nextWeek, lastWeek, soon] = rows.map((r) => r.id);
    const ids = async (url: string, headers: Headers) =>
      (await ctx.app.inject({ method: 'GET', url, headers })).json().data.items.map((a: { id: string }) => a.id);
    expect(await ids('/api/appointments/booked', seeker.headers)).toEqual([soon, nextWeek, lastWeek, september]);
    expect(await ids('/api/appointments', owner.headers)).toEqual([soon, nextWeek, lastWeek, september]);
    expect(await ids('/api/appointments/booked?order=desc', seeker.headers)).toEqual([
      september,
      lastWeek,
      nextWeek,
      soon,
    ]);
    // Sorting by the date alone is still there: the oldest first.
    expect(await ids('/api/appointments/booked?sort=startsAt', seeker.headers)).toEqual([
      september,
      lastWeek,
      soon,
      nextWeek,
    ]);
  });
});

describe('e-mails over SMTP with the calendar invitation', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let mailing: TestContext;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    mailing = await createCustomTestApp({
      database: ctx.database,
      env: { PUBLIC_URL: 'https://immora.test', SMTP_URL: smtp.url, MAIL_FROM: 'Immora <no-reply@immora.test>' },
    });
  });
  afterAll(async () => {
    await mailing?.close();
    await smtp?.close();
  });

  it('booking, confirmation, reschedule and cancellation reach both parties with one UID and a rising SEQUENCE', async () => {
    const owner = await ownerWithListing(mailing);
    await ctx.database.query(`UPDATE users SET language = 'nl' WHERE id = $1`, [owner.user.id]);
    const seeker = await signedInUser(mailing.app, mailing.database, { role: 'buyer' });
    const slots = await slotsOf(owner.listing.id, mailing);
    const created = await book(seeker.headers, { propertyId: owner.listing.id, startsAt: slots[0]!.startsAt }, mailing);
    const id = created.json().data.id as string;
    await setStatus(id, owner.headers, 'confirmed', mailing);
    await move(id, owner.headers, slots[1]!.startsAt, mailing);
    await cancel(id, seeker.headers, mailing);

    const toSeeker = smtp.to(seeker.user.email);
    const toOwner = smtp.to(owner.user.email);
    expect(toSeeker).toHaveLength(4);
    expect(toOwner).toHaveLength(4);
    expect(toSeeker[0]!.body).toContain('Subject: Viewing requested: Loft by the Leie in Gent');
    expect(toOwner[0]!.body).toContain('Bezoek aangevraagd: Loft by the Leie in Gent');
    expect(toOwner[2]!.body).toContain('Bezoek verplaatst');
    const invitations = toSeeker.map((mail) => {
      const [file] = attachmentsOf(mail.raw);
      expect(file!.contentType).toMatch(/^text\/calendar/);
      // Unfolded (RFC 5545 folds lines at 75 octets).
      return { ...file!, content: file!.content.replace(/\r\n /g, '') };
    });
    expect(invitations.map((i) => i.filename)).toEqual(['invite.ics', 'invite.ics', 'invite.ics', 'cancel.ics']);
    for (const { content } of invitations) expect(content).toContain(`UID:appointment-${id}@immora.test`);
    expect(invitations.map((i) => /SEQUENCE:(\d+)/.exec(i.content)![1])).toEqual(['0', '1', '2', '3']);
    expect(invitations.map((i) => /METHOD:(\w+)/.exec(i.content)![1])).toEqual([
      'REQUEST',
      'REQUEST',
      'REQUEST',
      'CANCEL',
    ]);
    expect(invitations.map((i) => /STATUS:(\w+)/.exec(i.content)![1])).toEqual([
      'TENTATIVE',
      'CONFIRMED',
      'CONFIRMED',
      'CANCELLED',
    ]);
    const utc = (iso: string) => iso.replace(/[-:]/g, '').replace('.000', '');
    expect(invitations[0]!.content).toContain(`DTSTART:${utc(slots[0]!.startsAt)}`);
    expect(invitations[2]!.content).toContain(`DTSTART:${utc(slots[1]!.startsAt)}`);
    expect(invitations[0]!.content).toContain(
      `ATTENDEE;CN="Lotte Peeters";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${seeker.user.email}`,
    );
    // The owner's copy is the same event, written in the owner's language.
    const ownerInvite = attachmentsOf(toOwner[0]!.raw)[0]!.content;
    expect(ownerInvite).toContain(`UID:appointment-${id}@immora.test`);
    expect(ownerInvite).toContain('SUMMARY:Bezoek: Loft by the Leie in Gent');
  });
  it("writes each party's e-mail and invitation under the listing's title in that party's language", async () => {
    const owner = await ownerWithListing(mailing);
    await inDutchWithFrench(ctx.database, owner.listing.id);
    const seeker = await signedInUser(mailing.app, mailing.database, { role: 'buyer' });
    await ctx.database.query(`UPDATE users SET language = 'fr' WHERE id = $1`, [seeker.user.id]);
    const slots = await slotsOf(owner.listing.id, mailing);
    expect(
      (await book(seeker.headers, { propertyId: owner.listing.id, startsAt: slots[0]!.startsAt }, mailing)).statusCode,
    ).toBe(201);
    const [toSeeker] = smtp.to(seeker.user.email);
    const [toOwner] = smtp.to(owner.user.email);
    const [mail] = await outboxFor(ctx.database, seeker.user.email);
    expect(mail!.subject).toBe(`Visite demandée\u00a0: ${FRENCH_TITLE}`);
    expect(attachmentsOf(toSeeker!.raw)[0]!.content.replace(/\r\n /g, '')).toContain(
      `SUMMARY:Visite\u00a0: ${FRENCH_TITLE}`,
    );
    // The owner reads English, which the listing is not written in: the original.
    expect(attachmentsOf(toOwner!.raw)[0]!.content.replace(/\r\n /g, '')).toContain(`SUMMARY:Viewing: ${DUTCH_TITLE}`);
  });
});

describe('the private calendar feed', () => {
  it('lists the user’s appointments on both sides; a new address replaces the old, and a stopped one is 404', async () => {
    const { owner, seeker, appointment } = await booked();
    const made = await ctx.app.inject({ method: 'POST', url: '/api/appointments/feed', headers: seeker.headers });
    expect(made.statusCode).toBe(201);
    const url = new URL(made.json().data.url as string);
    expect(url.pathname).toMatch(/^\/api\/appointment-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await ctx.app.inject({ method: 'GET', url: url.pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.headers['cache-control']).toBe('no-store');
    const text = feed.body.replace(/\r\n /g, '');
    expect(text).not.toContain('METHOD:');
    expect(text).toContain(`UID:appointment-${appointment.id}@`);
    expect(text).toContain('SUMMARY:Viewing: Loft by the Leie in Gent');
    expect(text).toContain('STATUS:TENTATIVE');

    // The owner's feed holds the same event (the owner side).
    const ownerFeed = await ctx.app.inject({ method: 'POST', url: '/api/appointments/feed', headers: owner.headers });
    const ownerText = (await ctx.app.inject({ method: 'GET', url: new URL(ownerFeed.json().data.url).pathname })).body;
    expect(ownerText).toContain(`UID:appointment-${appointment.id}@`);

    const again = await ctx.app.inject({ method: 'POST', url: '/api/appointments/feed', headers: seeker.headers });
    expect((await ctx.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(404);
    const status = await ctx.app.inject({ method: 'GET', url: '/api/appointments/feed', headers: seeker.headers });
    expect(status.json().data.active).toBe(true);
    await ctx.app.inject({ method: 'DELETE', url: '/api/appointments/feed', headers: seeker.headers });
    const stopped = await ctx.app.inject({ method: 'GET', url: new URL(again.json().data.url).pathname });
    expect(stopped.statusCode).toBe(404);
    expect(stopped.json().error.message).toBe('Calendar feed not found');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/appointment-feeds/nope.ics' })).statusCode).toBe(400);
  });
});

describe("appointments in the reader's language (decision 055)", () => {
  it('answer a listing written in Dutch under its French title to a French reader, on either side', async () => {
    const owner = await ownerWithListing();
    await inDutchWithFrench(ctx.database, owner.listing.id);
    const seeker = await buyer();
    const slots = await slotsOf(owner.listing.id);
    const made = await book(
      { ...seeker.headers, ...FRENCH_READER },
      { propertyId: owner.listing.id, startsAt: slots[0]!.startsAt },
    );
    expect(made.json().data.property.title).toBe(FRENCH_TITLE);
    const read = (url: string, headers: Headers) =>
      ctx.app.inject({ method: 'GET', url, headers: { ...headers, ...FRENCH_READER } });
    expect((await read('/api/appointments/booked', seeker.headers)).json().data.items[0].property.title).toBe(
      FRENCH_TITLE,
    );
    expect((await read('/api/appointments', owner.headers)).json().data.items[0].property.title).toBe(FRENCH_TITLE);
    const one = await read(`/api/appointments/${made.json().data.id}`, owner.headers);
    expect(one.json().data.property.title).toBe(FRENCH_TITLE);
  });

  it("fill a French user's calendar feed under the listing's French title", async () => {
    const { owner, seeker } = await booked();
    await inDutchWithFrench(ctx.database, owner.listing.id);
    await ctx.database.query(`UPDATE users SET language = 'fr' WHERE id = $1`, [seeker.user.id]);
    const made = await ctx.app.inject({ method: 'POST', url: '/api/appointments/feed', headers: seeker.headers });
    const feed = await ctx.app.inject({ method: 'GET', url: new URL(made.json().data.url).pathname });
    expect(feed.body.replace(/\r\n /g, '')).toContain(`SUMMARY:Visite\u00a0: ${FRENCH_TITLE}`);
  });
});
