import type { TAuction } from '@immora/shared/auctions';

/**
 * Folds a room event (the public state, as a guest sees it) into the viewer's cached state: the
 * viewer's own label becomes 'You' again, and what only the viewer knows (their label, whether they
 * manage the listing) is kept. An event older than what is shown (fewer bids) is ignored.
 */
export function mergeLive(cached: TAuction | undefined, live: TAuction): TAuction {
  if (cached && live.bidCount < cached.bidCount) return cached;
  const me = cached?.viewerBidder ?? null;
  const name = (label: string) => (me !== null && label === me ? 'You' : label);
  return {
    ...live,
    history: live.history.map((bid) => ({ ...bid, bidder: name(bid.bidder) })),
    leader: live.leader === null ? null : name(live.leader),
    youLead: me !== null && live.leader === me,
    viewerBidder: me,
    youManage: cached?.youManage ?? false,
  };
}
