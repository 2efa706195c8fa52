import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ZAgentListQuery } from '@immora/shared/professionals';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { cities } from '../../db/schema/cities.ts';
import { properties } from '../../db/schema/properties.ts';
import { users } from '../../db/schema/users.ts';
import { accountOpen } from '../users/closed-accounts.ts';
import { workingHoursRepository } from '../profiles/working-hours.repository.ts';
import { cityMatches, isPublic, likePattern, newestListingCards } from './listing-cards.repository.ts';
import { licenceVerified } from '../moderation/professional-verification.ts';

type Query = z.output<typeof ZAgentListQuery>;

// The agency's city is joined under an alias so that `cityMatches` can read `cities` itself.
const agencyCity = alias(cities, 'agency_city');

/** A listing is the agent's when assigned to them, or theirs and assigned to nobody. */
const handledBy = (userId: SQL | typeof users.id) =>
  sql`(${properties.agentId} = ${userId} or (${properties.agentId} is null and ${properties.ownerId} = ${userId}))`;

const listingCount = sql<number>`(select count(*)::int from ${properties} where ${handledBy(users.id)} and ${isPublic})`;
/** The agency's city, otherwise the city where most of the agent's public listings are. */
const cityName = sql<
  string | null
>`coalesce(${agencyCity.name}, (select ${properties.city} from ${properties} where ${handledBy(users.id)} and ${isPublic} group by ${properties.city} order by count(*) desc, ${properties.city} limit 1))`;

/** Public agents: verified, open accounts of role individual (a closed or erased one is nobody's to find). */
const isPublicAgent = and(eq(users.role, 'individual'), eq(users.isVerified, true), accountOpen(users));

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profilePicture: users.profilePicture,
  phoneNumber: users.phoneNumber,
  companyEmail: users.companyEmail,
  licenceNumber: users.licenceNumber,
  verified: licenceVerified(users),
  agencyId: agencies.id,
  agencyName: agencies.name,
  ownAgencyName: users.agencyName,
  city: cityName,
  listings: listingCount,
};

export function agentsRepository(db: Db) {
  return {
    async list(q: Query) {
      const where: (SQL | undefined)[] = [isPublicAgent];
      if (q.q) {
        const like = likePattern(q.q);
        where.push(or(sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${like}`, ilike(agencies.name, like)));
      }
      if (q.city) where.push(cityMatches(cityName, q.city));
      const condition = and(...where);
      const [totalRow] = await db
        .select({ n: count() })
        .from(users)
        .leftJoin(agencies, eq(agencies.id, users.agencyId))
        .leftJoin(agencyCity, eq(agencyCity.id, agencies.cityId))
        .where(condition);
      const rows = await db
        .select(columns)
        .from(users)
        .leftJoin(agencies, eq(agencies.id, users.agencyId))
        .leftJoin(agencyCity, eq(agencyCity.id, agencies.cityId))
        .where(condition)
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize);
      return { rows, total: totalRow?.n ?? 0 };
    },

    async byId(id: string) {
      const [row] = await db
        .select({ ...columns, bio: users.bio })
        .from(users)
        .leftJoin(agencies, eq(agencies.id, users.agencyId))
        .leftJoin(agencyCity, eq(agencyCity.id, agencies.cityId))
        .where(and(isPublicAgent, eq(users.id, id)));
      return row;
    },

    /** The agent's working week ([] when none is set). */
    workingHours(agentId: string) {
      return workingHoursRepository(db).week(agentId);
    },

    /** The agent's newest public listings (as search rows) and their total. */
    listings(agentId: string) {
      return newestListingCards(db, handledBy(sql`${agentId}::uuid`));
    },
  };
}
