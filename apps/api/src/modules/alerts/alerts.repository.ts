import { and, desc, eq, exists, gt, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { TAlertFrequency } from '@immora/shared/alerts';
import type { Db } from '../../db/client.ts';
import { alertDeliveries, alertSubscriptions } from '../../db/schema/alerts.ts';
import { favourites, propertyPriceHistory, savedSearches } from '../../db/schema/marketplace.ts';
import { subscriptionHistories } from '../../db/schema/plans.ts';
import { properties } from '../../db/schema/properties.ts';
import { users } from '../../db/schema/users.ts';
import { isPublic } from '../search/listing-card.columns.ts';
import { listingTitles } from '../properties/listing-titles.ts';
import type { TLanguage } from '@immora/shared/languages';

const s = alertSubscriptions;
type Kind = (typeof s.$inferSelect)['kind'];

/** A subscription the sweep works on, with its saved search's title and filters when it has one. */
export type DueAlert = {
  id: string;
  userId: string;
  kind: Kind;
  frequency: (typeof s.$inferSelect)['frequency'];
  since: Date;
  checkedAt: Date;
  title: string | null;
  filters: Record<string, string> | null;
  /** The user's language, in which the e-mail names each listing (decision 055). */
  language: TLanguage;
};
/** A favourite whose price is below what its owner last knew (the price at favouriting or last alert). */
export type PriceDrop = {
  id: string;
  title: string;
  /** Every version's title (decision 055). */
  titles: Record<string, string>;
  city: string;
  priceCents: number;
  previousCents: number;
};
/** A listing an alert is about to announce: a match (`priceCents` null) or a drop to `priceCents`. */
export type Delivery = { subscriptionId: string; propertyId: string; priceCents: number | null };

/** Listings published after the alert began, with some overlap with the last sweep (decision 024). */
export const LOOKBACK_MINUTES = 10;
/** The most new listings one saved-search alert looks at in a sweep. */
const CANDIDATES = 500;

/** The alert settings of users (decision 024), and what the sweep reads and records. */
export function alertsRepository(db: Db) {
  /**
   * Due now: instant alerts always, daily ones not looked at since `dailySlot`; only of users who
   * may still keep them (seekerAccess): buyers, and agents whose subscription is active.
   */
  const isDue = (dailySlot: Date, now: Date) => {
    const h = subscriptionHistories;
    const subscribed = exists(
      db
        .select({ one: sql`1` })
        .from(h)
        .where(and(eq(h.userId, s.userId), eq(h.status, 'paid'), lte(h.startsAt, now), gt(h.expiresAt, now))),
    );
    const seeker = and(
      eq(users.isVerified, true),
      or(eq(users.role, 'buyer'), and(eq(users.role, 'individual'), subscribed)),
    );
    return and(seeker, or(eq(s.frequency, 'instant'), and(eq(s.frequency, 'daily'), lt(s.checkedAt, dailySlot))));
  };

  return {
    /** Switches an alert on at `frequency` (keeping when it began if it already was), or off (deleting it). */
    async set(target: { userId: string; kind: Kind; savedSearchId?: string }, frequency: TAlertFrequency) {
      const where = target.savedSearchId
        ? eq(s.savedSearchId, target.savedSearchId)
        : and(eq(s.userId, target.userId), eq(s.kind, target.kind));
      if (frequency === 'off') {
        await db.delete(s).where(where);
        return;
      }
      // Times from here, in milliseconds, so the sweep can tell the same switch-on by its `since`.
      const now = new Date();
      await db
        .insert(s)
        .values({ ...target, frequency, since: now, checkedAt: now })
        .onConflictDoUpdate(
          target.savedSearchId
            ? { target: s.savedSearchId, set: { frequency } }
            : { target: s.userId, targetWhere: sql`${s.kind} = 'price_drop'`, set: { frequency } },
        );
    },

    async priceDropFrequency(userId: string): Promise<TAlertFrequency> {
      const [row] = await db
        .select({ frequency: s.frequency })
        .from(s)
        .where(and(eq(s.userId, userId), eq(s.kind, 'price_drop')));
      return row?.frequency ?? 'off';
    },

    async savedSearchOf(userId: string, id: string) {
      const [row] = await db
        .select({ id: savedSearches.id })
        .from(savedSearches)
        .where(and(eq(savedSearches.userId, userId), eq(savedSearches.id, id)));
      return row ?? null;
    },

    /** Turns off one alert; what it was (for the confirmation), or null when it no longer exists. */
    async removeOne(id: string) {
      const [row] = await db.delete(s).where(eq(s.id, id)).returning();
      if (!row?.savedSearchId) return row ? { kind: row.kind, title: null } : null;
      const [search] = await db
        .select({ title: savedSearches.title })
        .from(savedSearches)
        .where(eq(savedSearches.id, row.savedSearchId));
      return { kind: row.kind, title: search?.title ?? null };
    },

    async removeAll(userId: string) {
      await db.delete(s).where(eq(s.userId, userId));
    },

    /**
     * Every alert due now: instant ones always, daily ones not looked at since `dailySlot`; by user.
     * Only of users who may still keep them (seekerAccess): buyers, and agents whose subscription
     * is active; a lapsed agent's alerts wait, unsent, until it is renewed.
     */
    async due(dailySlot: Date, now: Date): Promise<DueAlert[]> {
      return db
        .select({
          id: s.id,
          userId: s.userId,
          kind: s.kind,
          frequency: s.frequency,
          since: s.since,
          checkedAt: s.checkedAt,
          title: savedSearches.title,
          filters: savedSearches.filters,
          language: users.language,
        })
        .from(s)
        .innerJoin(users, eq(users.id, s.userId))
        .leftJoin(savedSearches, eq(savedSearches.id, s.savedSearchId))
        .where(isDue(dailySlot, now))
        .orderBy(s.userId, s.createdAt);
    },

    /**
     * The sweep's queue for GET /metrics: how many alerts are due, and since when the longest
     * waiting one has been (an instant one since its last sweep, a daily one since its slot).
     */
    async backlog(dailySlot: Date, now: Date) {
      const slot = sql`${dailySlot.toISOString()}::timestamptz`;
      const waitingSince = sql`case when ${s.frequency} = 'daily' then ${slot} else ${s.checkedAt} end`;
      const [row] = await db
        .select({ depth: sql<number>`count(*)::int`, oldest: sql<string | Date | null>`min(${waitingSince})` })
        .from(s)
        .innerJoin(users, eq(users.id, s.userId))
        .where(isDue(dailySlot, now));
      return { depth: row?.depth ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    /** Public listings published since the alert began (and since its last sweep, less an overlap) it has not sent. */
    async newListingIds(alert: Pick<DueAlert, 'id' | 'since' | 'checkedAt'>) {
      const from = sql`greatest(${alert.since.toISOString()}::timestamptz, ${alert.checkedAt.toISOString()}::timestamptz - make_interval(mins => ${LOOKBACK_MINUTES}))`;
      const sent = db
        .select({ id: alertDeliveries.propertyId })
        .from(alertDeliveries)
        .where(and(eq(alertDeliveries.subscriptionId, alert.id), isNull(alertDeliveries.priceCents)));
      const rows = await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(isPublic, sql`${properties.publishedAt} > ${from}`, notInArray(properties.id, sent)))
        .orderBy(desc(properties.publishedAt))
        .limit(CANDIDATES);
      return rows.map((r) => r.id);
    },

    /**
     * The user's public favourites now cheaper than the price they knew: the price in force when
     * they favourited it or switched the alert on (price history), or the last one an alert sent.
     */
    async priceDrops(alert: Pick<DueAlert, 'id' | 'userId' | 'since'>): Promise<PriceDrop[]> {
      const h = propertyPriceHistory;
      const known = sql<number>`least(
        (select ${h.priceCents} from ${h} where ${h.propertyId} = ${properties.id}
          and ${h.changedAt} <= greatest(${favourites.createdAt}, ${alert.since.toISOString()}::timestamptz)
          order by ${h.changedAt} desc, ${h.id} desc limit 1),
        (select min(${alertDeliveries.priceCents}) from ${alertDeliveries}
          where ${alertDeliveries.subscriptionId} = ${alert.id} and ${alertDeliveries.propertyId} = ${properties.id}))`;
      const rows = await db
        .select({
          id: properties.id,
          title: properties.title,
          titles: listingTitles,
          city: properties.city,
          priceCents: properties.priceCents,
          previousCents: known.mapWith(Number),
        })
        .from(favourites)
        .innerJoin(properties, eq(properties.id, favourites.propertyId))
        .where(and(eq(favourites.userId, alert.userId), isPublic, sql`${properties.priceCents} < ${known}`))
        .orderBy(desc(properties.publishedAt));
      return rows as PriceDrop[];
    },

    /**
     * Records what one user's alerts are about to send, in one transaction: skipped (null) while
     * another node holds the user's lock; an alert counts only if it is still on, began at the
     * same time and is still due (its `checkedAt` moves to `now`); a delivery another sweep already
     * recorded is left out (the unique indexes). What is returned is this sweep's to send.
     */
    async record(userId: string, alerts: DueAlert[], deliveries: Delivery[], at: { now: Date; dailySlot: Date }) {
      return db.transaction(async (tx) => {
        const [lock] = await tx
          .execute<{ locked: boolean }>(
            sql`select pg_try_advisory_xact_lock(hashtextextended(${`alerts:${userId}`}, 0)) as locked`,
          )
          .then((r) => ('rows' in r ? r.rows : r) as { locked: boolean }[]);
        if (!lock?.locked) return null;
        const claimed = await tx
          .update(s)
          .set({ checkedAt: at.now })
          .where(
            and(
              inArray(
                s.id,
                alerts.map((a) => a.id),
              ),
              or(eq(s.frequency, 'instant'), lt(s.checkedAt, at.dailySlot)),
              or(...alerts.map((a) => and(eq(s.id, a.id), eq(s.since, a.since)))),
            ),
          )
          .returning();
        const ids = new Set(claimed.map((c) => c.id));
        const mine = deliveries.filter((d) => ids.has(d.subscriptionId));
        if (!mine.length) return [];
        const sent = await tx.insert(alertDeliveries).values(mine).onConflictDoNothing().returning();
        return sent.map(({ subscriptionId, propertyId, priceCents }) => ({ subscriptionId, propertyId, priceCents }));
      });
    },
  };
}

export type AlertsRepository = ReturnType<typeof alertsRepository>;
