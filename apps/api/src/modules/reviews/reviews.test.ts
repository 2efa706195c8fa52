import { FRENCH_READER, FRENCH_TITLE, inDutchWithFrench } from '../../../test/listing-fixtures.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES as M } from '@immora/shared/reviews';
import { appointments } from '../../db/schema/appointments.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { onPostgres } from '../../../test/database.ts';
import { signedInAgency } from '../../../test/agency-factories.ts';
import { createProperty } from '../../../test/factories.ts';
import { atOnce, expectLimitHeld, RACERS } from '../../../test/races.ts';
import { signedInUser } from '../../../test/session.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
type Status = 'pending' | 'confirmed' | 'cancelled' | 'completed';
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const TEXT = 'Very helpful, the viewing started on time and every question was answered.';
const DAY = 86_400_000;
let hour = 0;

const buyer = () => signedInUser(ctx.app, ctx.database, { role: 'buyer' });
/** A subscribed agent, independent or of the agency. */
async function agent(agencyId: string | null = null) {
  const signedIn = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
  if (agencyId) await ctx.database.db.update(users).set({ agencyId }).where(eq(users.id, signedIn.user.id));
  return signedIn;
}

/** A viewing of a listing of `ownerId` (handled by `agentId` when given) by `seekerId`, stored in the past. */
async function viewing(
  seekerId: string,
  ownerId: string,
  opts: { status?: Status; agentId?: string; agencyId?: string } = {},
) {
  const listing = await createProperty(ctx.database, ownerId, {
    agentId: opts.agentId ?? null,
    agencyId: opts.agencyId ?? null,
  });
  const [row] = await ctx.database.db
    .insert(appointments)
    .values({
      propertyId: listing.id,
      seekerId,
      startsAt: new Date(Date.now() - DAY - ++hour * 3_600_000),
      status: opts.status ?? 'completed',
    })
    .returning();
  return row!.id;
}

const write = (headers: Headers, appointmentId: string, rating = 4, text = TEXT) =>
  call('POST', '/api/reviews', headers, { appointmentId, rating, text });
const storedReviews = async (appointmentId: string) =>
  ctx.database.db.select().from(reviews).where(eq(reviews.appointmentId, appointmentId));

describe('writing a review', () => {
  it('the visitor of a completed viewing reviews the agent once; the appointment list stops offering it', async () => {
    const [seeker, host] = [await buyer(), await agent()];
    const id = await viewing(seeker.user.id, host.user.id);
    const before = (await call('GET', '/api/appointments/booked', seeker.headers)).json().data.items;
    expect(before.find((a: { id: string }) => a.id === id)).toMatchObject({ canReview: true });

    const res = await write(seeker.headers, id, 5);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ rating: 5, text: TEXT, reply: null, subject: { id: host.user.id } });

    const again = await write(seeker.headers, id, 1, 'Changed my mind about this one.');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(M.alreadyReviewed);
    expect(await storedReviews(id)).toHaveLength(1);
    const after = (await call('GET', '/api/appointments/booked', seeker.headers)).json().data.items;
    expect(after.find((a: { id: string }) => a.id === id)).toMatchObject({ canReview: false });
  });

  it.each(['pending', 'confirmed', 'cancelled'] as const)(
    'a buyer cannot review a %s viewing (409), and nothing is stored',
    async (status) => {
      const [seeker, host] = [await buyer(), await agent()];
      const id = await viewing(seeker.user.id, host.user.id, { status });
      const res = await write(seeker.headers, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(M.notCompleted);
      expect(await storedReviews(id)).toHaveLength(0);
    },
  );

  it('a buyer cannot review without an appointment of their own: unknown is 404, another visitor’s or the host is 403', async () => {
    const [seeker, other, host] = [await buyer(), await buyer(), await agent()];
    const id = await viewing(seeker.user.id, host.user.id);
    const unknown = await write(seeker.headers, '7d0c5c8e-2f8a-4b59-9d0e-3c4b5a6d7e8f');
    expect(unknown.statusCode).toBe(404);
    for (const headers of [other.headers, host.headers]) {
      const res = await write(headers, id);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(M.visitorOnly);
    }
    expect((await call('POST', '/api/reviews', {}, { appointmentId: id, rating: 5, text: TEXT })).statusCode).toBe(401);
    expect(await storedReviews(id)).toHaveLength(0);
  });

  it('a private seller’s viewing cannot be reviewed (409): only agents and agencies are', async () => {
    const [seeker, seller] = [await buyer(), await signedInUser(ctx.app, ctx.database, { role: 'pseller' })];
    const id = await viewing(seeker.user.id, seller.user.id);
    const res = await write(seeker.headers, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(M.notProfessional);
  });

  it.each([
    ['rating 0', { rating: 0 }, 'rating', M.rating],
    ['rating 6', { rating: 6 }, 'rating', M.rating],
    ['rating 3.5', { rating: 3.5 }, 'rating', M.rating],
    ['a 9-character text', { text: 'Too short' }, 'text', M.textShort],
    ['a 2001-character text', { text: 'x'.repeat(2001) }, 'text', M.textLong],
  ])('%s is 400 and stores nothing', async (_label, change, field, message) => {
    const [seeker, host] = [await buyer(), await agent()];
    const id = await viewing(seeker.user.id, host.user.id);
    const res = await call('POST', '/api/reviews', seeker.headers, {
      appointmentId: id,
      rating: 4,
      text: TEXT,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(await storedReviews(id)).toHaveLength(0);
  });

  it(`20 parallel posts for one viewing give one review and 19 × 409${onPostgres ? ' (PostgreSQL)' : ' (PGlite: one connection, run on PostgreSQL with TEST_DATABASE_URL)'}`, async () => {
    const [seeker, host] = [await buyer(), await agent()];
    const id = await viewing(seeker.user.id, host.user.id);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => write(seeker.headers, id, (i % 5) + 1)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await storedReviews(id)).toHaveLength(1);
  });
});

describe('the professional’s side', () => {
  it('the agent lists, filters and summarises its reviews, replies once and reports once', async () => {
    const host = await agent();
    const [a, b] = [await buyer(), await buyer()];
    const first = (await write(a.headers, await viewing(a.user.id, host.user.id), 5)).json().data.id;
    const second = (await write(b.headers, await viewing(b.user.id, host.user.id), 2)).json().data.id;

    const summary = await call('GET', '/api/reviews/received/summary', host.headers);
    expect(summary.json().data).toEqual({ average: 3.5, count: 2, unreplied: 2 });

    const reply = await call('PUT', `/api/reviews/received/${first}/reply`, host.headers, { text: 'Thank you!' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({ reply: 'Thank you!', canReply: false });
    const twice = await call('PUT', `/api/reviews/received/${first}/reply`, host.headers, { text: 'Thanks again!' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(M.alreadyReplied);

    const list = (query: string) =>
      call('GET', `/api/reviews/received?${query}`, host.headers).then((r) =>
        r.json().data.items.map((i: { id: string }) => i.id),
      );
    expect(await list('reply=replied')).toEqual([first]);
    expect(await list('reply=unreplied')).toEqual([second]);
    expect(await list('rating=2')).toEqual([second]);
    expect(await list('sort=rating&order=desc')).toEqual([first, second]);
    expect((await call('GET', '/api/reviews/received?rating=9', host.headers)).statusCode).toBe(400);

    const reported = await call('POST', `/api/reviews/received/${second}/report`, host.headers, {
      reason: 'Not true at all.',
    });
    expect(reported.json().data).toMatchObject({ reportReason: 'Not true at all.', canReport: false, text: TEXT });
    const again = await call('POST', `/api/reviews/received/${second}/report`, host.headers, {
      reason: 'Still not true.',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(M.alreadyReported);
    expect((await call('GET', '/api/reviews/received/summary', host.headers)).json().data).toEqual({
      average: 3.5,
      count: 2,
      unreplied: 1,
    });
  });

  /** A review of a viewing hosted by a new agent, and that agent. */
  async function reviewed() {
    const [seeker, host] = [await buyer(), await agent()];
    const id = (await write(seeker.headers, await viewing(seeker.user.id, host.user.id))).json().data.id as string;
    return {
      id,
      host,
      stored: async () => (await ctx.database.db.select().from(reviews).where(eq(reviews.id, id)))[0]!,
    };
  }

  it.skipIf(!onPostgres)(`${RACERS} replies at once keep one reply (PostgreSQL)`, async () => {
    const { id, host, stored } = await reviewed();
    const answers = await atOnce(RACERS, (i) =>
      call('PUT', `/api/reviews/received/${id}/reply`, host.headers, { text: `Thank you, ${i}!` }),
    );
    expectLimitHeld(answers, 1, 409, M.alreadyReplied);
    expect((await stored()).reply).toBe(answers.find((r) => r.statusCode === 200)!.json().data.reply);
  });

  it.skipIf(!onPostgres)(`${RACERS} reports at once keep one report (PostgreSQL)`, async () => {
    const { id, host, stored } = await reviewed();
    const answers = await atOnce(RACERS, (i) =>
      call('POST', `/api/reviews/received/${id}/report`, host.headers, { reason: `Not true, ${i}.` }),
    );
    expectLimitHeld(answers, 1, 409, M.alreadyReported);
    expect((await stored()).reportReason).toBe(answers.find((r) => r.statusCode === 200)!.json().data.reportReason);
  });

  it('an agency sees its own and its agents’ reviews, answers its own only, and gets 403 on another agency’s', async () => {
    const mine = await signedInAgency(ctx.app, ctx.database, 'Leie Immo');
    const theirs = await signedInAgency(ctx.app, ctx.database, 'Maas Vastgoed');
    const member = await agent(mine.agency.id);
    const seeker = await buyer();
    const own = (
      await write(seeker.headers, await viewing(seeker.user.id, mine.user.id, { agencyId: mine.agency.id }), 4)
    ).json().data;
    expect(own.subject).toMatchObject({ id: mine.user.id });
    const agents = (
      await write(
        seeker.headers,
        await viewing(seeker.user.id, mine.user.id, { agencyId: mine.agency.id, agentId: member.user.id }),
        2,
      )
    ).json().data;
    expect(agents.subject).toMatchObject({ id: member.user.id });
    const other = (
      await write(seeker.headers, await viewing(seeker.user.id, theirs.user.id, { agencyId: theirs.agency.id }), 5)
    ).json().data;

    const listed = (await call('GET', '/api/reviews/received', mine.headers)).json().data.items;
    expect(listed.map((r: { id: string }) => r.id).sort()).toEqual([own.id, agents.id].sort());
    expect(listed.find((r: { id: string }) => r.id === agents.id)).toMatchObject({
      canReply: false,
      subject: { self: false },
    });
    expect((await call('GET', '/api/reviews/received/summary', mine.headers)).json().data).toMatchObject({
      average: 3,
      count: 2,
    });
    // The agent sees the review of itself, not the agency's.
    const agentList = (await call('GET', '/api/reviews/received', member.headers)).json().data.items;
    expect(agentList.map((r: { id: string }) => r.id)).toEqual([agents.id]);

    expect(
      (await call('PUT', `/api/reviews/received/${agents.id}/reply`, mine.headers, { text: 'Thanks!' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/reviews/received/${agents.id}/reply`, member.headers, { text: 'Thanks!' })).statusCode,
    ).toBe(200);

    for (const res of [
      await call('GET', `/api/reviews/received/${other.id}`, mine.headers),
      await call('PUT', `/api/reviews/received/${other.id}/reply`, mine.headers, { text: 'Not ours' }),
      await call('POST', `/api/reviews/received/${other.id}/report`, mine.headers, { reason: 'Not ours either' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(M.notYours);
    }
    const untouched = (await ctx.database.db.select().from(reviews).where(eq(reviews.id, other.id)))[0]!;
    expect(untouched).toMatchObject({ reply: null, reportedAt: null });
    expect((await call('GET', `/api/reviews/received/${other.id}`, theirs.headers)).statusCode).toBe(200);
  });

  it('is for subscribed agents and agencies only', async () => {
    const seeker = await buyer();
    expect((await call('GET', '/api/reviews/received', seeker.headers)).statusCode).toBe(403);
    const lapsed = await signedInUser(ctx.app, ctx.database, { role: 'individual' });
    expect((await call('GET', '/api/reviews/received', lapsed.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/reviews/received')).statusCode).toBe(401);
  });
});

describe('public pages', () => {
  it('show an agent’s and an agency’s average with one decimal, replies, and hide a reported text', async () => {
    const owner = await signedInAgency(ctx.app, ctx.database, 'Zenne Huizen');
    const member = await agent(owner.agency.id);
    const ratings: [string, number][] = [];
    for (const [host, rating] of [
      [member, 5],
      [member, 4],
      [member, 4],
      [owner, 2],
    ] as const) {
      const seeker = await buyer();
      const id = await viewing(seeker.user.id, owner.user.id, {
        agencyId: owner.agency.id,
        agentId: host === member ? member.user.id : undefined,
      });
      ratings.push([(await write(seeker.headers, id, rating)).json().data.id, rating]);
    }
    const [top, , reportedId] = ratings.map(([id]) => id);
    await call('PUT', `/api/reviews/received/${top}/reply`, member.headers, { text: 'Thank you, see you soon.' });
    await call('POST', `/api/reviews/received/${reportedId}/report`, member.headers, { reason: 'Offensive words.' });

    const agentPage = (await call('GET', `/api/agents/${member.user.id}/reviews`)).json().data;
    expect(agentPage).toMatchObject({ average: 4.3, total: 3, page: 1, pageSize: 5 });
    const replied = agentPage.items.find((r: { id: string }) => r.id === top);
    expect(replied).toMatchObject({ reply: 'Thank you, see you soon.', reviewer: 'Lotte P.', text: TEXT });
    expect(agentPage.items.find((r: { id: string }) => r.id === reportedId)).toMatchObject({
      reported: true,
      text: null,
      rating: 4,
    });

    const agencyPage = (await call('GET', `/api/agencies/${owner.agency.id}/reviews?pageSize=2`)).json().data;
    expect(agencyPage).toMatchObject({ average: 3.8, total: 4, pageSize: 2 });
    expect(agencyPage.items).toHaveLength(2);

    const none = await agent();
    expect((await call('GET', `/api/agents/${none.user.id}/reviews`)).json().data).toMatchObject({
      average: null,
      total: 0,
      items: [],
    });
    expect((await call('GET', '/api/agents/7d0c5c8e-2f8a-4b59-9d0e-3c4b5a6d7e8f/reviews')).statusCode).toBe(404);
    expect((await call('GET', `/api/agencies/${member.user.id}/reviews`)).statusCode).toBe(404);
  });
});

describe("received reviews in the reader's language (decision 055)", () => {
  it('name a listing written in Dutch by its French title for a French reader', async () => {
    const [seeker, host] = [await buyer(), await agent()];
    const id = await viewing(seeker.user.id, host.user.id);
    const [row] = await ctx.database.query<{ property_id: string }>(
      'SELECT property_id FROM appointments WHERE id = $1',
      [id],
    );
    await inDutchWithFrench(ctx.database, row!.property_id);
    expect((await write(seeker.headers, id)).statusCode).toBe(201);
    const [review] = (await call('GET', '/api/reviews/received', { ...host.headers, ...FRENCH_READER })).json().data
      .items;
    expect(review.property.title).toBe(FRENCH_TITLE);
  });
});
