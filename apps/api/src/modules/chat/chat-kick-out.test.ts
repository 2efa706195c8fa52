import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, type TChat, type TChatMessage } from '@immora/shared/chat';
import { listeningChatApp } from '../../../test/chat-app.ts';
import { chatTeam, collect, nextEvent } from '../../../test/chat.ts';
import { onPostgres } from '../../../test/database.ts';
import type { TestSocket } from '../../../test/realtime.ts';

/** When an agency kicks out an agent (decision 030), the chat follows (decision 036). */

const suite = listeningChatApp();
const connect = suite.connect;
const get = (url: string, headers: Record<string, string>) => suite.ctx.app.inject({ method: 'GET', url, headers });

type Team = Awaited<ReturnType<typeof chatTeam>>;
type Member = Team['agents'][number];

async function ok<T extends { ok: boolean }>(answer: Promise<T>) {
  const value = await answer;
  if (!value.ok) throw new Error(JSON.stringify(value));
  return value as Extract<T, { ok: true }>;
}
const group = async (owner: TestSocket, team: Team, name: string, members: Member[]) =>
  (
    await ok(
      owner.emitWithAck('createGroupChat', {
        name,
        agencyId: team.agency.agency.id,
        participants: members.map((m) => m.user.id),
        createdBy: team.agency.user.id,
      }),
    )
  ).chat;
const message = (senderId: string, chatId: string, content: string) => ({
  senderId,
  chatId,
  content,
  clientMessageId: crypto.randomUUID(),
});
const kickOut = (team: Team, agent: Member) =>
  suite.ctx.app.inject({ method: 'DELETE', url: `/api/agency/agents/${agent.user.id}`, headers: team.agency.headers });

describe('an agency kicks out an agent', () => {
  it('the agent leaves the agency’s groups (the members are told, with a new admin where the agent was it); one-on-one chats stay readable but take no new messages', async () => {
    const team = await chatTeam(suite.ctx.app, suite.ctx.database, 3);
    const [a, b, c] = team.agents as [Member, Member, Member];
    const agencyId = team.agency.user.id;
    const [owner, sa, sb, sc] = (await Promise.all([team.agency, a, b, c].map((x) => connect(x.token)))) as [
      TestSocket,
      TestSocket,
      TestSocket,
      TestSocket,
    ];
    const team1 = await group(owner, team, 'Team Gent', [a, b]);
    // Two groups the agent runs: the agency left them, the agent joined first.
    const run = await group(owner, team, 'Open huis', [a, c]);
    const alone = await group(owner, team, 'Archief', [a]);
    for (const chat of [run, alone]) await ok(owner.emitWithAck('leaveGroup', { chatId: chat.id, userId: agencyId }));
    const direct = (await ok(owner.emitWithAck('createOneOnOneChat', { senderId: agencyId, receiverId: a.user.id })))
      .chat;
    await ok(owner.emitWithAck('sendMessage', message(agencyId, direct.id, 'Tot maandag')));

    const toB = nextEvent(sb, 'groupMemberLeft');
    const toC = nextEvent(sc, 'groupMemberLeft');
    const toA = collect(sa, 'groupMemberLeft');
    const deleted = nextEvent(sa, 'chatDeleted');
    const res = await kickOut(team, a);
    expect(res.statusCode).toBe(200);

    const forB = await toB;
    expect(forB).toMatchObject({ chatId: team1.id, userId: a.user.id, newAdmin: agencyId });
    expect(forB.participants.map((p) => p.id).sort()).toEqual([agencyId, b.user.id].sort());
    expect(await toC).toMatchObject({ chatId: run.id, userId: a.user.id, newAdmin: c.user.id });
    expect((await toC).participants.map((p) => p.id)).toEqual([c.user.id]);
    // The agent was the last member of the third group: it is gone.
    expect(await deleted).toEqual({ chatId: alone.id });
    await expect.poll(() => toA.map((x) => x.chatId).sort()).toEqual([team1.id, run.id].sort());

    // The agent's list keeps the one-on-one chat, still readable; the groups are closed to them.
    const chats = (await get(`/api/chat/chats/${a.user.id}`, a.headers)).json().data as TChat[];
    expect(chats.map((x) => x.id)).toEqual([direct.id]);
    const thread = (await get(`/api/chat/messages/${direct.id}`, a.headers)).json().data as TChatMessage[];
    expect(thread.map((m) => m.content)).toEqual(['Tot maandag']);
    expect((await get(`/api/chat/messages/${team1.id}`, a.headers)).statusCode).toBe(403);
    expect(await sa.emitWithAck('joinChat', { chatId: team1.id, userId: a.user.id })).toEqual({
      ok: false,
      error: CHAT_MESSAGES.notMember,
    });

    // Nobody writes to the one-on-one chat any more; the group goes on without the agent.
    for (const [socket, sender] of [
      [owner, agencyId],
      [sa, a.user.id],
    ] as const) {
      expect(await socket.emitWithAck('sendMessage', message(sender, direct.id, 'Hallo?'))).toEqual({
        ok: false,
        error: CHAT_MESSAGES.readOnly,
      });
    }
    const arrivals = collect(sa, 'receiveMessage');
    const atOwner = nextEvent(owner, 'receiveMessage', (m) => m.chat === team1.id);
    await ok(sb.emitWithAck('sendMessage', message(b.user.id, team1.id, 'Zonder Lotte')));
    expect((await atOwner).content).toBe('Zonder Lotte');
    expect(arrivals).toEqual([]);
  });

  // PGlite has one connection: the open transaction below would hold up the kick-out itself.
  it.skipIf(!onPostgres)(
    'waits for a message being written to one of the groups, without a deadlock (PostgreSQL)',
    async () => {
      const team = await chatTeam(suite.ctx.app, suite.ctx.database, 2);
      const [a, b] = team.agents as [Member, Member];
      const chat = await group(await connect(team.agency.token), team, 'Team Brugge', [a, b]);
      let kick: ReturnType<typeof kickOut> | undefined;
      // A message of b's being stored: its row checks hold the chat row, then reach the agent's receipt.
      await suite.ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from chats where id = ${chat.id} for key share`);
        kick = kickOut(team, a);
        await expect
          .poll(async () => {
            const [row] = await suite.ctx.database.query<{ n: number }>(
              "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
            );
            return row!.n;
          })
          .toBe(1);
        await tx.execute(sql`select 1 from users where id = ${a.user.id} for key share`);
      });
      expect((await kick!).statusCode).toBe(200);
      expect((await get(`/api/chat/messages/${chat.id}`, a.headers)).statusCode).toBe(403);
    },
  );
});
