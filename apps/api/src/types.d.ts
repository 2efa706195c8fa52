import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AuctionEvents } from './modules/auctions/auction-events.ts';
import type { RealtimeServer } from './realtime/server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Socket.IO on the same HTTP server (realtime/server.ts). */
    io: RealtimeServer;
    /** What modules announce to connected clients, without knowing Socket.IO. */
    events: AuctionEvents;
  }
}
