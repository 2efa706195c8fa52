import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { properties } from '../../db/schema/properties.ts';
import { listingTitles } from '../properties/listing-titles.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { announce, type AuctionEvents } from './auction-events.ts';
import { auctionOwnerMail, auctionWinnerMail } from './auction.mails.ts';
import { claimEndedAuctions, getAuction } from './auctions.service.ts';

/**
 * E-mails the winner and the owner of every auction that has ended since the last sweep, each in
 * their own language, and announces the final state to the auction's room.
 * Each auction is claimed once (an atomic UPDATE … RETURNING), so two nodes sweeping together
 * send each message once. Returns how many auctions were announced.
 */
export async function announceEndedAuctions(
  deps: { db: Db; users: UsersRepository; mailer: Mailer; publicUrl: string; events?: AuctionEvents },
  now = new Date(),
) {
  const ended = await claimEndedAuctions(deps.db, now);
  for (const a of ended) {
    if (deps.events) announce(deps.events, await getAuction(deps.db, a.id, null));
    const [listing] = await deps.db
      .select({ title: properties.title, titles: listingTitles })
      .from(properties)
      .where(eq(properties.id, a.propertyId));
    const owner = await deps.users.byId(a.ownerId);
    const winner = a.leaderId ? await deps.users.byId(a.leaderId) : null;
    // Each e-mail names the listing in its reader's language when it is written in it (decision 055).
    const ending = {
      title: listing?.title ?? null,
      titles: listing?.titles ?? null,
      link: `${deps.publicUrl}/single-v8/${a.propertyId}/${a.id}`,
      priceCents: a.currentPriceCents,
      reserveMet: a.currentPriceCents !== null && a.currentPriceCents >= a.reservePriceCents,
    };
    if (owner) await deps.mailer.send(auctionOwnerMail(owner, winner, ending));
    if (winner && ending.priceCents !== null) {
      await deps.mailer.send(auctionWinnerMail(winner, { ...ending, priceCents: ending.priceCents }));
    }
  }
  return ended.length;
}
