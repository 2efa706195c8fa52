import type { TAuction } from '@immora/shared/auctions';

/**
 * What the auctions module announces, and nothing about how: `realtime/auction-events.ts`
 * sends it to the auction's Socket.IO room. An announcement is never the only copy of
 * anything (the database is), so a lost one costs a client nothing but a refetch.
 */
export type AuctionEvents = {
  /** The public state of an auction (as a guest sees it) after a committed bid or its end. */
  auctionUpdated: (auction: TAuction) => void;
};

/** Announces without ever failing the caller: the bid is committed whatever happens here. */
export function announce(events: AuctionEvents | undefined, auction: TAuction) {
  try {
    events?.auctionUpdated(auction);
  } catch {
    // The sender logs its own failures; clients refetch what they missed.
  }
}
