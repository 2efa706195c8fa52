import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { properties } from '../../db/schema/properties.ts';
import { phoneTail, photoContentAddress } from '../../db/schema/signal-keys.ts';

async function rows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = await db.execute(statement);
  return ('rows' in result ? result.rows : result) as T[];
}

/** A photo's content address (decision 014), written as its index is (migration 0050). */
const PHOTO_HASH = photoContentAddress(sql`ph.url`, sql`ph.variants`);
/**
 * Who stands behind a listing: its agency, else the agency its owner works for, else the owner. An
 * agency and its agents sharing their own photos or phone are one party, not two.
 */
const PARTY = sql`coalesce(p.agency_id, u.agency_id, p.owner_id)`;

export type PhotoTwin = {
  hash: string;
  property_id: string;
  public_code: string;
  status: string;
  owner_id: string;
};

/**
 * Read-only queries of the signal rules (decision 078). None writes: a signal opens a case
 * elsewhere and never changes a listing or an account by itself.
 */
export function trustSignalsRepository(db: Db) {
  return {
    /** The listing's row (any status), or null. */
    async listing(id: string) {
      const [row] = await db.select().from(properties).where(eq(properties.id, id));
      return row ?? null;
    },

    /**
     * Listings of another party holding a photo with the same content address as one of this
     * listing's photos, whatever their status (a picture copied from a sold listing counts).
     */
    async photoTwins(id: string): Promise<PhotoTwin[]> {
      return rows<PhotoTwin>(db, photoTwinsStatement(id));
    },

    /**
     * The newest market figure of a municipality for a transaction and category that has a median
     * price per m² (decision 074: null below MIN_MARKET_LISTINGS listings).
     */
    async marketMedian(cityId: string, transaction: 'sale' | 'rent', category: string) {
      const [row] = await rows<{ month: string; listings: number; median_price_per_m2_cents: number }>(
        db,
        sql`SELECT to_char(month, 'YYYY-MM-DD') AS month, listings, median_price_per_m2_cents
            FROM market_figures
            WHERE city_id = ${cityId} AND transaction = ${transaction} AND category = ${category}
              AND median_price_per_m2_cents IS NOT NULL
            ORDER BY month DESC LIMIT 1`,
      );
      return row ?? null;
    },

    /** An account's age and what it published in its first `windowMs`. */
    async earlyListings(userId: string, windowMs: number) {
      const [user] = await rows<{ role: string; created_at: Date | string }>(
        db,
        sql`SELECT role::text AS role, created_at FROM users WHERE id = ${userId}`,
      );
      if (!user) return null;
      const listings = await rows<{ id: string; public_code: string; published_at: Date | string }>(
        db,
        sql`SELECT p.id, p.public_code, p.published_at FROM properties p
            WHERE p.owner_id = ${userId} AND p.published_at IS NOT NULL
              AND p.published_at < ${new Date(user.created_at).toISOString()}::timestamptz + ${`${windowMs} milliseconds`}::interval
            ORDER BY p.published_at`,
      );
      return { role: user.role, createdAt: new Date(user.created_at), listings };
    },

    /**
     * The sign-ups seen from the networks this account signed up from, within `windowMs` either
     * side of its own (decision 080): the events `sharedClientAddress` reads. Uses the index on
     * (address, created_at).
     */
    async signupEvents(userId: string, windowMs: number) {
      const found = await rows<{ user_id: string; address: string; created_at: Date | string }>(
        db,
        sql`SELECT s.user_id, s.address, s.created_at FROM signup_addresses mine
            JOIN signup_addresses s ON s.address = mine.address
              AND s.created_at BETWEEN mine.created_at - ${`${windowMs} milliseconds`}::interval
                                   AND mine.created_at + ${`${windowMs} milliseconds`}::interval
            WHERE mine.user_id = ${userId}`,
      );
      return found.map((r) => ({ accountId: r.user_id, address: r.address, at: new Date(r.created_at) }));
    },

    /** The account's own phone numbers: its profile's, and its agency's when it owns one. */
    async phonesOf(userId: string) {
      return rows<{ phone: string }>(
        db,
        sql`SELECT phone_number AS phone FROM users WHERE id = ${userId} AND phone_number IS NOT NULL
            UNION SELECT phone FROM agencies WHERE owner_id = ${userId}`,
      );
    },

    /**
     * Accounts (and agencies, as their owner) whose phone ends in one of `tails` (the last 8
     * digits), other than `userId` and its own agency's people. The caller compares E.164 forms.
     */
    async phoneCandidates(userId: string, tails: string[]) {
      if (!tails.length) return [];
      return rows<{ user_id: string; phone: string; source: 'profile' | 'agency'; closed_at: Date | null }>(
        db,
        phoneCandidatesStatement(userId, tails),
      );
    },

    /** A contact message (the listing page's form: a lead) and who sent it, signed in. */
    async contactMessage(id: string) {
      const [row] = await rows<{ id: string; property_id: string; sender_id: string | null; message: string }>(
        db,
        sql`SELECT id, property_id, sender_id, message FROM property_leads WHERE id = ${id}`,
      );
      return row ?? null;
    },

    /** A chat message and whether it is its sender's first in that chat. */
    async message(id: string) {
      const [row] = await rows<{ id: string; chat_id: string; sender_id: string; content: string; first: boolean }>(
        db,
        sql`SELECT m.id, m.chat_id, m.sender_id, m.content,
                   NOT EXISTS (SELECT 1 FROM chat_messages e
                               WHERE e.chat_id = m.chat_id AND e.sender_id = m.sender_id AND e.seq < m.seq) AS first
            FROM chat_messages m WHERE m.id = ${id}`,
      );
      return row ?? null;
    },
  };
}
/**
 * photoTwins' statement: this listing's content addresses, then every other party's photo with one
 * of them, found through `property_photos_content_address_idx` (migration 0050).
 */
export function photoTwinsStatement(id: string): SQL {
  return sql`WITH mine AS (
      SELECT DISTINCT ${PHOTO_HASH} AS hash FROM property_photos ph WHERE ph.property_id = ${id}
    ), me AS (
      SELECT ${PARTY} AS party FROM properties p JOIN users u ON u.id = p.owner_id WHERE p.id = ${id}
    )
    SELECT DISTINCT m.hash, p.id AS property_id, p.public_code, p.status::text AS status, p.owner_id
    FROM property_photos ph
    JOIN mine m ON m.hash = ${PHOTO_HASH}
    JOIN properties p ON p.id = ph.property_id
    JOIN users u ON u.id = p.owner_id
    WHERE m.hash IS NOT NULL AND p.id <> ${id} AND ${PARTY} <> (SELECT party FROM me)
    ORDER BY m.hash, p.id`;
}

/**
 * phoneCandidates' statement: profiles and agencies whose number ends in one of `tails`, found
 * through `users_phone_tail_idx` and `agencies_phone_tail_idx` (migration 0050).
 */
export function phoneCandidatesStatement(userId: string, tails: string[]): SQL {
  const list = sql.join(
    tails.map((t) => sql`${t}`),
    sql`, `,
  );
  return sql`WITH me AS (SELECT coalesce(agency_id, (SELECT id FROM agencies WHERE owner_id = ${userId} LIMIT 1)) AS agency
                FROM users WHERE id = ${userId})
    SELECT u.id AS user_id, u.phone_number AS phone, 'profile' AS source, u.closed_at
    FROM users u
    WHERE u.id <> ${userId} AND u.phone_number IS NOT NULL AND ${phoneTail(sql`u.phone_number`)} IN (${list})
      AND (u.agency_id IS NULL OR u.agency_id IS DISTINCT FROM (SELECT agency FROM me))
      AND NOT EXISTS (SELECT 1 FROM agencies a WHERE a.owner_id = u.id AND a.id = (SELECT agency FROM me))
    UNION ALL
    SELECT a.owner_id, a.phone, 'agency', o.closed_at
    FROM agencies a JOIN users o ON o.id = a.owner_id
    WHERE a.owner_id <> ${userId} AND ${phoneTail(sql`a.phone`)} IN (${list})
      AND a.id IS DISTINCT FROM (SELECT agency FROM me)`;
}

export type TrustSignalsRepository = ReturnType<typeof trustSignalsRepository>;
