import { eq, sql } from 'drizzle-orm';
import { PUBLIC_STATUSES } from '@immora/shared/listing';
import { BOOST_MESSAGES } from '@immora/shared/credits';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { boostPlans, boosts, creditBalances } from '../../db/schema/credits.ts';
import { properties } from '../../db/schema/properties.ts';
import { AppError } from '../../lib/errors.ts';
import { spendCredits } from '../credits/credits.repository.ts';

const DAY = 86_400_000;

/** Who may act on a listing as its publisher: its owner, its assigned agent, or the agency it belongs to. */
export async function canManageListing(
  db: Db,
  userId: string,
  p: { ownerId: string; agentId: string | null; agencyId: string | null },
) {
  if (p.ownerId === userId || p.agentId === userId) return true;
  if (!p.agencyId) return false;
  const [agency] = await db.select({ ownerId: agencies.ownerId }).from(agencies).where(eq(agencies.id, p.agencyId));
  return agency?.ownerId === userId;
}

/**
 * Boosts a published listing: credits are taken and the boost recorded in one transaction; the
 * listing ranks first in search until `boosted_until`, which a later boost extends.
 */
export async function boostListing(db: Db, opts: { userId: string; propertyId: string; planId: string }) {
  const [listing] = await db.select().from(properties).where(eq(properties.id, opts.propertyId));
  if (!listing) throw AppError.notFound('Property not found');
  if (!(await canManageListing(db, opts.userId, listing))) throw AppError.forbidden(BOOST_MESSAGES.notYours);
  if (!(PUBLIC_STATUSES as readonly string[]).includes(listing.status))
    throw AppError.conflict(BOOST_MESSAGES.notPublished);
  const [plan] = await db.select().from(boostPlans).where(eq(boostPlans.id, opts.planId));
  if (!plan) throw AppError.notFound(BOOST_MESSAGES.planNotFound);

  return db.transaction(async (tx) => {
    const boostId = crypto.randomUUID();
    const remaining = await spendCredits(tx, {
      userId: opts.userId,
      amount: plan.credits,
      reference: boostId,
      note: `${plan.name}: ${listing.title}`,
    });
    if (remaining === null) {
      const [row] = await tx
        .select({ balance: creditBalances.balance })
        .from(creditBalances)
        .where(eq(creditBalances.userId, opts.userId));
      throw AppError.conflict(
        BOOST_MESSAGES.notEnough
          .replace('{needed}', String(plan.credits))
          .replace('{balance}', String(row?.balance ?? 0)),
      );
    }
    // A boost starts now, or where a running one ends.
    const [updated] = await tx
      .update(properties)
      .set({
        boostedUntil: sql`greatest(coalesce(${properties.boostedUntil}, now()), now()) + make_interval(days => ${plan.durationDays})`,
      })
      .where(eq(properties.id, listing.id))
      .returning();
    const endsAt = updated!.boostedUntil!;
    await tx.insert(boosts).values({
      id: boostId,
      propertyId: listing.id,
      userId: opts.userId,
      planId: plan.id,
      credits: plan.credits,
      startsAt: new Date(endsAt.getTime() - plan.durationDays * DAY),
      endsAt,
    });
    return {
      boostId,
      boostedUntil: endsAt.toISOString(),
      remainingCredits: remaining,
      message: BOOST_MESSAGES.boosted.replace('{until}', endsAt.toISOString().slice(0, 10)),
    };
  });
}
