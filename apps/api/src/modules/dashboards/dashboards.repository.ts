import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { favourites, savedSearches } from '../../db/schema/marketplace.ts';
import { properties } from '../../db/schema/properties.ts';
import { users } from '../../db/schema/users.ts';
import { managedBy } from '../listings/listings.repository.ts';
import { isPublic } from '../search/listing-card.columns.ts';

const n = (value: unknown) => Number(value ?? 0);

export function dashboardsRepository(db: Db) {
  return {
    async seekerCounts(userId: string) {
      const [[searches], [favs]] = await Promise.all([
        db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId)),
        db.select({ n: count() }).from(favourites).where(eq(favourites.userId, userId)),
      ]);
      return { savedSearches: n(searches?.n), favourites: n(favs?.n) };
    },
    /** One pass over the listings the user works on. */
    async listingCounts(userId: string) {
      const [row] = await db
        .select({
          properties: count(),
          published: sql<number>`count(*) filter (where ${isPublic})`,
          views: sql<number>`coalesce(sum(${properties.views}), 0)`,
          leads: sql<number>`coalesce(sum(${properties.leads}), 0)`,
        })
        .from(properties)
        .where(managedBy(userId));
      return {
        properties: n(row?.properties),
        published: n(row?.published),
        views: n(row?.views),
        leads: n(row?.leads),
      };
    },
    async agentCount(ownerId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .innerJoin(agencies, eq(agencies.id, users.agencyId))
        .where(and(eq(agencies.ownerId, ownerId), eq(users.role, 'individual'), eq(users.isVerified, true)));
      return n(row?.n);
    },
  };
}

export type DashboardsRepository = ReturnType<typeof dashboardsRepository>;
