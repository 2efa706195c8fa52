import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app.ts';
import { bidOn, nextUpdate, openAuction, socketTo, type TestSocket } from '../../test/realtime.ts';
import { signedInUser } from '../../test/session.ts';
import { reachable, twoNodes, TEST_REDIS_URL as REDIS_URL } from '../../test/redis.ts';
import { connectRedisAdapter } from './redis-adapter.ts';

const redisUp = await reachable(REDIS_URL);
if (!redisUp) {
  console.warn(`SKIPPED: two API nodes sharing Redis — nothing answers at ${REDIS_URL} (set TEST_REDIS_URL).`);
}

describe.skipIf(!redisUp)(`two API nodes sharing Redis at ${REDIS_URL}`, () => {
  let nodes: Awaited<ReturnType<typeof twoNodes>>;
  let nodeA: TestContext;
  let nodeB: TestContext;
  let baseA: string;
  let baseB: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    nodes = await twoNodes();
    ({ nodeA, nodeB, baseA, baseB } = nodes);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await nodes?.close();
  });

  it('a bid taken by node A reaches a client connected to node B (and one on A)', async () => {
    const { auction } = await openAuction(nodeA.app, nodeA.database);
    const onB = await socketTo(baseB);
    const onA = await socketTo(baseA);
    sockets.push(onA, onB);
    expect(await onB.emitWithAck('joinAuction', auction.id)).toEqual({ ok: true });
    await onA.emitWithAck('joinAuction', auction.id);
    const buyer = await signedInUser(nodeA.app, nodeA.database, { role: 'buyer' });
    const fromB = nextUpdate(onB, 10_000);
    const fromA = nextUpdate(onA, 10_000);
    const res = await bidOn(nodeA.app, auction.id, buyer.headers, { amount: 125_000 });
    expect(res.statusCode).toBe(200);
    for (const state of await Promise.all([fromB, fromA])) {
      expect(state).toMatchObject({ id: auction.id, currentBid: 125_000, bidCount: 1, leader: 'Bidder 1' });
    }
  });

  it('a bid taken by node B reaches a client on node A', async () => {
    const { auction } = await openAuction(nodeB.app, nodeB.database);
    const onA = await socketTo(baseA, 'polling');
    sockets.push(onA);
    await onA.emitWithAck('joinAuction', auction.id);
    const buyer = await signedInUser(nodeB.app, nodeB.database, { role: 'buyer' });
    const update = nextUpdate(onA, 10_000);
    await bidOn(nodeB.app, auction.id, buyer.headers, { amount: 100_000 });
    expect(await update).toMatchObject({ currentBid: 100_000 });
  });

  it('fails fast with a clear message when REDIS_URL points nowhere', async () => {
    const started = Date.now();
    await expect(
      connectRedisAdapter('redis://user:secret@127.0.0.1:1', { warn: () => undefined }, 1_500),
    ).rejects.toThrow('Cannot reach Redis at REDIS_URL (redis://user:***@127.0.0.1:1) within 1.5 s.');
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
