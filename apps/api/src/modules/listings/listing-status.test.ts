import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPERTY_STATUSES, type PropertyStatus } from '@immora/shared/listing';
import { LISTING_MESSAGES, STATUS_ACTIONS, STATUS_ACTION_NAMES, actionsFrom } from '@immora/shared/listing-form';
import { auctions } from '../../db/schema/auctions.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { onPostgres } from '../../../test/database.ts';
import { listingIn as listingInStatus, seedCities } from '../../../test/listing-fixtures.ts';
import { signedInUser } from '../../../test/session.ts';

let ctx: TestContext;
let agent: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedCities(ctx.database);
  agent = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
});
afterAll(() => ctx.close());

const listingIn = (status: PropertyStatus) => listingInStatus(ctx, agent.headers, status);
const act = (id: string, action: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/properties/${id}/status`, payload: { action }, headers: agent.headers });
const statusOf = async (id: string) =>
  (await ctx.database.query<{ status: string }>('SELECT status FROM properties WHERE id = $1', [id]))[0]!.status;

describe('status actions', () => {
  const cases = PROPERTY_STATUSES.flatMap((from) => STATUS_ACTION_NAMES.map((action) => [from, action] as const));

  it.each(cases)('from %s, %s', async (from, action) => {
    const id = await listingIn(from);
    const { to } = STATUS_ACTIONS[action];
    const allowed = actionsFrom(from).includes(action);
    const res = await act(id, action);
    if (allowed) {
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id, status: to });
      expect(await statusOf(id)).toBe(to);
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(LISTING_MESSAGES.transition.replace('{from}', from).replace('{to}', to));
      expect(await statusOf(id)).toBe(from);
    }
  });

  it('publishing through the status path runs the publish rule', async () => {
    const id = await listingIn('pending');
    await ctx.database.query(`UPDATE properties SET facts = facts - 'epcCode' WHERE id = $1`, [id]);
    const res = await act(id, 'publish');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'MISSING_DATA',
      message: LISTING_MESSAGES.required,
      fields: { 'facts.epcCode': LISTING_MESSAGES.missingData },
    });
    expect(await statusOf(id)).toBe('pending');
  });

  it('POST …/publish refuses a listing being signed (processing) with 409', async () => {
    const id = await listingIn('processing');
    const res = await ctx.app.inject({ method: 'POST', url: `/api/properties/${id}/publish`, headers: agent.headers });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      LISTING_MESSAGES.transition.replace('{from}', 'processing').replace('{to}', 'published'),
    );
  });

  it('an unpublished listing leaves public search and keeps its first publication date on return', async () => {
    const id = await listingIn('published');
    const [first] = await ctx.database.query<{ published_at: Date }>(
      'SELECT published_at FROM properties WHERE id = $1',
      [id],
    );
    expect((await act(id, 'unpublish')).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/properties/${id}` })).statusCode).toBe(404);
    expect((await act(id, 'publish')).statusCode).toBe(200);
    const [again] = await ctx.database.query<{ published_at: Date }>(
      'SELECT published_at FROM properties WHERE id = $1',
      [id],
    );
    expect(again!.published_at).toEqual(first!.published_at);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/properties/${id}` })).statusCode).toBe(200);
  });

  it('refuses an unknown action with 400', async () => {
    const id = await listingIn('published');
    const res = await act(id, 'sell');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Unknown action');
  });

  it.skipIf(!onPostgres)('20 concurrent actions on one listing: exactly one moves it (PostgreSQL)', async () => {
    const id = await listingIn('published');
    const actions = Array.from({ length: 20 }, (_, i) => (i % 2 ? 'underOffer' : 'unpublish'));
    const codes = (await Promise.all(actions.map((a) => act(id, a)))).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(['active', 'draft']).toContain(await statusOf(id));
  });

  it.skipIf(!onPostgres)('a delete racing bids never removes an auction that got a bid (PostgreSQL)', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await listingIn('published');
      const now = Date.now();
      const [auction] = await ctx.database.db
        .insert(auctions)
        .values({
          propertyId: id,
          ownerId: agent.user.id,
          startingPriceCents: 100_000_00,
          reservePriceCents: 100_000_00,
          startsAt: new Date(now - 2 * 86_400_000),
          endsAt: new Date(now - 86_400_000),
        })
        .returning();
      // A bid recorded under the auction's row lock, as the bidding code does, racing the delete.
      const bid = ctx.database
        .query('UPDATE auctions SET bid_count = bid_count + 1 WHERE id = $1 RETURNING id', [auction!.id])
        .then((rows) => rows.length);
      const del = ctx.app.inject({ method: 'DELETE', url: `/api/properties/${id}`, headers: agent.headers });
      const [bids, res] = await Promise.all([bid, del]);
      const left = await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM properties WHERE id = $1', [
        id,
      ]);
      if (res.statusCode === 200) {
        expect(bids).toBe(0);
        expect(left[0]!.n).toBe(0);
      } else {
        expect(res.statusCode).toBe(409);
        expect(bids).toBe(1);
        expect(left[0]!.n).toBe(1);
      }
    }
  });
});
