import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connectClient, type Socket } from 'socket.io-client';
import type { TAuction } from '@immora/shared/auctions';
import { SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@immora/shared/realtime';
import type { Database } from '../src/db/client.ts';
import { createProperty } from './factories.ts';
import { signedInUser } from './session.ts';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Listens on a free port of this machine and answers its base address. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A real Socket.IO client, connected (WebSocket, or long-polling when asked). */
export async function socketTo(base: string, transport: 'websocket' | 'polling' = 'websocket'): Promise<TestSocket> {
  const socket: TestSocket = connectClient(base, {
    path: SOCKET_PATH,
    transports: [transport],
    forceNew: true,
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** The next `auctionUpdated` the socket receives (rejects after `ms`). */
export function nextUpdate(socket: TestSocket, ms = 5_000): Promise<TAuction> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('auctionUpdated', onUpdate);
      reject(new Error(`no auctionUpdated within ${ms} ms`));
    }, ms);
    const onUpdate = (auction: TAuction) => {
      clearTimeout(timer);
      resolve(auction);
    };
    socket.once('auctionUpdated', onUpdate);
  });
}

/** True when no `auctionUpdated` arrives within `ms`. */
export function noUpdate(socket: TestSocket, ms = 400): Promise<boolean> {
  return nextUpdate(socket, ms).then(
    () => false,
    () => true,
  );
}

/** An open auction of a subscribed agent's published listing (starting €100,000, reserve €150,000). */
export async function openAuction(app: FastifyInstance, database: Database) {
  const agent = await signedInUser(app, database, { role: 'individual', subscribed: true });
  const listing = await createProperty(database, agent.user.id, { type: 'auction', status: 'published' });
  const res = await app.inject({
    method: 'POST',
    url: '/api/auctions',
    headers: agent.headers,
    payload: {
      propertyId: listing.id,
      startingPrice: 100_000,
      reservePrice: 150_000,
      startsAt: new Date(Date.now() - 30_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  if (res.statusCode !== 201) throw new Error(`auction not created: ${res.body}`);
  return { agent, listing, auction: res.json().data as TAuction };
}

export const bidOn = (
  app: FastifyInstance,
  auctionId: string,
  headers: Record<string, string>,
  body: { amount: number; maxAmount?: number },
) => app.inject({ method: 'POST', url: `/api/auctions/${auctionId}/bids`, headers, payload: body });
