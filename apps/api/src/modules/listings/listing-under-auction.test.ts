import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_MESSAGES } from '@immora/shared/auctions';
import { LISTING_MESSAGES } from '@immora/shared/listing-form';
import { auctions } from '../../db/schema/auctions.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { onPostgres } from '../../../test/database.ts';
import { listingIn, seedCities } from '../../../test/listing-fixtures.ts';
import { signedInUser } from '../../../test/session.ts';

/** What an owner may do to a listing while its auction is scheduled or open (decision 006). */
let ctx: TestContext;
let agent: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedCities(ctx.database);
  agent = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;
const WINDOWS = {
  scheduled: { from: HOUR, to: 2 * HOUR },
  open: { from: -HOUR, to: HOUR },
  ended: { from: -2 * HOUR, to: -HOUR },
};

/** A published listing with an auction in the window (times relative to now). */
async function underAuction(window: keyof typeof WINDOWS) {
  const id = await listingIn(ctx, agent.headers, 'published');
  await ctx.database.db.insert(auctions).values({
    propertyId: id,
    ownerId: agent.user.id,
    startingPriceCents: 300_000_00,
    reservePriceCents: 350_000_00,
    startsAt: new Date(Date.now() + WINDOWS[window].from),
    endsAt: new Date(Date.now() + WINDOWS[window].to),
  });
  return id;
}
const act = (id: string, action: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/properties/${id}/status`, payload: { action }, headers: agent.headers });
const patch = (id: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/properties/${id}`, payload, headers: agent.headers });
const stored = async (id: string) =>
  (
    await ctx.database.query<{ status: string; price_cents: number; type: string; category: string }>(
      'SELECT status, price_cents, type, category FROM properties WHERE id = $1',
      [id],
    )
  )[0]!;

describe('a listing under a scheduled or open auction', () => {
  it.each(['scheduled', 'open'] as const)(
    'stays on the market while the auction is %s: pause, unpublish and agree answer 409',
    async (window) => {
      const id = await underAuction(window);
      for (const action of ['pause', 'unpublish', 'agree']) {
        const res = await act(id, action);
        expect(res.statusCode).toBe(409);
        expect(res.json().error.message).toBe(LISTING_MESSAGES.auctionRunning);
        expect((await stored(id)).status).toBe('published');
      }
      // Moves that keep it public are still the owner's to make.
      expect((await act(id, 'underOffer')).json().data.status).toBe('active');
    },
  );

  it('can be paused once its auction has ended', async () => {
    const id = await underAuction('ended');
    expect((await act(id, 'pause')).statusCode).toBe(200);
    expect((await stored(id)).status).toBe('pending');
  });

  it.each([
    [{ price: 1 }, { price_cents: 415_000_00 }],
    [{ type: 'rent' }, { type: 'sale' }],
    [{ category: 'apartments' }, { category: 'houses' }],
  ])('refuses %j with 409 while the auction runs, and keeps the stored value', async (change, kept) => {
    const id = await underAuction('open');
    const res = await patch(id, change);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'CONFLICT',
      message: LISTING_MESSAGES.auctionLocked,
      fields: { [Object.keys(change)[0]!]: LISTING_MESSAGES.auctionLocked },
    });
    expect(await stored(id)).toMatchObject(kept);
  });

  it('keeps every other field editable, and the locked ones when they do not change', async () => {
    const id = await underAuction('scheduled');
    const res = await patch(id, { title: 'Townhouse at auction near the Vrijdagmarkt', price: 415_000 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'Townhouse at auction near the Vrijdagmarkt', price: 415_000 });
  });

  it('lets the price change again once the auction has ended', async () => {
    const id = await underAuction('ended');
    expect((await patch(id, { price: 399_000 })).statusCode).toBe(200);
    expect((await stored(id)).price_cents).toBe(399_000_00);
  });

  it.skipIf(!onPostgres)('an auction created while the owner pauses: never both (PostgreSQL)', async () => {
    for (let round = 0; round < 8; round++) {
      const id = await listingIn(ctx, agent.headers, 'published');
      const [created, paused] = await Promise.all([
        ctx.app.inject({
          method: 'POST',
          url: '/api/auctions',
          headers: agent.headers,
          payload: {
            propertyId: id,
            startingPrice: 300_000,
            reservePrice: 350_000,
            startsAt: new Date(Date.now() + HOUR).toISOString(),
            endsAt: new Date(Date.now() + 2 * HOUR).toISOString(),
          },
        }),
        act(id, 'pause'),
      ]);
      const status = (await stored(id)).status;
      if (created.statusCode === 201) {
        expect(paused.statusCode).toBe(409);
        expect(status).toBe('published');
      } else {
        expect(created.json().error.message).toBe(AUCTION_MESSAGES.notPublished);
        expect(paused.statusCode).toBe(200);
        expect(status).toBe('pending');
      }
    }
  });
});
