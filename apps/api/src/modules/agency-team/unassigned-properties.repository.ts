import type { TLanguage } from '@immora/shared/languages';
import { titleIn } from '../properties/listing-titles.ts';
import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { listOffset } from '@immora/shared/list-query';
import type { ZUnassignedQuery } from '@immora/shared/agency-team';
import type { Db } from '../../db/client.ts';
import { properties } from '../../db/schema/properties.ts';
import { users } from '../../db/schema/users.ts';
import { listOrder } from '../../lib/list-order.ts';
import { likePattern } from '../search/listing-card.columns.ts';

const SORT_COLUMNS = {
  createdAt: properties.createdAt,
  title: sql`lower(${properties.title})`,
  price: properties.priceCents,
};

// Written out: drizzle leaves a column of the outer table unqualified inside a select's subquery.
const coverThumbnail: SQL<string | null> =
  sql`(select ph.thumbnail_url from property_photos ph where ph.property_id = "properties"."id" order by ph.is_cover desc, ph.position asc limit 1)`;

export function unassignedPropertiesRepository(db: Db) {
  return {
    /** One page of the agency's listings that no agent handles, searched by title, code or city. */
    async list(agencyId: string, q: z.output<typeof ZUnassignedQuery>, language: TLanguage | null) {
      const pattern = q.q ? likePattern(q.q) : null;
      const where = and(
        eq(properties.agencyId, agencyId),
        isNull(properties.agentId),
        pattern
          ? or(ilike(properties.title, pattern), ilike(properties.publicCode, pattern), ilike(properties.city, pattern))
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: properties.id,
            title: titleIn(language),
            publicCode: properties.publicCode,
            city: properties.city,
            status: properties.status,
            type: properties.type,
            priceCents: properties.priceCents,
            photo: coverThumbnail,
            createdAt: properties.createdAt,
          })
          .from(properties)
          .where(where)
          .orderBy(...listOrder(SORT_COLUMNS, q, desc(properties.createdAt), desc(properties.id)))
          .limit(q.pageSize)
          .offset(listOffset(q)),
        db.select({ n: count() }).from(properties).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /**
     * Gives the agency's listing to one of its agents, checked in the same statement: 'property'
     * when the listing is not the agency's, 'agent' when the agent is not (or no longer) its agent.
     */
    async assign(agencyId: string, propertyId: string, agentId: string) {
      return db.transaction(async (tx) => {
        const [property] = await tx
          .select({ id: properties.id })
          .from(properties)
          .where(and(eq(properties.id, propertyId), eq(properties.agencyId, agencyId)))
          .for('update');
        if (!property) return 'property' as const;
        const [agent] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, agentId), eq(users.agencyId, agencyId), eq(users.role, 'individual')))
          .for('share');
        if (!agent) return 'agent' as const;
        await tx.update(properties).set({ agentId }).where(eq(properties.id, propertyId));
        return 'done' as const;
      });
    },
  };
}

export type UnassignedPropertiesRepository = ReturnType<typeof unassignedPropertiesRepository>;
