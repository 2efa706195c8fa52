import { z } from 'zod';

/**
 * Auction rules (ours: the spec leaves them open; docs/decisions/006-auction-rules.md).
 * Amounts are euro in the API and cents in the database.
 */
export const AUCTION_RULES = {
  /** Smallest raise: €100, or 1% of the current price (rounded up to €10) when that is more. */
  minIncrementCents: 100_00,
  incrementPercent: 1,
  /** A bid in the last 5 minutes moves the end to 5 minutes after it (no sniping). */
  extensionMinutes: 5,
  /**
   * A start this many minutes ago still counts as "now": the form's date-time field has minutes
   * only, so the current minute typed in is already up to 59 s old, and filling the rest of the
   * form takes longer than the remainder of it.
   */
  startGraceMinutes: 5,
} as const;

export function minimumIncrementCents(currentCents: number): number {
  const percent = Math.ceil((currentCents * AUCTION_RULES.incrementPercent) / 100 / 10_00) * 10_00;
  return Math.max(AUCTION_RULES.minIncrementCents, percent);
}

/** The lowest acceptable next bid: the starting price, or the current price plus the increment. */
export function nextMinimumBidCents(a: { startingPriceCents: number; currentPriceCents: number | null }): number {
  return a.currentPriceCents === null
    ? a.startingPriceCents
    : a.currentPriceCents + minimumIncrementCents(a.currentPriceCents);
}

export const AUCTION_MESSAGES = {
  reserveBelowStart: 'The reserve price cannot be below the starting price',
  endBeforeStart: 'The end time must be after the start time',
  startInPast: 'The start time cannot be in the past',
  tooLong: 'An auction can run for 60 days at most',
  notOpen: 'Bids are not accepted: this auction is not open.',
  notOnMarket: 'Bids are not accepted: this listing is not on the market.',
  ownBid: 'You cannot bid on your own auction.',
  tooLow: 'Your bid must be at least €{minimum}.',
  maxBelowBid: 'Your maximum bid cannot be below your bid.',
  alreadyRunning: 'This listing already has an auction that has not ended.',
  notPublished: 'Only published listings can be auctioned.',
  notFound: 'Auction not found',
  accepted: 'Your bid is accepted. You are the highest bidder.',
  outbid: 'Your bid is accepted, but another bidder’s maximum is higher.',
} as const;

const euro = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .positive(`${what} must be more than 0`)
    .max(100_000_000, `${what} is too large`)
    .refine(
      (v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
      `${what} can have at most 2 decimals`,
    );

export const ZCreateAuctionRequest = z
  .object({
    propertyId: z.uuid({ error: 'Property not found' }),
    startingPrice: euro('Starting price'),
    reservePrice: euro('Reserve price'),
    startsAt: z.iso.datetime({ offset: true, error: 'Start time must be a date and time' }),
    endsAt: z.iso.datetime({ offset: true, error: 'End time must be a date and time' }),
  })
  .superRefine((v, ctx) => {
    if (v.reservePrice < v.startingPrice)
      ctx.addIssue({ code: 'custom', path: ['reservePrice'], message: AUCTION_MESSAGES.reserveBelowStart });
    const start = Date.parse(v.startsAt);
    const end = Date.parse(v.endsAt);
    if (end <= start) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: AUCTION_MESSAGES.endBeforeStart });
    else if (end - start > 60 * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: AUCTION_MESSAGES.tooLong });
  });
export type TCreateAuctionRequest = z.infer<typeof ZCreateAuctionRequest>;

export const ZBidRequest = z
  .object({
    amount: euro('Bid'),
    /** Optional: the most the server may bid for you, automatically, when others bid. */
    maxAmount: euro('Maximum bid').optional(),
  })
  .refine((v) => v.maxAmount === undefined || v.maxAmount >= v.amount, {
    path: ['maxAmount'],
    message: AUCTION_MESSAGES.maxBelowBid,
  });
export type TBidRequest = z.infer<typeof ZBidRequest>;

export const ZAuctionBid = z.object({
  id: z.string(),
  bidder: z.string(),
  amount: z.number(),
  automatic: z.boolean(),
  createdAt: z.string(),
});

export const ZAuction = z.object({
  id: z.string(),
  _id: z.string(),
  propertyId: z.string(),
  status: z.enum(['scheduled', 'open', 'ended']),
  startingPrice: z.number(),
  currentBid: z.number().nullable(),
  nextMinimumBid: z.number(),
  bidCount: z.number().int(),
  reserveMet: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Set when the signed-in user leads; never another bidder's maximum. */
  youLead: z.boolean(),
  history: z.array(ZAuctionBid),
  /** The leader as the history names them ('Bidder 2', or 'You' for the viewer); null before the first bid. */
  leader: z.string().nullable(),
  /** How everyone else sees the viewer ('Bidder 3'); null for guests and for users who have not bid. */
  viewerBidder: z.string().nullable(),
  /** The viewer owns or manages the listing, and so cannot bid. */
  youManage: z.boolean(),
});
export type TAuction = z.infer<typeof ZAuction>;

export const ZBidResponse = z.object({ auction: ZAuction, leading: z.boolean(), message: z.string() });

/** A listing's latest auction, as its detail page links to it. */
export const ZAuctionSummary = z.object({
  id: z.string(),
  status: z.enum(['scheduled', 'open', 'ended']),
  endsAt: z.string(),
});
export type TAuctionSummary = z.infer<typeof ZAuctionSummary>;
