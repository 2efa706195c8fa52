import { z } from 'zod';
import { listPage, listQuery } from './list-query.ts';

/**
 * Reviews (issue 15, decision 032): the visitor of a completed viewing rates and reviews its host
 * (the listing's assigned agent, else its owner: an independent agent or an agency) once; the
 * reviewed professional replies once and may report abuse; averages show on the public pages.
 */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_TEXT = { min: 10, max: 2000 } as const;
export const REPLY_TEXT = { min: 2, max: 2000 } as const;
export const REPORT_REASON = { min: 5, max: 500 } as const;

export const REVIEW_MESSAGES = {
  appointmentNotFound: 'Appointment not found',
  reviewNotFound: 'Review not found',
  professionalNotFound: 'Professional not found',
  rating: `Choose a rating from ${RATING_MIN} to ${RATING_MAX} stars`,
  textShort: `The review needs at least ${REVIEW_TEXT.min} characters`,
  textLong: `The review can be at most ${REVIEW_TEXT.max} characters`,
  replyShort: `The reply needs at least ${REPLY_TEXT.min} characters`,
  replyLong: `The reply can be at most ${REPLY_TEXT.max} characters`,
  reasonShort: `Please give a reason of at least ${REPORT_REASON.min} characters`,
  reasonLong: `The reason can be at most ${REPORT_REASON.max} characters`,
  visitorOnly: 'Only the visitor of this viewing can review it.',
  notCompleted: 'Only a completed viewing can be reviewed.',
  notProfessional: 'Only viewings with an agent or an agency can be reviewed.',
  alreadyReviewed: 'This viewing has already been reviewed.',
  notYours: 'This review is not about you or your agency.',
  replyOwnOnly: 'Only the reviewed professional can reply to or report this review.',
  alreadyReplied: 'This review already has a reply.',
  alreadyReported: 'This review has already been reported.',
} as const;

const ZRating = z.coerce
  .number({ error: REVIEW_MESSAGES.rating })
  .int(REVIEW_MESSAGES.rating)
  .min(RATING_MIN, REVIEW_MESSAGES.rating)
  .max(RATING_MAX, REVIEW_MESSAGES.rating);

const text = (min: number, max: number, short: string, long: string) =>
  z.string({ error: short }).trim().min(min, short).max(max, long);

/** POST /api/reviews: the visitor of a completed viewing reviews its host. */
export const ZReviewRequest = z.object({
  appointmentId: z.uuid({ error: REVIEW_MESSAGES.appointmentNotFound }),
  rating: ZRating,
  text: text(REVIEW_TEXT.min, REVIEW_TEXT.max, REVIEW_MESSAGES.textShort, REVIEW_MESSAGES.textLong),
});
export type TReviewRequest = z.input<typeof ZReviewRequest>;

/** The write-a-review form: the request without the appointment (the dialog knows it). */
export const ZReviewForm = ZReviewRequest.omit({ appointmentId: true });
export type TReviewForm = z.input<typeof ZReviewForm>;

/** PUT /api/reviews/:id/reply: the reviewed professional answers, once. */
export const ZReplyRequest = z.object({
  text: text(REPLY_TEXT.min, REPLY_TEXT.max, REVIEW_MESSAGES.replyShort, REVIEW_MESSAGES.replyLong),
});
export type TReplyRequest = z.input<typeof ZReplyRequest>;

/** POST /api/reviews/:id/report: the reviewed professional reports abuse, once. */
export const ZReportRequest = z.object({
  reason: text(REPORT_REASON.min, REPORT_REASON.max, REVIEW_MESSAGES.reasonShort, REVIEW_MESSAGES.reasonLong),
});
export type TReportRequest = z.input<typeof ZReportRequest>;

export const ZReviewIdParams = z.object({ id: z.uuid({ error: REVIEW_MESSAGES.reviewNotFound }) });
export const ZProfessionalIdParams = z.object({ id: z.uuid({ error: REVIEW_MESSAGES.professionalNotFound }) });

/** A review as the professional's screens show it (reviews of the reader, or of the agency's agents). */
export const ZReceivedReview = z.object({
  id: z.string(),
  _id: z.string(),
  rating: z.number().int(),
  text: z.string(),
  reviewer: z.object({ id: z.string(), name: z.string() }),
  property: z.object({ id: z.string(), title: z.string().nullable() }),
  /** Who is reviewed: the reader, or (for an agency) one of its agents. */
  subject: z.object({ id: z.string(), name: z.string(), self: z.boolean() }),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  reportedAt: z.string().nullable(),
  reportReason: z.string().nullable(),
  /** The reader is the reviewed professional and has not replied / reported yet. */
  canReply: z.boolean(),
  canReport: z.boolean(),
  createdAt: z.string(),
});
export type TReceivedReview = z.infer<typeof ZReceivedReview>;

export const REVIEW_SORTS = ['createdAt', 'rating'] as const;
export const REVIEW_REPLY_STATES = ['replied', 'unreplied'] as const;
export const ZReceivedReviewsQuery = listQuery({
  sorts: REVIEW_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: {
    rating: ZRating.optional(),
    reply: z.enum(REVIEW_REPLY_STATES, { error: "Reply must be 'replied' or 'unreplied'" }).optional(),
  },
});
export type TReceivedReviewsQuery = z.input<typeof ZReceivedReviewsQuery>;

/** Average (null without reviews) and count, for the stat cards and the public pages. */
export const ZReviewSummary = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  unreplied: z.number().int(),
});
export type TReviewSummary = z.infer<typeof ZReviewSummary>;

/**
 * A review on a public page: the reviewer's first name and initial. A reported review keeps its
 * rating (it still counts in the average) but its text and reply wait for moderation (null).
 */
export const ZPublicReview = z.object({
  id: z.string(),
  rating: z.number().int(),
  text: z.string().nullable(),
  reviewer: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  reported: z.boolean(),
  createdAt: z.string(),
});
export type TPublicReview = z.infer<typeof ZPublicReview>;

export const ZPublicReviewsQuery = listQuery({
  sorts: ['createdAt'] as const,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  defaultPageSize: 5,
  maxPageSize: 50,
});
export type TPublicReviewsQuery = z.input<typeof ZPublicReviewsQuery>;

export const ZPublicReviewsPage = listPage(ZPublicReview).extend({ average: z.number().nullable() });
export type TPublicReviewsPage = z.infer<typeof ZPublicReviewsPage>;

/** An average to one decimal, as every screen shows it (null without reviews). */
export const roundAverage = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;
