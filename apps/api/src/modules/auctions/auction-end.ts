import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { properties } from '../../db/schema/properties.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { announce, type AuctionEvents } from './auction-events.ts';
import { claimEndedAuctions, getAuction } from './auctions.service.ts';

const euro = (c: number) => `€${(c / 100).toLocaleString('en-BE', { minimumFractionDigits: 0 })}`;

/**
 * E-mails the winner and the owner of every auction that has ended since the last sweep, and
 * announces the final state to the auction's room.
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
      .select({ title: properties.title })
      .from(properties)
      .where(eq(properties.id, a.propertyId));
    const title = listing?.title ?? 'your listing';
    const link = `${deps.publicUrl}/single-v8/${a.propertyId}/${a.id}`;
    const owner = await deps.users.byId(a.ownerId);
    const winner = a.leaderId ? await deps.users.byId(a.leaderId) : null;
    const reserveMet = a.currentPriceCents !== null && a.currentPriceCents >= a.reservePriceCents;
    if (owner) {
      const outcome = !winner
        ? 'It ended without bids.'
        : `The highest bid was ${euro(a.currentPriceCents!)} by ${winner.firstName} ${winner.lastName} (${winner.email}); the reserve price was ${reserveMet ? 'met' : 'not met'}.`;
      const text = `Hello ${owner.firstName},\n\nThe auction of "${title}" has ended. ${outcome}\n\n${link}\n\nImmora`;
      await deps.mailer.send({
        to: owner.email,
        kind: 'auction_end_owner',
        subject: `Auction ended: ${title}`,
        text,
        html: `<p>${text.replace(/\n/g, '<br>')}</p>`,
      });
    }
    if (winner) {
      const text = `Hello ${winner.firstName},\n\nThe auction of "${title}" has ended and yours is the highest bid: ${euro(a.currentPriceCents!)}. ${reserveMet ? 'The reserve price was met: the seller will contact you about the next steps.' : 'The reserve price was not met: the seller may still contact you.'}\n\n${link}\n\nImmora`;
      await deps.mailer.send({
        to: winner.email,
        kind: 'auction_end_winner',
        subject: `You won the auction: ${title}`,
        text,
        html: `<p>${text.replace(/\n/g, '<br>')}</p>`,
      });
    }
  }
  return ended.length;
}
