import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AccountRole } from '@immora/shared/roles';
import type { Database } from '../src/db/client.ts';
import { appointments } from '../src/db/schema/appointments.ts';
import { auctions, bids } from '../src/db/schema/auctions.ts';
import { sessions } from '../src/db/schema/auth.ts';
import { chatMembers, chatMessages, chats } from '../src/db/schema/chat.ts';
import { signSessionToken } from '../src/lib/tokens.ts';

const DAY = 86_400_000;

/** Client addresses under `prefix`, one per request, so no sign-in limit is shared between tests. */
export function clientIps(prefix: string) {
  let clients = 0;
  return () => `${prefix}.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;
}

/** A viewing of `propertyId` booked by `seekerId`, `days` ahead (confirmed unless told). */
export async function bookViewing(database: Database, propertyId: string, seekerId: string, days = 3, message = '') {
  const startsAt = new Date(Math.ceil((Date.now() + days * DAY) / 3_600_000) * 3_600_000);
  const [row] = await database.db
    .insert(appointments)
    .values({ propertyId, seekerId, startsAt, status: 'confirmed', message })
    .returning();
  return row!;
}

/** A running auction of the owner's listing with one bid of `bidderId`. */
export async function runningAuctionWithBid(database: Database, propertyId: string, ownerId: string, bidderId: string) {
  const [auction] = await database.db
    .insert(auctions)
    .values({
      propertyId,
      ownerId,
      startingPriceCents: 200_000_00,
      reservePriceCents: 250_000_00,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + 3 * DAY),
      currentPriceCents: 200_000_00,
      leaderId: bidderId,
      leaderMaxCents: 210_000_00,
      bidCount: 1,
    })
    .returning();
  await database.db.insert(bids).values({ auctionId: auction!.id, bidderId, amountCents: 200_000_00 });
  return auction!;
}

/** A one-on-one chat of two users where `from` wrote `content`. */
export async function chatBetween(database: Database, from: string, to: string, content: string) {
  const [chat] = await database.db
    .insert(chats)
    .values({ kind: 'one_on_one', pairKey: [from, to].sort().join(':') })
    .returning();
  await database.db.insert(chatMembers).values([
    { chatId: chat!.id, userId: from },
    { chatId: chat!.id, userId: to },
  ]);
  await database.db
    .insert(chatMessages)
    .values({ chatId: chat!.id, senderId: from, clientMessageId: randomUUID(), content });
  return chat!;
}

/** A web session opened by `method` `minutesAgo` minutes ago, and its bearer header. */
export async function sessionOpenedBy(
  app: FastifyInstance,
  database: Database,
  user: { id: string; role: AccountRole },
  method: 'password' | 'oauth',
  minutesAgo = 0,
) {
  const expiresAt = new Date(Date.now() + 30 * 60_000);
  const [row] = await database.db
    .insert(sessions)
    .values({ userId: user.id, expiresAt, method, createdAt: new Date(Date.now() - minutesAgo * 60_000) })
    .returning();
  const token = await signSessionToken(
    app.config.JWT_SECRET,
    { sub: user.id, role: user.role, jti: row!.id, kind: 'web' },
    expiresAt,
  );
  return { authorization: `Bearer ${token}` };
}
