import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { TStaffProfessional, ZStaffProfessionalsQuery } from '@immora/shared/trust';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { users } from '../../db/schema/users.ts';
import { licenceVerified } from './professional-verification.ts';
import { likePattern } from '../search/listing-card.columns.ts';

const owned = alias(agencies, 'owned_agency');
const employer = alias(agencies, 'employer_agency');
/** An agency by its name, an agent by their full name. */
const NAME = sql<string>`coalesce(${owned.name}, ${users.firstName} || ' ' || ${users.lastName})`;

/**
 * GET /api/staff/professionals: the accounts whose BIV/IPI number staff confirm (decision 077),
 * agents (`individual`) and agencies (their owner's account, named by the agency), open accounts
 * only. The public directories list agents and agencies apart, and the agency one has no user id.
 */
export async function staffProfessionals(
  db: Db,
  query: z.output<typeof ZStaffProfessionalsQuery>,
): Promise<{ items: TStaffProfessional[]; total: number; page: number; pageSize: number }> {
  const where: (SQL | undefined)[] = [
    isNull(users.closedAt),
    query.kind
      ? eq(users.role, query.kind === 'agent' ? 'individual' : 'agency')
      : inArray(users.role, ['individual', 'agency']),
  ];
  if (query.q) {
    const like = likePattern(query.q);
    where.push(
      or(
        ilike(NAME, like),
        ilike(employer.name, like),
        ilike(users.agencyName, like),
        ilike(users.licenceNumber, like),
      ),
    );
  }
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: users.id,
        role: users.role,
        name: NAME,
        ownedId: owned.id,
        employerId: employer.id,
        employerName: employer.name,
        agencyName: users.agencyName,
        licenceNumber: users.licenceNumber,
        verified: licenceVerified(users),
      })
      .from(users)
      .leftJoin(owned, eq(owned.ownerId, users.id))
      .leftJoin(employer, eq(employer.id, users.agencyId))
      .where(condition)
      .orderBy(query.order === 'desc' ? desc(NAME) : asc(NAME), users.id)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(owned, eq(owned.ownerId, users.id))
      .leftJoin(employer, eq(employer.id, users.agencyId))
      .where(condition),
  ]);
  return {
    items: rows.map((r) =>
      r.role === 'agency'
        ? {
            userId: r.userId,
            kind: 'agency',
            name: r.name,
            agencyId: r.ownedId,
            agencyName: null,
            licenceNumber: r.licenceNumber,
            verified: r.verified,
          }
        : {
            userId: r.userId,
            kind: 'agent',
            name: r.name,
            agencyId: r.employerId,
            agencyName: r.employerName ?? r.agencyName,
            licenceNumber: r.licenceNumber,
            verified: r.verified,
          },
    ),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
