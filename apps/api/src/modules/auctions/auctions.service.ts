import { and, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import {
  AUCTION_MESSAGES,
  AUCTION_RULES,
  minimumIncrementCents,
  nextMinimumBidCents,
  type TAuction,
  type TBidRequest,
  type TCreateAuctionRequest,
} from '@immora/shared/auctions';
import { PUBLIC_STATUSES } from '@immora/shared/listing';
import type { Db } from '../../db/client.ts';
import { auctions, bids } from '../../db/schema/auctions.ts';
import { properties } from '../../db/schema/properties.ts';
import { AppError } from '../../lib/errors.ts';
import { canManageListing } from '../boosts/boosts.service.ts';
import { announce, type AuctionEvents } from './auction-events.ts';

type AuctionRow = typeof auctions.$inferSelect;
type BidRow = typeof bids.$inferSelect;
const cents = (euro: number) => Math.round(euro * 100);
const MINUTE = 60_000;
const isPublic = (status: string) => (PUBLIC_STATUSES as readonly string[]).includes(status);

export function statusOf(a: Pick<AuctionRow, 'startsAt' | 'endsAt'>, now = new Date()): TAuction['status'] {
  if (now < a.startsAt) return 'scheduled';
  return now < a.endsAt ? 'open' : 'ended';
}

/**
 * The public view: bidders are 'Bidder 1', 'Bidder 2'… in order of their first bid ('You' for the
 * viewer, who also learns their own label); maxima stay hidden. `viewerId` null is the guest view,
 * the one the auction's room receives.
 */
export function toAuction(
  a: AuctionRow,
  history: BidRow[],
  viewerId: string | null,
  now = new Date(),
  youManage = false,
): TAuction {
  const order = new Map<string, number>();
  for (const b of [...history].sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime())) {
    if (!order.has(b.bidderId)) order.set(b.bidderId, order.size + 1);
  }
  const label = (bidderId: string) => (bidderId === viewerId ? 'You' : `Bidder ${order.get(bidderId)}`);
  return {
    id: a.id,
    _id: a.id,
    propertyId: a.propertyId,
    status: statusOf(a, now),
    startingPrice: a.startingPriceCents / 100,
    currentBid: a.currentPriceCents === null ? null : a.currentPriceCents / 100,
    nextMinimumBid: nextMinimumBidCents(a) / 100,
    bidCount: a.bidCount,
    reserveMet: a.currentPriceCents !== null && a.currentPriceCents >= a.reservePriceCents,
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    youLead: viewerId !== null && a.leaderId === viewerId,
    history: history.map((b) => ({
      id: b.id,
      bidder: label(b.bidderId),
      amount: b.amountCents / 100,
      automatic: b.automatic,
      createdAt: b.createdAt.toISOString(),
    })),
    leader: a.leaderId && order.has(a.leaderId) ? label(a.leaderId) : null,
    viewerBidder: viewerId && order.has(viewerId) ? `Bidder ${order.get(viewerId)}` : null,
    youManage,
  };
}

async function historyOf(db: Db, auctionId: string) {
  return db
    .select()
    .from(bids)
    .where(eq(bids.auctionId, auctionId))
    .orderBy(desc(bids.createdAt), desc(bids.amountCents));
}

export async function getAuction(db: Db, id: string, viewerId: string | null) {
  const [a] = await db.select().from(auctions).where(eq(auctions.id, id));
  if (!a) throw AppError.notFound(AUCTION_MESSAGES.notFound);
  const history = await historyOf(db, id);
  return toAuction(a, history, viewerId, new Date(), viewerId !== null && (await managesAuction(db, a, viewerId)));
}

/** The auction's owner, or anyone who manages its listing (assigned agent, the agency): they cannot bid. */
async function managesAuction(db: Db, a: AuctionRow, userId: string) {
  if (a.ownerId === userId) return true;
  const [listing] = await db.select().from(properties).where(eq(properties.id, a.propertyId));
  return listing ? canManageListing(db, userId, listing) : false;
}

export async function createAuction(db: Db, opts: { userId: string; input: TCreateAuctionRequest; now?: Date }) {
  const now = opts.now ?? new Date();
  const { input } = opts;
  if (Date.parse(input.startsAt) < now.getTime() - AUCTION_RULES.startGraceMinutes * MINUTE)
    throw AppError.badRequest(AUCTION_MESSAGES.startInPast, { startsAt: AUCTION_MESSAGES.startInPast });
  const [listing] = await db.select().from(properties).where(eq(properties.id, input.propertyId));
  if (!listing) throw AppError.notFound('Property not found');
  if (!(await canManageListing(db, opts.userId, listing)))
    throw AppError.forbidden('You can only auction your own listings.');
  return db.transaction(async (tx) => {
    // The listing row is the lock: two creations for one listing cannot both pass the check, and
    // a pause or unpublish either happens first (and is seen here) or waits and sees the auction.
    const [locked] = await tx
      .select({ status: properties.status })
      .from(properties)
      .where(eq(properties.id, listing.id))
      .for('update');
    if (!locked) throw AppError.notFound('Property not found');
    if (!isPublic(locked.status)) throw AppError.conflict(AUCTION_MESSAGES.notPublished);
    const [running] = await tx
      .select({ id: auctions.id })
      .from(auctions)
      .where(and(eq(auctions.propertyId, listing.id), gt(auctions.endsAt, now)));
    if (running) throw AppError.conflict(AUCTION_MESSAGES.alreadyRunning);
    const [row] = await tx
      .insert(auctions)
      .values({
        propertyId: listing.id,
        ownerId: opts.userId,
        startingPriceCents: cents(input.startingPrice),
        reservePriceCents: cents(input.reservePrice),
        startsAt: new Date(input.startsAt),
        endsAt: new Date(input.endsAt),
      })
      .returning();
    return toAuction(row!, [], opts.userId, now, true);
  });
}

/**
 * One bid, under a row lock on the auction, so concurrent bids are applied one after another
 * and there is always exactly one leader. Proxy bidding: each bidder's maximum is kept hidden
 * and the server bids for the leader up to it, one increment above the challenger.
 */
export async function placeBid(
  db: Db,
  opts: { auctionId: string; bidderId: string; input: TBidRequest; now?: Date; events?: AuctionEvents },
) {
  const amount = cents(opts.input.amount);
  const max = cents(opts.input.maxAmount ?? opts.input.amount);
  const result = await db.transaction(async (tx) => {
    // Locks in the order every listing change takes them: the listing's row (shared: bids on one
    // auction do not wait for each other there), then the auction's. A pause, an unpublish or a
    // delete either commits first and is seen here, or waits until this bid has committed.
    const [ref] = await tx
      .select({ propertyId: auctions.propertyId })
      .from(auctions)
      .where(eq(auctions.id, opts.auctionId));
    if (!ref) throw AppError.notFound(AUCTION_MESSAGES.notFound);
    const [listing] = await tx
      .select({ status: properties.status })
      .from(properties)
      .where(eq(properties.id, ref.propertyId))
      .for('share');
    const [a] = await tx.select().from(auctions).where(eq(auctions.id, opts.auctionId)).for('update');
    if (!a || !listing) throw AppError.notFound(AUCTION_MESSAGES.notFound);
    // A listing that is not public (paused, unpublished, agreed) takes no bids.
    if (!isPublic(listing.status)) throw AppError.conflict(AUCTION_MESSAGES.notOnMarket);
    // The clock is read once the lock is held, so bid times follow the order bids were applied.
    const now = opts.now ?? new Date();
    if (statusOf(a, now) !== 'open') throw AppError.conflict(AUCTION_MESSAGES.notOpen);
    if (await managesAuction(tx as unknown as Db, a, opts.bidderId)) throw AppError.forbidden(AUCTION_MESSAGES.ownBid);
    const placed: { bidderId: string; amountCents: number; automatic: boolean }[] = [];
    let state = { price: a.currentPriceCents, leader: a.leaderId, leaderMax: a.leaderMaxCents };

    if (a.leaderId === opts.bidderId) {
      // The leader raises their own maximum; the price does not move against themselves.
      if (max > (a.leaderMaxCents ?? 0)) state = { ...state, leaderMax: max };
    } else {
      const minimum = nextMinimumBidCents(a);
      if (amount < minimum) {
        throw AppError.badRequest(
          AUCTION_MESSAGES.tooLow.replace('{minimum}', (minimum / 100).toLocaleString('en-BE')),
          { amount: 'too low' },
        );
      }
      if (a.leaderId === null || a.leaderMaxCents === null) {
        placed.push({ bidderId: opts.bidderId, amountCents: amount, automatic: false });
        state = { price: amount, leader: opts.bidderId, leaderMax: max };
      } else if (max > a.leaderMaxCents) {
        // The challenger's maximum beats the leader's: the leader is bid up to their maximum, the challenger leads one step above.
        const price = Math.max(amount, Math.min(max, a.leaderMaxCents + minimumIncrementCents(a.leaderMaxCents)));
        if (a.leaderMaxCents > (a.currentPriceCents ?? 0))
          placed.push({ bidderId: a.leaderId, amountCents: a.leaderMaxCents, automatic: true });
        placed.push({ bidderId: opts.bidderId, amountCents: price, automatic: false });
        state = { price, leader: opts.bidderId, leaderMax: max };
      } else {
        // The leader's maximum holds (a tie goes to the earlier bidder): the server answers for the leader.
        placed.push({ bidderId: opts.bidderId, amountCents: max, automatic: false });
        const price = Math.min(a.leaderMaxCents, max + minimumIncrementCents(max));
        placed.push({ bidderId: a.leaderId, amountCents: price, automatic: true });
        state = { ...state, price };
      }
    }
    const extendTo = new Date(now.getTime() + AUCTION_RULES.extensionMinutes * MINUTE);
    const [updated] = await tx
      .update(auctions)
      .set({
        currentPriceCents: state.price,
        leaderId: state.leader,
        leaderMaxCents: state.leaderMax,
        bidCount: a.bidCount + placed.length,
        // No sniping: a bid in the last minutes moves the end.
        endsAt: placed.length && a.endsAt < extendTo ? extendTo : a.endsAt,
      })
      .where(eq(auctions.id, a.id))
      .returning();
    // Distinct timestamps keep the history's order exact within one call.
    for (const [i, bid] of placed.entries()) {
      await tx.insert(bids).values({ auctionId: a.id, ...bid, createdAt: new Date(now.getTime() + i) });
    }
    return updated!;
  });
  // Committed: the room learns the public state (never anyone's maximum).
  const history = await historyOf(db, result.id);
  announce(opts.events, toAuction(result, history, null));
  const leading = result.leaderId === opts.bidderId;
  return {
    auction: toAuction(result, history, opts.bidderId),
    leading,
    message: leading ? AUCTION_MESSAGES.accepted : AUCTION_MESSAGES.outbid,
  };
}

/** Auctions that have ended and whose end has not been announced, claimed atomically (safe on several nodes). */
export async function claimEndedAuctions(db: Db, now = new Date()) {
  return db
    .update(auctions)
    .set({ notifiedAt: now })
    .where(and(lte(auctions.endsAt, now), isNull(auctions.notifiedAt)))
    .returning();
}
