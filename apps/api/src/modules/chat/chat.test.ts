import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, type TChat, type TChatMessage } from '@immora/shared/chat';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { CHAT_SEND_LIMIT } from './send-limit.ts';
import { chatSocket, chatTeam, collect, nextEvent } from '../../../test/chat.ts';
import { listen, type TestSocket } from '../../../test/realtime.ts';
import { signedInUser } from '../../../test/session.ts';

let ctx: TestContext;
let base: string;
const sockets: TestSocket[] = [];
const connect = async (token: string | undefined) => {
  const s = await chatSocket(base, token);
  sockets.push(s);
  return s;
};
const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });
let counter = 0;
const clientId = () => `client-${Date.now()}-${(counter += 1)}`;

beforeAll(async () => {
  ctx = await createTestApp();
  base = await listen(ctx.app);
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await ctx.close();
});

/** An agency, two agents, each connected; the agency's one-on-one chat with the first agent. */
async function oneOnOne() {
  const team = await chatTeam(ctx.app, ctx.database, 2);
  const [a, b] = team.agents as [(typeof team.agents)[0], (typeof team.agents)[0]];
  const owner = await connect(team.agency.token);
  const agent = await connect(a.token);
  const created = await owner.emitWithAck('createOneOnOneChat', {
    senderId: team.agency.user.id,
    receiverId: a.user.id,
  });
  if (!created.ok) throw new Error(created.error);
  return { team, a, b, owner, agent, chat: created.chat };
}

async function send(socket: TestSocket, senderId: string, chatId: string, content: string, id = clientId()) {
  const answer = await socket.emitWithAck('sendMessage', { senderId, chatId, content, clientMessageId: id });
  if (!answer.ok) throw new Error(answer.error);
  return answer.message;
}

describe('chat REST calls', () => {
  it('lists an agency’s agents and an agent’s agency and colleagues, with their ids only for oneself', async () => {
    const { agency, agents } = await chatTeam(ctx.app, ctx.database, 2);
    const res = await get(`/api/chat/chatusers?agencyId=${agency.agency.id}`, agency.headers);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { id: string; first_name: string; isOnline: boolean }[];
    expect(list.map((u) => u.id).sort()).toEqual(agents.map((a) => a.user.id).sort());
    expect(list[0]).toMatchObject({ first_name: 'Lotte', isOnline: false });

    const mine = await get(`/api/chat/agents?agentId=${agents[0]!.user.id}`, agents[0]!.headers);
    expect((mine.json().data as { id: string }[]).map((u) => u.id).sort()).toEqual(
      [agency.user.id, agents[1]!.user.id].sort(),
    );

    const other = await chatTeam(ctx.app, ctx.database, 0);
    expect((await get(`/api/chat/chatusers?agencyId=${agency.agency.id}`, other.agency.headers)).statusCode).toBe(403);
    expect((await get(`/api/chat/agents?agentId=${agents[1]!.user.id}`, agents[0]!.headers)).statusCode).toBe(403);
    expect((await get(`/api/chat/chats/${agents[1]!.user.id}`, agents[0]!.headers)).statusCode).toBe(403);
    expect((await get('/api/chat/chatusers?agencyId=nope', agency.headers)).statusCode).toBe(400);
    const buyer = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    expect((await get(`/api/chat/chats/${buyer.user.id}`, buyer.headers)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/chat/chats/${buyer.user.id}` })).statusCode).toBe(401);
  });

  it('reads a chat’s messages only for members, newest page first and older pages with `before`', async () => {
    const { team, owner, chat, b } = await oneOnOne();
    const sent: TChatMessage[] = [];
    for (let i = 1; i <= 5; i += 1) sent.push(await send(owner, team.agency.user.id, chat.id, `Bericht ${i}`));
    const page = await get(`/api/chat/messages/${chat.id}?limit=2`, team.agency.headers);
    expect((page.json().data as TChatMessage[]).map((m) => m.content)).toEqual(['Bericht 4', 'Bericht 5']);
    const older = await get(`/api/chat/messages/${chat.id}?limit=2&before=${sent[3]!.id}`, team.agency.headers);
    expect((older.json().data as TChatMessage[]).map((m) => m.content)).toEqual(['Bericht 2', 'Bericht 3']);

    const outsider = await get(`/api/chat/messages/${chat.id}`, b.headers);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().error.message).toBe(CHAT_MESSAGES.notMember);
    expect((await get(`/api/chat/messages/${crypto.randomUUID()}`, b.headers)).statusCode).toBe(404);

    const chats = (await get(`/api/chat/chats/${team.agency.user.id}`, team.agency.headers)).json().data as TChat[];
    expect(chats[0]).toMatchObject({ id: chat.id, isGroupChat: false, lastMessage: { content: 'Bericht 5' } });
  });
});

describe('chat over Socket.IO', () => {
  it('refuses a bad token at the handshake and chat events from guests', async () => {
    await expect(chatSocket(base, 'not-a-token')).rejects.toThrow();
    const guest = await connect(undefined);
    const answer = await guest.emitWithAck('join', crypto.randomUUID());
    expect(answer).toEqual({ ok: false, error: CHAT_MESSAGES.signIn });
  });

  it('does not let a user join or write to a chat they are not in, nor act as someone else', async () => {
    const { chat, b, team } = await oneOnOne();
    const intruder = await connect(b.token);
    const received = collect(intruder, 'chatMessages');
    expect(await intruder.emitWithAck('joinChat', { chatId: chat.id, userId: b.user.id })).toEqual({
      ok: false,
      error: CHAT_MESSAGES.notMember,
    });
    expect(
      await intruder.emitWithAck('sendMessage', {
        senderId: b.user.id,
        chatId: chat.id,
        content: 'hi',
        clientMessageId: clientId(),
      }),
    ).toEqual({ ok: false, error: CHAT_MESSAGES.notMember });
    expect(
      await intruder.emitWithAck('sendMessage', {
        senderId: team.agency.user.id,
        chatId: chat.id,
        content: 'hi',
        clientMessageId: clientId(),
      }),
    ).toEqual({ ok: false, error: CHAT_MESSAGES.notYou });
    expect(received).toEqual([]);
    // An independent agent may not open a chat with the agency's agent.
    const loner = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
    const lonerSocket = await connect(loner.token);
    expect(
      await lonerSocket.emitWithAck('createOneOnOneChat', { senderId: loner.user.id, receiverId: b.user.id }),
    ).toEqual({ ok: false, error: CHAT_MESSAGES.notAllowed });
  });

  it('moves a message from sent to delivered to seen, and counts and clears the unread badge', async () => {
    const { team, a, owner, agent, chat } = await oneOnOne();
    const delivered = nextEvent(owner, 'messageDelivered');
    const received = nextEvent(agent, 'receiveMessage');
    const unread = nextEvent(agent, 'unreadMessagesUpdate', (u) => u.chatId === chat.id);
    const message = await send(owner, team.agency.user.id, chat.id, 'Hallo Lotte');
    expect(message).toMatchObject({ status: 'sent', content: 'Hallo Lotte', chat: chat.id, seenBy: [] });
    expect(await received).toMatchObject({ id: message.id, content: 'Hallo Lotte' });
    expect(await delivered).toEqual({ messageId: message.id, chatId: chat.id, status: 'delivered' });
    expect(await unread).toEqual({ chatId: chat.id, unreadCount: 1 });

    const seen = nextEvent(owner, 'messageSeen');
    const cleared = nextEvent(agent, 'unreadMessagesUpdate');
    expect(
      await agent.emitWithAck('messageSeen', { messageId: message.id, userId: a.user.id, chatId: chat.id }),
    ).toEqual({
      ok: true,
    });
    expect(await seen).toEqual({ messageId: message.id, chatId: chat.id, seenBy: [a.user.id], status: 'seen' });
    expect(await cleared).toEqual({ chatId: chat.id, unreadCount: 0 });
    const [stored] = (await get(`/api/chat/messages/${chat.id}`, a.headers)).json().data as TChatMessage[];
    expect(stored).toMatchObject({ id: message.id, status: 'seen', seenBy: [a.user.id] });
  });

  it('stores and delivers a resent message once (same client message id)', async () => {
    const { team, owner, agent, chat, a } = await oneOnOne();
    const arrivals = collect(agent, 'receiveMessage');
    const id = clientId();
    const delivered = nextEvent(owner, 'messageDelivered');
    const first = await send(owner, team.agency.user.id, chat.id, 'Eén keer', id);
    await delivered;
    const again = await send(owner, team.agency.user.id, chat.id, 'Eén keer', id);
    expect(again).toMatchObject({ id: first.id, status: 'delivered' });
    // A message sent after the resend arrives, so the resend would have arrived before it.
    await send(owner, team.agency.user.id, chat.id, 'Daarna');
    await nextEvent(agent, 'receiveMessage', (m) => m.content === 'Daarna').catch(() => undefined);
    expect(arrivals.map((m) => m.content)).toEqual(['Eén keer', 'Daarna']);
    expect((await get(`/api/chat/messages/${chat.id}`, a.headers)).json().data).toHaveLength(2);
  });

  it('gives a reconnecting client exactly the messages it missed', async () => {
    const { team, a, owner, agent, chat } = await oneOnOne();
    const before = await send(owner, team.agency.user.id, chat.id, 'Voor');
    await agent.emitWithAck('joinChat', { chatId: chat.id, userId: a.user.id });
    agent.disconnect();
    const missed = [
      await send(owner, team.agency.user.id, chat.id, 'Gemist 1'),
      await send(owner, team.agency.user.id, chat.id, 'Gemist 2'),
    ];
    const back = await connect(a.token);
    const joined = await back.emitWithAck('join', a.user.id);
    expect(joined).toEqual({ ok: true, unread: [{ chatId: chat.id, unreadCount: 3 }] });
    const answer = await back.emitWithAck('joinChat', { chatId: chat.id, userId: a.user.id, lastMessageId: before.id });
    if (!answer.ok) throw new Error(answer.error);
    expect(answer.messages.map((m) => m.id)).toEqual(missed.map((m) => m.id));
    // Reconnecting marked them delivered for the sender.
    expect(answer.messages.every((m) => m.status === 'delivered')).toBe(true);
  });

  it('lets an agency create, rename and delete a group; when the admin leaves, the next member becomes admin', async () => {
    const team = await chatTeam(ctx.app, ctx.database, 3);
    const [a, b, c] = team.agents as [(typeof team.agents)[0], (typeof team.agents)[0], (typeof team.agents)[0]];
    const owner = await connect(team.agency.token);
    const sa = await connect(a.token);
    const sb = await connect(b.token);
    const announced = nextEvent(sb, 'groupChatCreated');
    const made = await owner.emitWithAck('createGroupChat', {
      name: 'Team Antwerpen',
      agencyId: team.agency.agency.id,
      participants: [a.user.id, b.user.id],
      createdBy: team.agency.user.id,
    });
    if (!made.ok) throw new Error(made.error);
    expect(made.chat).toMatchObject({ isGroupChat: true, name: 'Team Antwerpen', groupAdmin: team.agency.user.id });
    expect(made.chat.participants).toHaveLength(3);
    expect((await announced).id).toBe(made.chat.id);

    // Only the admin edits; members come from the agency's agents.
    expect(
      await sa.emitWithAck('updateGroup', {
        chatId: made.chat.id,
        adminId: a.user.id,
        groupName: 'X',
        members: [b.user.id],
      }),
    ).toEqual({ ok: false, error: CHAT_MESSAGES.notAdmin });
    const updated = nextEvent(sb, 'groupUpdated');
    const renamed = await owner.emitWithAck('updateGroup', {
      chatId: made.chat.id,
      adminId: team.agency.user.id,
      groupName: 'Team Gent',
      members: [a.user.id, b.user.id, c.user.id],
    });
    expect(renamed.ok).toBe(true);
    expect(await updated).toMatchObject({
      chatId: made.chat.id,
      groupName: 'Team Gent',
      newAdmin: team.agency.user.id,
    });

    const left = nextEvent(sa, 'groupMemberLeft');
    expect(await owner.emitWithAck('leaveGroup', { chatId: made.chat.id, userId: team.agency.user.id })).toEqual({
      ok: true,
    });
    const change = await left;
    expect(change.newAdmin).toBe(a.user.id);
    expect(change.participants.map((p) => p.id).sort()).toEqual([a.user.id, b.user.id, c.user.id].sort());
    expect((await get(`/api/chat/messages/${made.chat.id}`, team.agency.headers)).statusCode).toBe(403);

    expect(await sb.emitWithAck('deleteChat', { chatId: made.chat.id, userId: b.user.id })).toEqual({
      ok: false,
      error: CHAT_MESSAGES.notAdmin,
    });
    const gone = nextEvent(sb, 'chatDeleted');
    expect(await sa.emitWithAck('deleteChat', { chatId: made.chat.id, userId: a.user.id })).toEqual({ ok: true });
    expect(await gone).toEqual({ chatId: made.chat.id });
    expect((await get(`/api/chat/chats/${b.user.id}`, b.headers)).json().data).toEqual([]);
  });

  it(`refuses a user's message past ${CHAT_SEND_LIMIT.max} a minute with a clear message, storing nothing; others still send`, async () => {
    const { team, a, owner, agent, chat } = await oneOnOne();
    for (let i = 1; i <= CHAT_SEND_LIMIT.max; i += 1) await send(owner, team.agency.user.id, chat.id, `Bericht ${i}`);
    const refused = await owner.emitWithAck('sendMessage', {
      senderId: team.agency.user.id,
      chatId: chat.id,
      content: 'One too many',
      clientMessageId: clientId(),
    });
    expect(refused).toEqual({ ok: false, error: CHAT_MESSAGES.tooFast });
    const stored = await ctx.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM chat_messages WHERE chat_id = $1',
      [chat.id],
    );
    expect(stored[0]!.n).toBe(CHAT_SEND_LIMIT.max);
    // The other member of the chat is not held back by the agency's limit.
    expect((await send(agent, a.user.id, chat.id, 'Nog eentje')).content).toBe('Nog eentje');
  });

  it('tells chat partners when a user comes online and when the last tab goes', async () => {
    const { team, a, owner, agent } = await oneOnOne();
    const second = await connect(a.token);
    const chats = (await get(`/api/chat/chats/${team.agency.user.id}`, team.agency.headers)).json().data as TChat[];
    expect(chats[0]!.participants.find((p) => p.id === a.user.id)?.isOnline).toBe(true);
    const statuses = collect(owner, 'userStatusUpdate');
    agent.disconnect();
    const offline = nextEvent(owner, 'userStatusUpdate', (s) => s.userId === a.user.id && !s.isOnline);
    second.disconnect();
    expect(await offline).toEqual({ userId: a.user.id, isOnline: false });
    // The first tab closing did not make the user look offline.
    expect(statuses.filter((s) => s.userId === a.user.id && !s.isOnline)).toHaveLength(1);
  });
});
