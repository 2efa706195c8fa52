import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { TChatMessage } from '@immora/shared/chat';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@immora/shared/realtime';
import type { ChatActor } from '../modules/chat/chat.service.ts';
import { auctionEvents, handleAuctionRooms } from './auction-events.ts';
import { chatAnnouncements } from './chat-announcements.ts';
import { chatEvents, chatHandshake } from './chat-events.ts';
import { chatPresence } from './chat-presence.ts';
import { connectRedisAdapter } from './redis-adapter.ts';

/** What a socket carries from its handshake: its user (none for a guest) and whether it may chat. */
export type SocketData = { user?: ChatActor; chat?: boolean };
/** What one API node tells the others (through Redis): a new chat message for their recipients' tabs. */
export type ServerSideEvents = { chatDeliver: (message: TChatMessage, recipients: string[]) => void };
export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>;

/**
 * Socket.IO on the API's own HTTP server and port, at /socket.io (it answers its requests before
 * Fastify routes them, so neither the SPA fallback nor helmet's headers touch it). With REDIS_URL,
 * the Redis Streams adapter carries room events between API nodes; without it, one node.
 * Decorates the app with `io` and `events` (what modules announce; the chat events of a later
 * events are `chat-events.ts`, with the handshake's token check and presence).
 */
export async function registerRealtime(app: FastifyInstance, opts: { redisUrl?: string | undefined }) {
  const redis = opts.redisUrl ? await connectRedisAdapter(opts.redisUrl, app.log) : null;
  if (redis) app.readiness.add('redis', redis.ping);
  const io: RealtimeServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    // Clients only send ids: a small packet limit.
    maxHttpBufferSize: 10_000,
    // A client back within 2 minutes gets its rooms and missed events back (clients refetch anyway).
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: true },
    ...(redis ? { adapter: redis.adapter } : {}),
  });
  app.decorate('io', io);
  app.decorate('chatPresence', chatPresence(io));
  chatHandshake(app, io);
  const handleChat = chatEvents(app, io, Boolean(redis));
  io.on('connection', (socket) => {
    // Every event a client sends, by name (GET /metrics, decision 060).
    socket.onAny((event: string) => app.metrics.socketEvent(event));
    handleAuctionRooms(socket);
    handleChat(socket);
  });

  app.decorate('events', {
    ...auctionEvents(io, (err) => app.log.error({ err }, 'auction event not sent')),
    ...chatAnnouncements(app, io),
  });

  // Open sockets would keep the HTTP server from closing: end them first, then the server and Redis.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await io.close();
    await redis?.close();
  });
}
