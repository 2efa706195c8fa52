import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_MESSAGES, AUCTION_RULES } from '@immora/shared/auctions';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { onPostgres } from '../../../test/database.ts';
import { createProperty } from '../../../test/factories.ts';
import { atOnce, expectLimitHeld, RACERS } from '../../../test/races.ts';
import { signedInUser } from '../../../test/session.ts';
import { usersRepository } from '../users/users.repository.ts';
import { createMailer } from '../../lib/mail.ts';
import { DUTCH_TITLE, FRENCH_TITLE, inDutchWithFrench } from '../../../test/listing-fixtures.ts';
import { outboxFor } from '../../../test/mail-outbox.ts';
import { announceEndedAuctions } from './auction-end.ts';

let ctx: TestContext;
const MIN = 60_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
async function agentWithListing(status: 'published' | 'draft' = 'published') {
  const agent = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
  const listing = await createProperty(ctx.database, agent.user.id, {
    type: 'auction',
    category: 'houses',
    status,
    title: 'House at auction in Namur',
  });
  return { ...agent, listing };
}
const create = (headers: Headers, body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/auctions', payload: body, headers });
const bid = (id: string, headers: Headers, body: object, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: `/api/auctions/${id}/bids`, payload: body, headers, remoteAddress });
const open = (propertyId: string, extra: object = {}) => ({
  propertyId,
  startingPrice: 100_000,
  reservePrice: 150_000,
  startsAt: at(-0.5 * MIN),
  endsAt: at(3 * 86_400_000),
  ...extra,
});
async function openAuction() {
  const agent = await agentWithListing();
  const res = await create(agent.headers, open(agent.listing.id));
  expect(res.statusCode).toBe(201);
  return { agent, auction: res.json().data as { id: string; endsAt: string } };
}
const buyer = () => signedInUser(ctx.app, ctx.database, { role: 'buyer' });

/** Moves the auction's end into the past and runs the end sweep once (its e-mails go to the outbox). */
async function endAndAnnounce(auctionId: string) {
  await ctx.database.query('UPDATE auctions SET starts_at = $2, ends_at = $3 WHERE id = $1', [
    auctionId,
    at(-60 * MIN),
    at(-1000),
  ]);
  await announceEndedAuctions({
    db: ctx.database.db,
    users: usersRepository(ctx.database.db),
    mailer: createMailer({ database: ctx.database, from: 'test@immora.be', log: ctx.app.log }),
    publicUrl: 'http://localhost:3000',
  });
}
describe('creating an auction', () => {
  it.each([
    [{ reservePrice: 90_000 }, AUCTION_MESSAGES.reserveBelowStart],
    [{ endsAt: at(-MIN) }, AUCTION_MESSAGES.endBeforeStart],
    [{ startsAt: at(-60 * MIN), endsAt: at(60 * MIN) }, AUCTION_MESSAGES.startInPast],
    [{ startingPrice: -5 }, 'Starting price must be more than 0'],
    [{ startsAt: 'tomorrow' }, 'Start time must be a date and time'],
  ])('refuses %j with "%s"', async (extra, message) => {
    const agent = await agentWithListing();
    const res = await create(agent.headers, open(agent.listing.id, extra));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('takes a start typed as the current minute a few minutes later, and refuses one older than the grace', async () => {
    const agent = await agentWithListing();
    const late = await create(
      agent.headers,
      open(agent.listing.id, { startsAt: at(-(AUCTION_RULES.startGraceMinutes - 1) * MIN) }),
    );
    expect(late.statusCode).toBe(201);
    const other = await agentWithListing();
    const stale = await create(
      other.headers,
      open(other.listing.id, { startsAt: at(-(AUCTION_RULES.startGraceMinutes + 1) * MIN) }),
    );
    expect(stale.json().error.message).toBe(AUCTION_MESSAGES.startInPast);
  });

  it('is for the listing’s own agent with a subscription, on a published listing, one at a time', async () => {
    const agent = await agentWithListing();
    const other = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
    expect((await create(other.headers, open(agent.listing.id))).statusCode).toBe(403);
    const unsubscribed = await signedInUser(ctx.app, ctx.database, { role: 'individual' });
    expect((await create(unsubscribed.headers, open(agent.listing.id))).statusCode).toBe(403);
    expect((await create((await buyer()).headers, open(agent.listing.id))).statusCode).toBe(403);
    const draft = await agentWithListing('draft');
    expect((await create(draft.headers, open(draft.listing.id))).json().error.message).toBe(
      AUCTION_MESSAGES.notPublished,
    );
    expect((await create(agent.headers, open(agent.listing.id))).statusCode).toBe(201);
    const again = await create(agent.headers, open(agent.listing.id));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(AUCTION_MESSAGES.alreadyRunning);
  });

  it.skipIf(!onPostgres)(`${RACERS} creations at once for one listing start one auction (PostgreSQL)`, async () => {
    const agent = await agentWithListing();
    const answers = await atOnce(RACERS, () => create(agent.headers, open(agent.listing.id)));
    expectLimitHeld(answers, 1, 409, AUCTION_MESSAGES.alreadyRunning);
    const rows = await ctx.database.query('SELECT 1 FROM auctions WHERE property_id = $1', [agent.listing.id]);
    expect(rows).toHaveLength(1);
  });
});

describe('bidding', () => {
  it('takes a first bid from the starting price, then the increment; the owner cannot bid', async () => {
    const { agent, auction } = await openAuction();
    const a = await buyer();
    const low = await bid(auction.id, a.headers, { amount: 99_000 });
    expect(low.statusCode).toBe(400);
    expect(low.json().error.message).toBe(
      AUCTION_MESSAGES.tooLow.replace('{minimum}', (100_000).toLocaleString('en-BE')),
    );
    const first = await bid(auction.id, a.headers, { amount: 100_000 });
    expect(first.json().data).toMatchObject({
      leading: true,
      auction: { currentBid: 100_000, bidCount: 1, nextMinimumBid: 101_000, reserveMet: false, youLead: true },
    });
    expect((await bid(auction.id, agent.headers, { amount: 200_000 })).statusCode).toBe(403);
    const b = await buyer();
    expect((await bid(auction.id, b.headers, { amount: 100_500 })).statusCode).toBe(400);
    const second = (await bid(auction.id, b.headers, { amount: 160_000 })).json().data;
    expect(second.auction).toMatchObject({ currentBid: 160_000, reserveMet: true, youLead: true });
    expect(second.auction.history.map((h: { bidder: string }) => h.bidder)).toEqual(['You', 'Bidder 1']);
  });

  it('bids for a bidder up to their hidden maximum', async () => {
    const { auction } = await openAuction();
    const a = await buyer();
    const b = await buyer();
    await bid(auction.id, a.headers, { amount: 100_000, maxAmount: 120_000 });
    const challenged = (await bid(auction.id, b.headers, { amount: 105_000 })).json().data;
    expect(challenged).toMatchObject({ leading: false, message: AUCTION_MESSAGES.outbid });
    expect(challenged.auction.currentBid).toBe(106_050); // 105,000 + 1% (€1,050)
    const overtaken = (await bid(auction.id, b.headers, { amount: 110_000, maxAmount: 140_000 })).json().data;
    expect(overtaken).toMatchObject({ leading: true, auction: { currentBid: 121_200 } }); // 120,000 + 1%
    const view = (
      await ctx.app.inject({ method: 'GET', url: `/api/auctions/${auction.id}`, headers: a.headers })
    ).json().data;
    expect(view.youLead).toBe(false);
    expect(JSON.stringify(view)).not.toContain('140000');
  });

  it('refuses bids before the start and after the end, and a late bid extends the end (no sniping)', async () => {
    const { auction } = await openAuction();
    const a = await buyer();
    await ctx.database.query('UPDATE auctions SET ends_at = $2 WHERE id = $1', [auction.id, at(2 * MIN)]);
    const late = (await bid(auction.id, a.headers, { amount: 100_000 })).json().data;
    const left = Date.parse(late.auction.endsAt) - Date.now();
    expect(left).toBeGreaterThan(4.5 * MIN);
    expect(left).toBeLessThanOrEqual(5 * MIN);
    await ctx.database.query('UPDATE auctions SET starts_at = $2, ends_at = $3 WHERE id = $1', [
      auction.id,
      at(-60 * MIN),
      at(-MIN),
    ]);
    expect((await bid(auction.id, a.headers, { amount: 300_000 })).json().error.message).toBe(AUCTION_MESSAGES.notOpen);
    await ctx.database.query('UPDATE auctions SET starts_at = $2, ends_at = $3 WHERE id = $1', [
      auction.id,
      at(60 * MIN),
      at(120 * MIN),
    ]);
    expect((await bid(auction.id, a.headers, { amount: 300_000 })).statusCode).toBe(409);
  });

  it('takes no bids while its listing is off the market (paused, back to draft, agreed)', async () => {
    const { agent, auction } = await openAuction();
    const a = await buyer();
    for (const status of ['pending', 'draft', 'processing']) {
      await ctx.database.query('UPDATE properties SET status = $2::text::property_status WHERE id = $1', [
        agent.listing.id,
        status,
      ]);
      const refused = await bid(auction.id, a.headers, { amount: 100_000 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(AUCTION_MESSAGES.notOnMarket);
    }
    await ctx.database.query(`UPDATE properties SET status = 'published' WHERE id = $1`, [agent.listing.id]);
    expect((await bid(auction.id, a.headers, { amount: 100_000 })).statusCode).toBe(200);
  });

  it('tells each viewer their own label, the leader and whether they manage the listing', async () => {
    const { agent, auction } = await openAuction();
    const a = await buyer();
    const b = await buyer();
    await bid(auction.id, a.headers, { amount: 100_000 });
    await bid(auction.id, b.headers, { amount: 110_000 });
    const view = async (headers: Headers) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/auctions/${auction.id}`, headers })).json().data;
    expect(await view(a.headers)).toMatchObject({ viewerBidder: 'Bidder 1', leader: 'Bidder 2', youManage: false });
    expect(await view(b.headers)).toMatchObject({ viewerBidder: 'Bidder 2', leader: 'You', youLead: true });
    expect(await view(agent.headers)).toMatchObject({ viewerBidder: null, leader: 'Bidder 2', youManage: true });
    expect(await view({})).toMatchObject({ viewerBidder: null, leader: 'Bidder 2', youManage: false });
  });

  it('is linked from its listing’s page, with a status derived from its times', async () => {
    const { agent, auction } = await openAuction();
    const page = await ctx.app.inject({ method: 'GET', url: `/api/properties/${agent.listing.id}` });
    expect(page.json().data.auction).toEqual({ id: auction.id, status: 'open', endsAt: auction.endsAt });
    const other = await agentWithListing();
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/properties/${other.listing.id}` })).json().data.auction,
    ).toBe(null);
  });

  it('asks a guest to sign in and answers 404 for an unknown auction', async () => {
    const { auction } = await openAuction();
    expect((await bid(auction.id, {}, { amount: 100_000 })).statusCode).toBe(401);
    const a = await buyer();
    expect((await bid('00000000-0000-4000-8000-000000000000', a.headers, { amount: 100_000 })).statusCode).toBe(404);
  });

  it('announces the end to the winner and the owner once, however often the sweep runs', async () => {
    const { agent, auction } = await openAuction();
    const a = await buyer();
    await bid(auction.id, a.headers, { amount: 155_000 });
    await ctx.database.query('UPDATE auctions SET starts_at = $2, ends_at = $3 WHERE id = $1', [
      auction.id,
      at(-60 * MIN),
      at(-1000),
    ]);
    const deps = {
      db: ctx.database.db,
      users: usersRepository(ctx.database.db),
      mailer: createMailer({ database: ctx.database, from: 'test@immora.be', log: ctx.app.log }),
      publicUrl: 'http://localhost:3000',
    };
    const counts = await Promise.all([announceEndedAuctions(deps), announceEndedAuctions(deps)]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(1);
    const mails = await ctx.database.query<{ to: string; kind: string; text: string }>(
      `SELECT "to", kind, text FROM email_outbox WHERE kind LIKE 'auction_end%' ORDER BY kind`,
    );
    expect(mails.map((m) => [m.kind, m.to])).toEqual([
      ['auction_end_owner', agent.user.email],
      ['auction_end_winner', a.user.email],
    ]);
    expect(mails[1]!.text).toContain('reserve price was met');
  });

  it('writes each end e-mail in its reader’s language, amounts as that language writes them', async () => {
    const { agent, auction } = await openAuction();
    const a = await buyer();
    await bid(auction.id, a.headers, { amount: 155_000 });
    await ctx.database.query("UPDATE users SET language = 'fr' WHERE id = $1", [a.user.id]);
    await ctx.database.query("UPDATE users SET language = 'nl' WHERE id = $1", [agent.user.id]);
    await endAndAnnounce(auction.id);
    const mails = await ctx.database.query<{ to: string; subject: string; text: string; html: string }>(
      `SELECT "to", subject, text, html FROM email_outbox WHERE "to" = ANY($1) AND kind LIKE 'auction_end%'`,
      [[a.user.email, agent.user.email]],
    );
    const winner = mails.find((m) => m.to === a.user.email)!;
    expect(winner.subject).toBe('Vous avez remporté l’enchère\u00a0: House at auction in Namur');
    expect(winner.text).toContain('votre offre est la plus élevée\u00a0: 155\u202f000\u00a0€');
    expect(winner.text).toContain('Le prix de réserve a été atteint');
    expect(winner.html).toContain('<html lang="fr">');
    const owner = mails.find((m) => m.to === agent.user.email)!;
    expect(owner.subject).toBe('Veiling afgelopen: House at auction in Namur');
    expect(owner.text).toContain('Het hoogste bod was €\u00a0155.000 van');
    expect(owner.text).toContain('de reserveprijs werd gehaald');
  });

  it("names a listing written in Dutch by its French title in a French winner's e-mail, the original in an English owner's", async () => {
    const { agent, auction } = await openAuction();
    await inDutchWithFrench(ctx.database, agent.listing.id);
    const a = await buyer();
    await bid(auction.id, a.headers, { amount: 155_000 });
    await ctx.database.query("UPDATE users SET language = 'fr' WHERE id = $1", [a.user.id]);
    await endAndAnnounce(auction.id);
    const [winner] = await outboxFor(ctx.database, a.user.email);
    expect(winner!.subject).toBe(`Vous avez remporté l’enchère\u00a0: ${FRENCH_TITLE}`);
    const [owner] = await outboxFor(ctx.database, agent.user.email);
    expect(owner!.subject).toContain(DUTCH_TITLE);
  });

  it.skipIf(!onPostgres)(
    '100 concurrent bids leave one consistent highest bid and a complete history (PostgreSQL)',
    async () => {
      const { auction } = await openAuction();
      const bidders = await Promise.all(Array.from({ length: 10 }, () => buyer()));
      const answers = await Promise.all(
        // Each bidder from their own address: the per-client rate limit is not what this tests.
        Array.from({ length: 100 }, (_, i) =>
          bid(auction.id, bidders[i % 10]!.headers, { amount: 100_000 + i * 1_000 }, `10.7.0.${i % 10}`),
        ),
      );
      expect(answers.filter((r) => r.statusCode !== 200 && r.statusCode !== 400).map((r) => r.body)).toEqual([]);
      const [a] = await ctx.database.query<{ current_price_cents: number; leader_id: string; bid_count: number }>(
        'SELECT * FROM auctions WHERE id = $1',
        [auction.id],
      );
      const history = await ctx.database.query<{ bidder_id: string; amount_cents: number }>(
        'SELECT bidder_id, amount_cents FROM bids WHERE auction_id = $1 ORDER BY created_at, amount_cents',
        [auction.id],
      );
      expect(a!.bid_count).toBe(history.length);
      const top = Math.max(...history.map((h) => h.amount_cents));
      expect(a!.current_price_cents).toBe(top);
      expect(history.filter((h) => h.amount_cents === top).map((h) => h.bidder_id)).toEqual([a!.leader_id]);
      // Every accepted bid raised the price: the history only goes up.
      const amounts = history.map((h) => h.amount_cents);
      expect(amounts).toEqual([...amounts].sort((x, y) => x - y));
      // Accepted answers never report a price above the final one.
      const reported = answers.filter((r) => r.statusCode === 200).map((r) => r.json().data.auction.currentBid * 100);
      expect(Math.max(...reported)).toBe(top);
    },
  );
});
