import { describe, expect, it } from 'vitest';
import type { TChatMessage } from '@immora/shared/chat';
import { chatServer, chatTeam, collect, nextEvent } from '../../test/chat.ts';
import type { TestSocket } from '../../test/realtime.ts';
import { UNREAD_SPACING_MS } from './chat-delivery.ts';

const server = chatServer();
const { connect } = server;
let counter = 0;
const clientId = () => `delivery-${Date.now()}-${(counter += 1)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Which recipients' receipts of a message are marked delivered, by user id. */
async function deliveredTo(messageId: string) {
  const rows = await server.ctx.database.query<{ user_id: string; delivered: boolean }>(
    'SELECT user_id::text, delivered_at IS NOT NULL AS delivered FROM chat_receipts WHERE message_id = $1',
    [messageId],
  );
  return Object.fromEntries(rows.map((r) => [r.user_id, r.delivered]));
}

/** An agency's group of `agents` agents, the agency connected; answers the team and the group's id. */
async function group(agents: number) {
  const team = await chatTeam(server.ctx.app, server.ctx.database, agents);
  const owner = await connect(team.agency.token);
  const made = await owner.emitWithAck('createGroupChat', {
    name: 'Team Leuven',
    agencyId: team.agency.agency.id,
    participants: team.agents.map((a) => a.user.id),
    createdBy: team.agency.user.id,
  });
  if (!made.ok) throw new Error(made.error);
  return { team, owner, chatId: made.chat.id };
}

async function send(socket: TestSocket, senderId: string, chatId: string, content: string) {
  const answer = await socket.emitWithAck('sendMessage', { senderId, chatId, content, clientMessageId: clientId() });
  if (!answer.ok) throw new Error(answer.error);
  return answer.message;
}

describe('a group message, delivered once to all its recipients', () => {
  it('reaches each tab of each member once, and marks delivered exactly the members whose tab acknowledged it', async () => {
    const { team, owner, chatId } = await group(4);
    const [a, b, c, d] = team.agents as [(typeof team.agents)[0], ...(typeof team.agents)[0][]];
    // a has two tabs; b one; c a tab that receives but never acknowledges; d is not connected.
    const tabs = { a1: await connect(a.token), a2: await connect(a.token), b: await connect(b!.token) };
    const silent = await connect(c!.token, false);
    const arrivals = Object.fromEntries(
      [...Object.entries(tabs), ['c', silent] as const].map(([name, s]) => [name, collect(s, 'receiveMessage')]),
    );
    const senderHeard = collect(owner, 'messageDelivered');
    const message = await send(owner, team.agency.user.id, chatId, 'Vergadering om tien uur');
    expect(message).toMatchObject({ status: 'sent', seenBy: [] });

    // Wait for b's and both of a's acknowledgements to be written.
    const want = { [a.user.id]: true, [b!.user.id]: true, [c!.user.id]: false, [d!.user.id]: false };
    for (let i = 0; i < 100 && JSON.stringify(await deliveredTo(message.id)) !== JSON.stringify(want); i += 1) {
      await sleep(50);
    }
    expect(await deliveredTo(message.id)).toEqual(want);
    for (const [name, got] of Object.entries(arrivals)) {
      expect(
        got.map((m: TChatMessage) => m.id),
        name,
      ).toEqual([message.id]);
    }
    // Two of four recipients have it: nothing new for the sender yet.
    expect(senderHeard).toEqual([]);

    // d connects and joins: that delivers it to d; c's tab still has not acknowledged it.
    const late = await connect(d!.token);
    await late.emitWithAck('join', d!.user.id);
    expect(await deliveredTo(message.id)).toEqual({ ...want, [d!.user.id]: true });
    expect(senderHeard).toEqual([]);

    // Once c's other tab joins, every recipient has it, and the sender hears it once.
    const delivered = nextEvent(owner, 'messageDelivered');
    const cAgain = await connect(c!.token);
    await cAgain.emitWithAck('join', c!.user.id);
    expect(await delivered).toEqual({ messageId: message.id, chatId, status: 'delivered' });
    await sleep(200);
    expect(senderHeard).toHaveLength(1);
  });

  it('after a burst, each recipient’s last unread count is the number of messages, in fewer updates than messages', async () => {
    const { team, owner, chatId } = await group(2);
    const [a, b] = team.agents as [(typeof team.agents)[0], (typeof team.agents)[0]];
    const sa = await connect(a.token);
    const sb = await connect(b.token);
    const counts = { a: collect(sa, 'unreadMessagesUpdate'), b: collect(sb, 'unreadMessagesUpdate') };
    const burst = 10;
    await Promise.all(
      Array.from({ length: burst }, (_, i) => send(owner, team.agency.user.id, chatId, `Bericht ${i + 1}`)),
    );
    const lastCount = (list: { chatId: string; unreadCount: number }[]) =>
      list.filter((u) => u.chatId === chatId).at(-1)?.unreadCount;
    for (let i = 0; i < 200 && (lastCount(counts.a) !== burst || lastCount(counts.b) !== burst); i += 1)
      await sleep(50);
    // Nothing later says otherwise.
    await sleep(UNREAD_SPACING_MS + 200);
    for (const list of Object.values(counts)) {
      const mine = list.filter((u) => u.chatId === chatId).map((u) => u.unreadCount);
      expect(mine.at(-1)).toBe(burst);
      expect(mine).toEqual([...mine].sort((x, y) => x - y));
      expect(mine.length).toBeLessThan(burst);
    }
    // a reads them all: a hears 0 at once, b still has ten.
    const last = await send(owner, team.agency.user.id, chatId, 'En nog één');
    for (let i = 0; i < 200 && lastCount(counts.b) !== burst + 1; i += 1) await sleep(50);
    expect(lastCount(counts.b)).toBe(burst + 1);
    const cleared = nextEvent(sa, 'unreadMessagesUpdate', (u) => u.unreadCount === 0);
    await sa.emitWithAck('messageSeen', { messageId: last.id, userId: a.user.id, chatId });
    expect(await cleared).toEqual({ chatId, unreadCount: 0 });
    expect(await sb.emitWithAck('join', b.user.id)).toEqual({ ok: true, unread: [{ chatId, unreadCount: burst + 1 }] });
  });
});
