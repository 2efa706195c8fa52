import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { auctions } from '../../db/schema/auctions.ts';
import { propertyLeads, propertyPriceHistory } from '../../db/schema/marketplace.ts';
import { crmLeadFromContactForm } from '../crm/lead-intake.ts';
import { properties, propertyPhotos } from '../../db/schema/properties.ts';
import { users } from '../../db/schema/users.ts';
import { propertyViewDays } from '../../db/schema/reporting.ts';
import { REPORT_TIME_ZONE } from '@immora/shared/reporting';
import { isPublic } from '../search/listing-card.columns.ts';
import { searchRepository } from '../search/search.repository.ts';
import { listingTitles } from './listing-titles.ts';

export function propertiesRepository(db: Db) {
  const search = searchRepository(db);
  return {
    /** A published listing with its photos, price history and the people to contact; null when not public. */
    async publicDetail(id: string) {
      const [row] = await db
        .select({
          property: properties,
          boosted: sql<boolean>`coalesce(${properties.boostedUntil} > now(), false)`,
        })
        .from(properties)
        .where(and(eq(properties.id, id), isPublic));
      if (!row) return null;
      const p = row.property;
      const [photos, history, people, auction] = await Promise.all([
        // The cover first (the page's main picture), then the gallery order.
        db
          .select()
          .from(propertyPhotos)
          .where(eq(propertyPhotos.propertyId, id))
          .orderBy(desc(propertyPhotos.isCover), asc(propertyPhotos.position)),
        db
          .select()
          .from(propertyPriceHistory)
          .where(eq(propertyPriceHistory.propertyId, id))
          .orderBy(asc(propertyPriceHistory.changedAt)),
        db
          .select({ user: users, agency: agencies })
          .from(users)
          .leftJoin(agencies, eq(agencies.id, p.agencyId ?? sql`null`))
          .where(eq(users.id, p.agentId ?? p.ownerId)),
        db
          .select({ id: auctions.id, startsAt: auctions.startsAt, endsAt: auctions.endsAt })
          .from(auctions)
          .where(eq(auctions.propertyId, id))
          .orderBy(desc(auctions.createdAt))
          .limit(1),
      ]);
      return {
        property: p,
        boosted: row.boosted,
        photos,
        history,
        contact: people[0] ?? null,
        auction: auction[0] ?? null,
      };
    },

    /** Up to `limit` public listings like this one: same category and type, the same city first. */
    async similar(p: { id: string; category: string; type: string; city: string }, limit = 4) {
      const { rows } = await search.search({
        category: p.category as never,
        type: p.type as never,
        sort: 'boosted',
        page: 1,
        pageSize: limit + 1,
        city: p.city,
      });
      const sameCity = rows.filter((r) => r.id !== p.id);
      if (sameCity.length >= limit) return sameCity.slice(0, limit);
      const more = await search.search({
        category: p.category as never,
        type: p.type as never,
        sort: 'newest',
        page: 1,
        pageSize: limit * 2,
      });
      const seen = new Set([p.id, ...sameCity.map((r) => r.id)]);
      return [...sameCity, ...more.rows.filter((r) => !seen.has(r.id))].slice(0, limit);
    },

    /**
     * Counts a page view on the listing's total and on its Belgian day (decision 033), in one
     * transaction; returns false when the listing is not public.
     */
    countView(id: string) {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(properties)
          .set({ views: sql`${properties.views} + 1` })
          .where(and(eq(properties.id, id), isPublic))
          .returning();
        if (updated.length === 0) return false;
        await tx
          .insert(propertyViewDays)
          .values({ propertyId: id, day: sql`(now() at time zone ${REPORT_TIME_ZONE})::date`, views: 1 })
          .onConflictDoUpdate({
            target: [propertyViewDays.propertyId, propertyViewDays.day],
            set: { views: sql`${propertyViewDays.views} + 1` },
          });
        return true;
      });
    },

    /** Stores a lead, counts it on the listing and makes it a CRM lead of its recipient, in one transaction. */
    /** Stores a contact request (counted on the listing, copied to the CRM); answers its id. */
    async addLead(lead: typeof propertyLeads.$inferInsert) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(propertyLeads).values(lead).returning();
        await crmLeadFromContactForm(tx, row!.id);
        await tx
          .update(properties)
          .set({ leads: sql`${properties.leads} + 1` })
          .where(eq(properties.id, lead.propertyId));
        return row!.id;
      });
    },

    /** What the cost block needs of a public listing; null when not public. */
    async costFacts(id: string) {
      const [row] = await db
        .select({
          type: properties.type,
          priceCents: properties.priceCents,
          postalCode: properties.postalCode,
          yearBuilt: properties.yearBuilt,
        })
        .from(properties)
        .where(and(eq(properties.id, id), isPublic));
      return row ?? null;
    },

    async publicSummary(id: string) {
      const [row] = await db
        .select({
          id: properties.id,
          title: properties.title,
          titles: listingTitles,
          ownerId: properties.ownerId,
          agentId: properties.agentId,
        })
        .from(properties)
        .where(and(eq(properties.id, id), isPublic));
      return row ?? null;
    },

    async recentLeadsFrom(email: string, propertyId: string, since: Date) {
      const rows = await db
        .select({ id: propertyLeads.id })
        .from(propertyLeads)
        .where(
          and(
            eq(propertyLeads.propertyId, propertyId),
            sql`lower(${propertyLeads.email}) = ${email.toLowerCase()}`,
            sql`${propertyLeads.createdAt} > ${since.toISOString()}`,
          ),
        )
        .orderBy(desc(propertyLeads.createdAt));
      return rows.length;
    },
  };
}

export type PropertiesRepository = ReturnType<typeof propertiesRepository>;
