import { listingTitles } from '../properties/listing-titles.ts';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { listOffset } from '@immora/shared/list-query';
import type { ZPublicReviewsQuery, ZReceivedReviewsQuery } from '@immora/shared/reviews';
import type { Db } from '../../db/client.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { properties } from '../../db/schema/properties.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { users } from '../../db/schema/users.ts';
import { listOrder } from '../../lib/list-order.ts';
import { accountClosed, accountOpen } from '../users/closed-accounts.ts';
import { likePattern } from '../search/listing-card.columns.ts';

/**
 * Whose reviews a reader sees: an individual their own; an agency owner its own and those of its
 * listings' agents (`agency_id`); a public page an agent's (`subject`) or an agency's (both).
 */
export type ReviewScope = { subjectId: string; agencyId?: string | null };

const reviewer = alias(users, 'reviewer');
const subject = alias(users, 'subject');

const inScope = (scope: ReviewScope) =>
  scope.agencyId
    ? or(eq(reviews.subjectId, scope.subjectId), eq(reviews.agencyId, scope.agencyId))
    : eq(reviews.subjectId, scope.subjectId);

const columns = {
  id: reviews.id,
  rating: reviews.rating,
  text: reviews.text,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  reportReason: reviews.reportReason,
  reportedAt: reviews.reportedAt,
  createdAt: reviews.createdAt,
  subjectId: reviews.subjectId,
  agencyId: reviews.agencyId,
  reviewer: {
    id: reviewer.id,
    firstName: reviewer.firstName,
    lastName: reviewer.lastName,
    closed: accountClosed(reviewer),
  },
  subject: { id: subject.id, firstName: subject.firstName, lastName: subject.lastName, closed: accountClosed(subject) },
  property: { id: properties.id, title: properties.title, titles: listingTitles },
};

export type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewsRepository>['byId']>> & {};

const SORT_COLUMNS = { createdAt: reviews.createdAt, rating: reviews.rating };

const average = sql<string | null>`avg(${reviews.rating})`;

export function reviewsRepository(db: Db) {
  const base = () =>
    db
      .select(columns)
      .from(reviews)
      .innerJoin(reviewer, eq(reviewer.id, reviews.reviewerId))
      .innerJoin(subject, eq(subject.id, reviews.subjectId))
      .innerJoin(appointments, eq(appointments.id, reviews.appointmentId))
      .innerJoin(properties, eq(properties.id, appointments.propertyId))
      .$dynamic();

  async function page(
    where: SQL | undefined,
    q: { page: number; pageSize: number; sort: 'createdAt' | 'rating'; order: 'asc' | 'desc' },
  ) {
    const [rows, [total]] = await Promise.all([
      base()
        .where(where)
        .orderBy(...listOrder(SORT_COLUMNS, q, desc(reviews.createdAt), desc(reviews.id)))
        .limit(q.pageSize)
        .offset(listOffset(q)),
      db
        .select({ n: count() })
        .from(reviews)
        .innerJoin(reviewer, eq(reviewer.id, reviews.reviewerId))
        .innerJoin(appointments, eq(appointments.id, reviews.appointmentId))
        .innerJoin(properties, eq(properties.id, appointments.propertyId))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  return {
    /** The viewing to review: its status, visitor, host (assigned agent, else owner) and the listing's agency. */
    async appointment(id: string) {
      const [row] = await db
        .select({
          id: appointments.id,
          status: appointments.status,
          seekerId: appointments.seekerId,
          hostId: users.id,
          hostRole: users.role,
          agencyId: properties.agencyId,
        })
        .from(appointments)
        .innerJoin(properties, eq(properties.id, appointments.propertyId))
        .innerJoin(users, eq(users.id, sql`coalesce(${properties.agentId}, ${properties.ownerId})`))
        .where(eq(appointments.id, id));
      return row ?? null;
    },

    /** A new review; null when the viewing already has one (the unique index decides). */
    async create(values: typeof reviews.$inferInsert) {
      const [row] = await db
        .insert(reviews)
        .values(values)
        .onConflictDoNothing({ target: reviews.appointmentId })
        .returning();
      return row ?? null;
    },

    async byId(id: string) {
      const [row] = await base().where(eq(reviews.id, id));
      return row;
    },

    received(scope: ReviewScope, q: z.output<typeof ZReceivedReviewsQuery>) {
      const pattern = q.q ? likePattern(q.q) : null;
      const where = and(
        inScope(scope),
        q.rating ? eq(reviews.rating, q.rating) : undefined,
        q.reply === 'replied' ? isNotNull(reviews.reply) : q.reply === 'unreplied' ? isNull(reviews.reply) : undefined,
        pattern
          ? or(
              ilike(reviews.text, pattern),
              ilike(properties.title, pattern),
              ilike(sql`${reviewer.firstName} || ' ' || ${reviewer.lastName}`, pattern),
            )
          : undefined,
      );
      return page(where, q);
    },

    publicPage(scope: ReviewScope, q: z.output<typeof ZPublicReviewsQuery>) {
      return page(inScope(scope), q);
    },

    /** Average rating, number of reviews and of those without a reply, in a scope. */
    async summary(scope: ReviewScope) {
      const [row] = await db
        .select({
          average,
          count: count(),
          unreplied: sql<number>`count(*) filter (where ${reviews.reply} is null)`.mapWith(Number),
        })
        .from(reviews)
        .where(inScope(scope));
      return { average: row?.average ?? null, count: row?.count ?? 0, unreplied: row?.unreplied ?? 0 };
    },

    /** The reply, once: only the reviewed professional, only while there is none. */
    async reply(id: string, subjectId: string, text: string) {
      const [row] = await db
        .update(reviews)
        .set({ reply: text, repliedAt: new Date() })
        .where(and(eq(reviews.id, id), eq(reviews.subjectId, subjectId), isNull(reviews.reply)))
        .returning();
      return Boolean(row);
    },

    /** The abuse report, once. */
    async report(id: string, subjectId: string, reason: string) {
      const [row] = await db
        .update(reviews)
        .set({ reportReason: reason, reportedAt: new Date() })
        .where(and(eq(reviews.id, id), eq(reviews.subjectId, subjectId), isNull(reviews.reportedAt)))
        .returning();
      return Boolean(row);
    },

    /** The agency a user owns, if any. */
    async ownedAgency(userId: string) {
      const [row] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.ownerId, userId));
      return row?.id ?? null;
    },

    /** A public agency page's scope: its owner's reviews and those of its listings (none once the owner closed). */
    async agencyScope(agencyId: string): Promise<ReviewScope | null> {
      const [row] = await db
        .select({ ownerId: agencies.ownerId })
        .from(agencies)
        .innerJoin(users, eq(users.id, agencies.ownerId))
        .where(and(eq(agencies.id, agencyId), accountOpen(users)));
      return row ? { subjectId: row.ownerId, agencyId } : null;
    },

    /** Whether the user exists, is an agent (role individual) and has not closed the account. */
    async isAgent(userId: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.role, 'individual'), accountOpen(users)));
      return Boolean(row);
    },
  };
}

export type ReviewsRepository = ReturnType<typeof reviewsRepository>;
