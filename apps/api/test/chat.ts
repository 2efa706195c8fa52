import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { io as connectClient } from 'socket.io-client';
import { SOCKET_PATH, type ServerToClientEvents } from '@immora/shared/realtime';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema/users.ts';
import { signedInAgency } from './agency-factories.ts';
import { createTestApp, type TestContext } from './app.ts';
import { listen, type TestSocket } from './realtime.ts';
import { signedInUser } from './session.ts';

/** A subscribed agency and `agents` subscribed agents of it, all signed in. */
export async function chatTeam(app: FastifyInstance, database: Database, agents = 2) {
  const agency = await signedInAgency(app, database);
  const members = [];
  for (let i = 0; i < agents; i += 1) {
    const agent = await signedInUser(app, database, { role: 'individual', subscribed: true });
    await database.db.update(users).set({ agencyId: agency.agency.id }).where(eq(users.id, agent.user.id));
    members.push(agent);
  }
  return { agency, agents: members };
}

/**
 * A real Socket.IO client signed in with the session token; it acknowledges what it receives, as a
 * tab does (unless `acknowledges` is false: a tab that receives but never says so).
 */
export async function chatSocket(base: string, token: string | undefined, acknowledges = true): Promise<TestSocket> {
  const socket: TestSocket = connectClient(base, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: token ? { token } : {},
  });
  if (acknowledges) socket.on('receiveMessage', (_message, ack) => ack(true));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/**
 * A subscribed agency and one agent of it, each connected (the agent to `agentBase`: another node,
 * or the same), and the one-on-one chat the agency opened with the agent.
 */
export async function agencyChatWithAgent(app: FastifyInstance, database: Database, base: string, agentBase = base) {
  const team = await chatTeam(app, database, 1);
  const agent = team.agents[0]!;
  const owner = await chatSocket(base, team.agency.token);
  const other = await chatSocket(agentBase, agent.token);
  const created = await owner.emitWithAck('createOneOnOneChat', {
    senderId: team.agency.user.id,
    receiverId: agent.user.id,
  });
  if (!created.ok) throw new Error(created.error);
  return { team, agent, owner, other, chat: created.chat };
}

type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

/** The next `event` the socket receives that matches (rejects after `ms`). */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  match: (payload: Payload<E>) => boolean = () => true,
  ms = 5_000,
): Promise<Payload<E>> {
  const target = socket as unknown as {
    on: (e: string, f: (p: Payload<E>) => void) => void;
    off: (e: string, f: (p: Payload<E>) => void) => void;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      target.off(event, listener);
      reject(new Error(`no ${event} within ${ms} ms`));
    }, ms);
    const listener = (payload: Payload<E>) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      target.off(event, listener);
      resolve(payload);
    };
    target.on(event, listener);
  });
}

/** Every `event` received from now on (for counting what arrived). */
export function collect<E extends keyof ServerToClientEvents>(socket: TestSocket, event: E): Payload<E>[] {
  const seen: Payload<E>[] = [];
  (socket as unknown as { on: (e: string, f: (p: Payload<E>) => void) => void }).on(event, (p) => seen.push(p));
  return seen;
}

/**
 * For a test file of chat over sockets: the app over its own database, listening on a free port
 * (`ctx` and `base` once the file's tests run), and `connect`, whose sockets are closed after them.
 */
export function chatServer() {
  const server = { ctx: undefined as unknown as TestContext, base: '', connect };
  const sockets: TestSocket[] = [];
  async function connect(token: string, acknowledges = true) {
    const socket = await chatSocket(server.base, token, acknowledges);
    sockets.push(socket);
    return socket;
  }
  beforeAll(async () => {
    server.ctx = await createTestApp();
    server.base = await listen(server.ctx.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await server.ctx?.close();
  });
  return server;
}
