import type { TLanguage } from '@immora/shared/languages';
import { cardTitle } from '@immora/shared/listing-title';
import { personShownAs } from '@immora/shared/account-closure';
import type { z } from 'zod';
import {
  REVIEW_MESSAGES as M,
  roundAverage,
  type TPublicReview,
  type TPublicReviewsPage,
  type TReceivedReview,
  type TReviewSummary,
  type ZPublicReviewsQuery,
  type ZReceivedReviewsQuery,
  type ZReplyRequest,
  type ZReportRequest,
  type ZReviewRequest,
} from '@immora/shared/reviews';
import { AppError } from '../../lib/errors.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { ReviewRow, ReviewScope, ReviewsRepository } from './reviews.repository.ts';

export type ReviewsDeps = { reviews: ReviewsRepository };

/** Roles whose viewings can be reviewed: agents (individual) and agencies; not private sellers. */
const PROFESSIONAL_ROLES = new Set(['individual', 'agency']);

/** On public pages the reviewer is 'Laura V.'; a closed or erased account 'Former user' (decision 061). */
const shortName = (p: { firstName: string; lastName: string; closed: boolean }, language: TLanguage | null) =>
  personShownAs({ ...p, lastName: p.lastName ? `${p.lastName[0]!.toUpperCase()}.` : '' }, language);
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The reader's scope: their own reviews, and for an agency owner also those of the agency's listings. */
async function scopeOf(deps: ReviewsDeps, user: UserRow): Promise<ReviewScope> {
  const agencyId = user.role === 'agency' ? await deps.reviews.ownedAgency(user.id) : null;
  return { subjectId: user.id, agencyId };
}

/** A review as its professional reads it; the listing's title in the reader's `language` (decision 055). */
const toReceived = (row: ReviewRow, readerId: string, language: TLanguage | null): TReceivedReview => {
  const self = row.subjectId === readerId;
  return {
    id: row.id,
    _id: row.id,
    rating: row.rating,
    text: row.text,
    reviewer: { id: row.reviewer.id, name: personShownAs(row.reviewer, language) },
    property: { id: row.property.id, title: cardTitle(row.property, language) },
    subject: { id: row.subject.id, name: personShownAs(row.subject, language), self },
    reply: row.reply,
    repliedAt: iso(row.repliedAt),
    reportedAt: iso(row.reportedAt),
    reportReason: row.reportReason,
    canReply: self && row.reply === null,
    canReport: self && row.reportedAt === null,
    createdAt: row.createdAt.toISOString(),
  };
};

const toPublic = (row: ReviewRow, language: TLanguage | null): TPublicReview => {
  const reported = row.reportedAt !== null;
  return {
    id: row.id,
    rating: row.rating,
    text: reported ? null : row.text,
    reviewer: shortName(row.reviewer, language),
    reply: reported ? null : row.reply,
    repliedAt: reported ? null : iso(row.repliedAt),
    reported,
    createdAt: row.createdAt.toISOString(),
  };
};

/** The visitor of a completed viewing with an agent or agency reviews its host, once. */
export async function writeReview(
  deps: ReviewsDeps,
  userId: string,
  body: z.output<typeof ZReviewRequest>,
  language: TLanguage | null = null,
) {
  const appointment = await deps.reviews.appointment(body.appointmentId);
  if (!appointment) throw AppError.notFound(M.appointmentNotFound);
  if (appointment.seekerId !== userId) throw AppError.forbidden(M.visitorOnly);
  if (appointment.status !== 'completed') throw AppError.conflict(M.notCompleted);
  if (!PROFESSIONAL_ROLES.has(appointment.hostRole)) throw AppError.conflict(M.notProfessional);
  const created = await deps.reviews.create({
    appointmentId: appointment.id,
    reviewerId: userId,
    subjectId: appointment.hostId,
    agencyId: appointment.agencyId,
    rating: body.rating,
    text: body.text,
  });
  if (!created) throw AppError.conflict(M.alreadyReviewed);
  return toReceived((await deps.reviews.byId(created.id))!, userId, language);
}

export async function listReceived(
  deps: ReviewsDeps,
  user: UserRow,
  query: z.output<typeof ZReceivedReviewsQuery>,
  language: TLanguage | null = null,
) {
  const { rows, total } = await deps.reviews.received(await scopeOf(deps, user), query);
  const items = rows.map((row) => toReceived(row, user.id, language));
  return { items, total, page: query.page, pageSize: query.pageSize };
}

export async function receivedSummary(deps: ReviewsDeps, user: UserRow): Promise<TReviewSummary> {
  const summary = await deps.reviews.summary(await scopeOf(deps, user));
  return { ...summary, average: roundAverage(summary.average) };
}

/** One review for the professional's screens: theirs, or (agency) one of its listings'; 403 otherwise. */
async function readable(deps: ReviewsDeps, user: UserRow, id: string) {
  const row = await deps.reviews.byId(id);
  if (!row) throw AppError.notFound(M.reviewNotFound);
  const scope = await scopeOf(deps, user);
  const mine = row.subjectId === user.id || (scope.agencyId != null && row.agencyId === scope.agencyId);
  if (!mine) throw AppError.forbidden(M.notYours);
  return row;
}

export async function getReceived(deps: ReviewsDeps, user: UserRow, id: string, language: TLanguage | null = null) {
  return toReceived(await readable(deps, user, id), user.id, language);
}

/** The reviewed professional replies once (an agency reads its agents' reviews but does not answer them). */
export async function replyTo(
  deps: ReviewsDeps,
  user: UserRow,
  id: string,
  body: z.output<typeof ZReplyRequest>,
  language: TLanguage | null = null,
) {
  const row = await readable(deps, user, id);
  if (row.subjectId !== user.id) throw AppError.forbidden(M.replyOwnOnly);
  if (!(await deps.reviews.reply(id, user.id, body.text))) throw AppError.conflict(M.alreadyReplied);
  return getReceived(deps, user, id, language);
}

/** The reviewed professional reports abuse once; the review stays, flagged (decision 032). */
export async function report(
  deps: ReviewsDeps,
  user: UserRow,
  id: string,
  body: z.output<typeof ZReportRequest>,
  language: TLanguage | null = null,
) {
  const row = await readable(deps, user, id);
  if (row.subjectId !== user.id) throw AppError.forbidden(M.replyOwnOnly);
  if (!(await deps.reviews.report(id, user.id, body.reason))) throw AppError.conflict(M.alreadyReported);
  return getReceived(deps, user, id, language);
}

/** `language`: the reader's, for 'Former user' (decision 061). */
async function publicPage(
  deps: ReviewsDeps,
  scope: ReviewScope,
  query: z.output<typeof ZPublicReviewsQuery>,
  language: TLanguage | null,
): Promise<TPublicReviewsPage> {
  const [{ rows, total }, summary] = await Promise.all([
    deps.reviews.publicPage(scope, query),
    deps.reviews.summary(scope),
  ]);
  return {
    items: rows.map((row) => toPublic(row, language)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    average: roundAverage(summary.average),
  };
}

export async function agentReviews(
  deps: ReviewsDeps,
  agentId: string,
  query: z.output<typeof ZPublicReviewsQuery>,
  language: TLanguage | null = null,
) {
  if (!(await deps.reviews.isAgent(agentId))) throw AppError.notFound(M.professionalNotFound);
  return publicPage(deps, { subjectId: agentId }, query, language);
}

export async function agencyReviews(
  deps: ReviewsDeps,
  agencyId: string,
  query: z.output<typeof ZPublicReviewsQuery>,
  language: TLanguage | null = null,
) {
  const scope = await deps.reviews.agencyScope(agencyId);
  if (!scope) throw AppError.notFound(M.professionalNotFound);
  return publicPage(deps, scope, query, language);
}
