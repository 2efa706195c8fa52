import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyChatWithAgent, chatSocket, chatTeam, collect, nextEvent } from '../../test/chat.ts';
import { reachable, twoNodes, TEST_REDIS_URL as REDIS_URL } from '../../test/redis.ts';

const redisUp = await reachable(REDIS_URL);
if (!redisUp) {
  console.warn(`SKIPPED: chat across two API nodes — nothing answers at ${REDIS_URL} (set TEST_REDIS_URL).`);
}

describe.skipIf(!redisUp)(`chat across two API nodes sharing Redis at ${REDIS_URL}`, () => {
  let nodes: Awaited<ReturnType<typeof twoNodes>>;
  beforeAll(async () => {
    nodes = await twoNodes();
  });
  afterAll(async () => nodes?.close());

  it('delivers a message sent on node A to the receiver on node B, with receipts and presence across nodes', async () => {
    const { nodeA, baseA, baseB, sockets } = nodes;
    const { team, agent, owner, other: onB, chat } = await agencyChatWithAgent(nodeA.app, nodeA.database, baseA, baseB);
    sockets.push(owner, onB);
    // Node A sees the agent connected to node B as online.
    expect(chat.participants.find((p) => p.id === agent.user.id)?.isOnline).toBe(true);

    const received = nextEvent(onB, 'receiveMessage', () => true, 10_000);
    const delivered = nextEvent(owner, 'messageDelivered', () => true, 10_000);
    const sent = await owner.emitWithAck('sendMessage', {
      senderId: team.agency.user.id,
      chatId: chat.id,
      content: 'Over twee nodes',
      clientMessageId: `cross-${Date.now()}`,
    });
    if (!sent.ok) throw new Error(sent.error);
    expect(await received).toMatchObject({ id: sent.message.id, content: 'Over twee nodes' });
    expect(await delivered).toMatchObject({ messageId: sent.message.id, status: 'delivered' });

    const seen = nextEvent(owner, 'messageSeen', () => true, 10_000);
    await onB.emitWithAck('messageSeen', {
      messageId: sent.message.id,
      userId: agent.user.id,
      chatId: chat.id,
    });
    expect(await seen).toMatchObject({ messageId: sent.message.id, status: 'seen', seenBy: [agent.user.id] });

    const offline = nextEvent(owner, 'userStatusUpdate', (s) => !s.isOnline, 10_000);
    onB.disconnect();
    expect(await offline).toEqual({ userId: agent.user.id, isOnline: false });
  });

  it('delivers a group message once to each tab on either node, and hears it delivered once all have it', async () => {
    const { nodeA, baseA, baseB, sockets } = nodes;
    const team = await chatTeam(nodeA.app, nodeA.database, 3);
    const [a, b, c] = team.agents as [(typeof team.agents)[0], (typeof team.agents)[0], (typeof team.agents)[0]];
    const owner = await chatSocket(baseA, team.agency.token);
    // a on node A, b on node B, c with a tab on each.
    const tabs = {
      a: await chatSocket(baseA, a.token),
      b: await chatSocket(baseB, b.token),
      cA: await chatSocket(baseA, c.token),
      cB: await chatSocket(baseB, c.token),
    };
    sockets.push(owner, ...Object.values(tabs));
    const made = await owner.emitWithAck('createGroupChat', {
      name: 'Over twee nodes',
      agencyId: team.agency.agency.id,
      participants: [a.user.id, b.user.id, c.user.id],
      createdBy: team.agency.user.id,
    });
    if (!made.ok) throw new Error(made.error);
    const arrivals = Object.fromEntries(Object.entries(tabs).map(([name, s]) => [name, collect(s, 'receiveMessage')]));
    const heard = collect(owner, 'messageDelivered');
    const delivered = nextEvent(owner, 'messageDelivered', () => true, 10_000);
    const sent = await owner.emitWithAck('sendMessage', {
      senderId: team.agency.user.id,
      chatId: made.chat.id,
      content: 'Iedereen, één keer',
      clientMessageId: `group-cross-${Date.now()}`,
    });
    if (!sent.ok) throw new Error(sent.error);
    expect(await delivered).toEqual({ messageId: sent.message.id, chatId: made.chat.id, status: 'delivered' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const [name, got] of Object.entries(arrivals))
      expect(
        got.map((m) => m.id),
        name,
      ).toEqual([sent.message.id]);
    expect(heard).toHaveLength(1);
    const receipts = await nodeA.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM chat_receipts WHERE message_id = $1 AND delivered_at IS NOT NULL',
      [sent.message.id],
    );
    expect(receipts[0]!.n).toBe(3);
  });
});
