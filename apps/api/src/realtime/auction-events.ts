import { z } from 'zod';
import { REALTIME_MESSAGES, auctionRoom, type JoinAck } from '@immora/shared/realtime';
import type { AuctionEvents } from '../modules/auctions/auction-events.ts';
import type { RealtimeServer, RealtimeSocket } from './server.ts';

/** One connection may follow this many auctions at once (a page follows one). */
export const MAX_AUCTION_ROOMS = 20;
const ZAuctionId = z.uuid();
const ROOM_PREFIX = auctionRoom('');

/** `joinAuction(id, ack?)` / `leaveAuction(id, ack?)`: anyone may follow an auction, as a guest sees it. */
export function handleAuctionRooms(socket: RealtimeSocket) {
  const answer = (ack: unknown, value: JoinAck) => {
    if (typeof ack === 'function') (ack as (v: JoinAck) => void)(value);
  };
  socket.on('joinAuction', async (auctionId: unknown, ack?: unknown) => {
    const parsed = ZAuctionId.safeParse(auctionId);
    if (!parsed.success) return answer(ack, { ok: false, error: REALTIME_MESSAGES.badAuction });
    const room = auctionRoom(parsed.data);
    const followed = [...socket.rooms].filter((r) => r.startsWith(ROOM_PREFIX)).length;
    if (!socket.rooms.has(room) && followed >= MAX_AUCTION_ROOMS) {
      return answer(ack, { ok: false, error: REALTIME_MESSAGES.tooManyRooms });
    }
    await socket.join(room);
    answer(ack, { ok: true });
  });
  socket.on('leaveAuction', async (auctionId: unknown, ack?: unknown) => {
    const parsed = ZAuctionId.safeParse(auctionId);
    if (!parsed.success) return answer(ack, { ok: false, error: REALTIME_MESSAGES.badAuction });
    await socket.leave(auctionRoom(parsed.data));
    answer(ack, { ok: true });
  });
}

/** The auctions module's announcements, sent to the auction's room (on every node, through the adapter). */
export function auctionEvents(io: RealtimeServer, log: (err: unknown) => void): AuctionEvents {
  return {
    auctionUpdated: (auction) => {
      try {
        io.to(auctionRoom(auction.id)).emit('auctionUpdated', auction);
      } catch (err) {
        log(err);
      }
    },
  };
}
