import { and, asc, eq, isNotNull, isNull, notInArray } from 'drizzle-orm';
import { zonedInstant } from '@immora/shared/local-time';
import { SLOT_TIME_ZONE } from '@immora/shared/appointments';
import type { Db } from '../client.ts';
import { agencies } from '../schema/agencies.ts';
import { appointments } from '../schema/appointments.ts';
import { properties } from '../schema/properties.ts';
import { reviews } from '../schema/reviews.ts';
import { users } from '../schema/users.ts';
import { createRng } from './random.ts';

type Review = { rating: number; text: string; reply?: string; report?: string };

const AGENT_REVIEWS: Review[] = [
  {
    rating: 5,
    text: 'Nicolas was on time, knew every detail of the flat and sent the EPC certificate the same evening.',
    reply: 'Thank you, it was a pleasure. Good luck with your search!',
  },
  { rating: 4, text: 'Clear answers about the charges and the syndic. The viewing felt a bit rushed at the end.' },
  {
    rating: 5,
    text: 'Very professional. He pointed out the damp in the cellar himself, which I appreciated.',
    reply: 'Honesty first: thank you for your kind words.',
  },
  { rating: 3, text: 'Friendly, but the photos online made the garden look much larger than it is.' },
  {
    rating: 4,
    text: 'Good viewing, flexible about the time and quick to answer my follow-up questions by e-mail.',
    reply: 'Thanks! Let me know if you want a second visit.',
  },
  {
    rating: 1,
    text: 'Complete waste of time, this agent is a crook and everyone should stay away from him!!!',
    report: 'Insults without any facts; the visitor arrived 40 minutes late and the viewing was shortened.',
  },
];

const AGENCY_REVIEWS: Review[] = [
  {
    rating: 5,
    text: 'The agency organised everything well: keys, parking and a printed file with all the documents.',
    reply: 'Thank you for your trust, we hope to see you again soon.',
  },
  { rating: 4, text: 'Helpful team, they answered my questions about the renovation permits straight away.' },
  {
    rating: 5,
    text: 'Our agent knew the neighbourhood very well and showed us the school and the tram stop after the visit.',
  },
  { rating: 2, text: 'The viewing was moved twice at the last minute. The house itself was as described.' },
  {
    rating: 4,
    text: 'Pleasant viewing, no pressure at all. We would have liked the floor plan beforehand.',
    reply: 'Good point, we now send the floor plan with every confirmation.',
  },
];

/**
 * Completed viewings with reviews and replies for the demo agent and the demo agency (its own
 * listings and its agents'), seen by seeded buyers; and for the demo buyer one completed viewing
 * not reviewed yet and one confirmed past viewing (the reviews journey marks it completed).
 * Its own generator, so the rest of the seed draws the same numbers as before (decision 032).
 */
export async function seedReviews(db: Db, reference: Date) {
  const rng = createRng('seed-reviews');
  const byEmail = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const [agentId, agencyOwnerId, demoBuyerId] = await Promise.all(
    ['agent@immora.be', 'agency@immora.be', 'buyer@immora.be'].map(byEmail),
  );
  const [agency] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.ownerId, agencyOwnerId!));
  const buyers = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'buyer'), notInArray(users.email, ['buyer@immora.be', 'unverified@immora.be'])))
      .orderBy(asc(users.email))
  ).map((u) => u.id);
  const listings = (where: ReturnType<typeof and>) =>
    db
      .select({
        id: properties.id,
        agentId: properties.agentId,
        ownerId: properties.ownerId,
        agencyId: properties.agencyId,
      })
      .from(properties)
      .where(and(eq(properties.status, 'published'), where))
      .orderBy(asc(properties.publicCode));
  const agentListings = await listings(and(eq(properties.ownerId, agentId!), isNull(properties.agencyId)));
  const agencyOwn = agency ? await listings(and(eq(properties.agencyId, agency.id), isNull(properties.agentId))) : [];
  const agencyAgents = agency
    ? await listings(and(eq(properties.agencyId, agency.id), isNotNull(properties.agentId)))
    : [];

  // A past viewing at a whole Belgian hour, `days` before the reference date.
  const at = (days: number) => {
    const day = new Date(reference.getTime() - days * 86_400_000);
    const [year, month, date] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
    return zonedInstant({ year, month, day: date, hour: rng.int(9, 17), minute: 0 }, SLOT_TIME_ZONE)!;
  };
  const appointmentRows: (typeof appointments.$inferInsert)[] = [];
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  const plan: [typeof agentListings, Review[]][] = [
    [agentListings, AGENT_REVIEWS],
    [[...agencyOwn.slice(0, 2), ...agencyAgents.slice(0, 3)], AGENCY_REVIEWS],
  ];
  let n = 0;
  for (const [pool, texts] of plan) {
    texts.forEach((review, i) => {
      const listing = pool[i % Math.max(pool.length, 1)];
      if (!listing) return;
      const days = 8 + n * 3;
      const startsAt = at(days);
      const appointmentId = rng.uuid();
      const reviewerId = buyers[n % buyers.length]!;
      n++;
      appointmentRows.push({
        id: appointmentId,
        propertyId: listing.id,
        seekerId: reviewerId,
        startsAt,
        status: 'completed',
      });
      const createdAt = new Date(startsAt.getTime() + rng.int(3, 30) * 3_600_000);
      reviewRows.push({
        id: rng.uuid(),
        appointmentId,
        reviewerId,
        subjectId: listing.agentId ?? listing.ownerId,
        agencyId: listing.agencyId,
        rating: review.rating,
        text: review.text,
        reply: review.reply ?? null,
        repliedAt: review.reply ? new Date(createdAt.getTime() + rng.int(2, 48) * 3_600_000) : null,
        reportReason: review.report ?? null,
        reportedAt: review.report ? new Date(createdAt.getTime() + 86_400_000) : null,
        createdAt,
      });
    });
  }
  // The demo buyer: a completed viewing to review, and a confirmed one whose time has passed.
  const spare = agentListings.slice(AGENT_REVIEWS.length, AGENT_REVIEWS.length + 2);
  spare.forEach((listing, i) =>
    appointmentRows.push({
      id: rng.uuid(),
      propertyId: listing.id,
      seekerId: demoBuyerId!,
      startsAt: at(2 + i * 3),
      status: i === 0 ? 'confirmed' : 'completed',
    }),
  );
  if (appointmentRows.length) await db.insert(appointments).values(appointmentRows);
  if (reviewRows.length) await db.insert(reviews).values(reviewRows);
  return { appointments: appointmentRows.length, reviews: reviewRows.length };
}
