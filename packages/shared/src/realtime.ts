import type { TAuction } from './auctions.ts';
import type { ChatClientEvents, ChatServerEvents } from './chat.ts';

/**
 * The Socket.IO contract (path /socket.io on the API's port). Rooms are `auction:<id>`; the
 * server sends every room member the public state of the auction (as a guest sees it on
 * GET /api/auctions/:id) after each committed bid and when the auction ends. An event is only a
 * hint that something changed: the database holds the truth and clients refetch after a reconnect.
 */
export const SOCKET_PATH = '/socket.io';

export const REALTIME_MESSAGES = {
  badAuction: 'Auction not found',
  tooManyRooms: 'You follow too many auctions at once.',
} as const;

export type JoinAck = { ok: true } | { ok: false; error: string };

export type ClientToServerEvents = {
  joinAuction: (auctionId: string, ack?: (answer: JoinAck) => void) => void;
  leaveAuction: (auctionId: string, ack?: (answer: JoinAck) => void) => void;
} & ChatClientEvents;

export type ServerToClientEvents = {
  auctionUpdated: (auction: TAuction) => void;
} & ChatServerEvents;

export const auctionRoom = (auctionId: string) => `auction:${auctionId}`;
