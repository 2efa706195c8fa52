import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuction } from '@immora/shared/auctions';
import { REALTIME_MESSAGES } from '@immora/shared/realtime';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { bidOn, listen, nextUpdate, noUpdate, openAuction, socketTo, type TestSocket } from '../../test/realtime.ts';
import { signedInUser } from '../../test/session.ts';
import { createMailer } from '../lib/mail.ts';
import { announceEndedAuctions } from '../modules/auctions/auction-end.ts';
import { usersRepository } from '../modules/users/users.repository.ts';
import { MAX_AUCTION_ROOMS } from './auction-events.ts';

let ctx: TestContext;
let base: string;
const sockets: TestSocket[] = [];
const socket = async (transport?: 'websocket' | 'polling') => {
  const s = await socketTo(base, transport);
  sockets.push(s);
  return s;
};
const buyer = () => signedInUser(ctx.app, ctx.database, { role: 'buyer' });
const guestView = async (id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/auctions/${id}` })).json().data as TAuction;

beforeAll(async () => {
  ctx = await createTestApp();
  base = await listen(ctx.app);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await ctx.close();
});

describe('auction rooms over Socket.IO', () => {
  it('sends the room the public state after another user’s bid, as a guest sees it', async () => {
    const { auction } = await openAuction(ctx.app, ctx.database);
    const watcher = await socket();
    expect(await watcher.emitWithAck('joinAuction', auction.id)).toEqual({ ok: true });
    const a = await buyer();
    const update = nextUpdate(watcher);
    const res = await bidOn(ctx.app, auction.id, a.headers, { amount: 100_000 });
    expect(res.statusCode).toBe(200);
    const state = await update;
    expect(state).toMatchObject({
      id: auction.id,
      status: 'open',
      currentBid: 100_000,
      bidCount: 1,
      nextMinimumBid: 101_000,
      reserveMet: false,
      youLead: false,
      leader: 'Bidder 1',
      viewerBidder: null,
      youManage: false,
    });
    expect(state.history.map((h) => [h.bidder, h.amount])).toEqual([['Bidder 1', 100_000]]);
    // The same shape and values as GET /api/auctions/:id for a guest.
    expect(state).toEqual(await guestView(auction.id));
  });

  it('never sends anyone’s hidden maximum, e-mail or id', async () => {
    const { auction } = await openAuction(ctx.app, ctx.database);
    const watcher = await socket();
    await watcher.emitWithAck('joinAuction', auction.id);
    const a = await buyer();
    const b = await buyer();
    let update = nextUpdate(watcher);
    await bidOn(ctx.app, auction.id, a.headers, { amount: 100_000, maxAmount: 187_650 });
    const first = await update;
    update = nextUpdate(watcher);
    await bidOn(ctx.app, auction.id, b.headers, { amount: 120_000 });
    const second = await update;
    // The server bid for the leader one increment above the challenger, not up to the maximum.
    expect(second).toMatchObject({ currentBid: 121_200, bidCount: 3, leader: 'Bidder 1', reserveMet: false });
    for (const state of [first, second]) {
      const text = JSON.stringify(state);
      expect(text).not.toContain('187650');
      expect(text).not.toContain('187,650');
      for (const secret of [a.user.id, b.user.id, a.user.email, b.user.email]) expect(text).not.toContain(secret);
      expect(Object.keys(state)).not.toContain('leaderMax');
    }
  });

  it('stops sending after leaveAuction, refuses a bad id, and caps the rooms one connection follows', async () => {
    const { auction } = await openAuction(ctx.app, ctx.database);
    const watcher = await socket();
    expect(await watcher.emitWithAck('joinAuction', 'not-an-id')).toEqual({
      ok: false,
      error: REALTIME_MESSAGES.badAuction,
    });
    await watcher.emitWithAck('joinAuction', auction.id);
    expect(await watcher.emitWithAck('leaveAuction', auction.id)).toEqual({ ok: true });
    const quiet = noUpdate(watcher);
    await bidOn(ctx.app, auction.id, (await buyer()).headers, { amount: 100_000 });
    expect(await quiet).toBe(true);

    const greedy = await socket();
    const ids = Array.from({ length: MAX_AUCTION_ROOMS + 1 }, () => crypto.randomUUID());
    const answers = [];
    for (const id of ids) answers.push(await greedy.emitWithAck('joinAuction', id));
    expect(answers.filter((x) => x.ok)).toHaveLength(MAX_AUCTION_ROOMS);
    expect(answers.at(-1)).toEqual({ ok: false, error: REALTIME_MESSAGES.tooManyRooms });
  });

  it('announces the end from the sweep', async () => {
    const { auction } = await openAuction(ctx.app, ctx.database);
    const watcher = await socket();
    await watcher.emitWithAck('joinAuction', auction.id);
    const bidSeen = nextUpdate(watcher);
    await bidOn(ctx.app, auction.id, (await buyer()).headers, { amount: 160_000 });
    await bidSeen;
    await ctx.database.query('UPDATE auctions SET starts_at = $2, ends_at = $3 WHERE id = $1', [
      auction.id,
      new Date(Date.now() - 3_600_000).toISOString(),
      new Date(Date.now() - 1_000).toISOString(),
    ]);
    const update = nextUpdate(watcher);
    await announceEndedAuctions({
      db: ctx.database.db,
      users: usersRepository(ctx.database.db),
      mailer: createMailer({ database: ctx.database, from: 'test@immora.be', log: ctx.app.log }),
      publicUrl: 'http://localhost:3000',
      events: ctx.app.events,
    });
    expect(await update).toMatchObject({ id: auction.id, status: 'ended', currentBid: 160_000, reserveMet: true });
  });

  it('works over long-polling too, on the same port as the API and the site', async () => {
    const handshake = await fetch(`${base}/socket.io/?EIO=4&transport=polling`);
    expect(handshake.status).toBe(200);
    expect(await handshake.text()).toMatch(/^0\{"sid":/);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const { auction } = await openAuction(ctx.app, ctx.database);
    const watcher = await socket('polling');
    await watcher.emitWithAck('joinAuction', auction.id);
    const update = nextUpdate(watcher);
    await bidOn(ctx.app, auction.id, (await buyer()).headers, { amount: 100_000 });
    expect((await update).bidCount).toBe(1);
  });
});
