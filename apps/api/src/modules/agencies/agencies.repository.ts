import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ZAgencyListQuery } from '@immora/shared/professionals';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { cities } from '../../db/schema/cities.ts';
import { properties } from '../../db/schema/properties.ts';
import { users } from '../../db/schema/users.ts';
import { accountOpen } from '../users/closed-accounts.ts';
import { workingHoursRepository } from '../profiles/working-hours.repository.ts';
import { cityMatches, isPublic, likePattern, newestListingCards } from '../agents/listing-cards.repository.ts';
import { licenceVerified } from '../moderation/professional-verification.ts';

type Query = z.output<typeof ZAgencyListQuery>;

// Joined under aliases: `cityMatches` reads `cities`, and the agent count reads `users`.
const agencyCity = alias(cities, 'agency_city');
const owner = alias(users, 'agency_owner');

/** An agency's public agents: verified, open accounts of role individual linked to it. */
const publicAgentOf = (agencyId: SQL | typeof agencies.id | string) =>
  and(eq(users.agencyId, agencyId), eq(users.role, 'individual'), eq(users.isVerified, true), accountOpen(users));

const agentCount = sql<number>`(select count(*)::int from ${users} where ${publicAgentOf(agencies.id)})`;
const listingCount = sql<number>`(select count(*)::int from ${properties} where ${properties.agencyId} = ${agencies.id} and ${isPublic})`;

/** Public agencies: those whose owner has a verified, open account of role agency. */
const isPublicAgency = and(eq(owner.role, 'agency'), eq(owner.isVerified, true), accountOpen(owner));

const columns = {
  id: agencies.id,
  name: agencies.name,
  description: agencies.description,
  logo: agencies.logo,
  email: agencies.email,
  phone: agencies.phone,
  website: agencies.website,
  address: agencies.address,
  city: agencyCity.name,
  agents: agentCount,
  listings: listingCount,
  verified: licenceVerified(owner),
};

export function agenciesRepository(db: Db) {
  return {
    async list(q: Query) {
      const where: (SQL | undefined)[] = [isPublicAgency];
      if (q.q) where.push(ilike(agencies.name, likePattern(q.q)));
      if (q.city) where.push(cityMatches(agencyCity.name, q.city));
      const condition = and(...where);
      const [totalRow] = await db
        .select({ n: count() })
        .from(agencies)
        .innerJoin(owner, eq(owner.id, agencies.ownerId))
        .leftJoin(agencyCity, eq(agencyCity.id, agencies.cityId))
        .where(condition);
      const rows = await db
        .select(columns)
        .from(agencies)
        .innerJoin(owner, eq(owner.id, agencies.ownerId))
        .leftJoin(agencyCity, eq(agencyCity.id, agencies.cityId))
        .where(condition)
        .orderBy(asc(agencies.name), asc(agencies.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize);
      return { rows, total: totalRow?.n ?? 0 };
    },

    async byId(id: string) {
      const [row] = await db
        .select({ ...columns, ownerId: owner.id })
        .from(agencies)
        .innerJoin(owner, eq(owner.id, agencies.ownerId))
        .leftJoin(agencyCity, eq(agencyCity.id, agencies.cityId))
        .where(and(isPublicAgency, eq(agencies.id, id)));
      return row;
    },

    /** The agency's verified agents, by name. */
    team(agencyId: string) {
      return db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          profilePicture: users.profilePicture,
          licenceNumber: users.licenceNumber,
          verified: licenceVerified(users),
        })
        .from(users)
        .where(publicAgentOf(agencyId))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
    },

    /** The owner's working week ([] when none is set). */
    workingHours(ownerId: string) {
      return workingHoursRepository(db).week(ownerId);
    },

    /** The agency's newest public listings (as search rows) and their total. */
    listings(agencyId: string) {
      return newestListingCards(db, eq(properties.agencyId, agencyId));
    },
  };
}
