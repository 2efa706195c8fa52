import { readerLanguage } from '../../lib/reader-language.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPage } from '@immora/shared/list-query';
import {
  ZProfessionalIdParams,
  ZPublicReviewsPage,
  ZPublicReviewsQuery,
  ZReceivedReview,
  ZReceivedReviewsQuery,
  ZReplyRequest,
  ZReportRequest,
  ZReviewIdParams,
  ZReviewRequest,
  ZReviewSummary,
} from '@immora/shared/reviews';
import { ok, okData, withExample } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { reviewsRepository } from './reviews.repository.ts';
import {
  agencyReviews,
  agentReviews,
  getReceived,
  listReceived,
  receivedSummary,
  replyTo,
  report,
  writeReview,
} from './reviews.service.ts';

/**
 * Reviews (decision 032): the visitor of a completed viewing reviews its host once; the reviewed
 * agent or agency reads them (an agency also its agents'), replies once and reports abuse; the
 * public agent and agency pages read them with their average.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const deps = { reviews: reviewsRepository(app.database.db) };
  const professional = [app.requireRole('individual', 'agency'), app.requireSubscription];

  route.post(
    '/reviews',
    {
      id: 'reviews.write',
      summary:
        'The visitor of a completed viewing with an agent or agency rates (1–5) and reviews its host, once per viewing (a second review is 409)',
      guard: app.authenticate,
      body: withExample(ZReviewRequest, {
        appointmentId: '6f1c1a52-8c1e-4d7b-9a55-0c3e2b7f4a10',
        rating: 5,
        text: 'Punctual, knew the house inside out and answered every question.',
      }),
      response: { 201: ok(ZReceivedReview) },
      fails: [404, 409],
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(okData(await writeReview(deps, request.auth!.id, request.body, readerLanguage(request, reply)))),
  );

  route.get(
    '/reviews/received',
    {
      id: 'reviews.listReceived',
      summary:
        "Reviews of me (an agency: of itself and of its listings' agents): newest first; filter by rating and reply; search a text, listing or reviewer",
      guard: professional,
      querystring: ZReceivedReviewsQuery,
      response: { 200: ok(listPage(ZReceivedReview)) },
    },
    async (request, reply) =>
      okData(await listReceived(deps, request.auth!.row, request.query, readerLanguage(request, reply))),
  );

  route.get(
    '/reviews/received/summary',
    {
      id: 'reviews.summary',
      summary: 'Average rating (one decimal), number of reviews and of those without a reply, over the same reviews',
      guard: professional,
      response: { 200: ok(ZReviewSummary) },
    },
    async (request) => okData(await receivedSummary(deps, request.auth!.row)),
  );

  route.get(
    '/reviews/received/:id',
    {
      id: 'reviews.getReceived',
      summary: "One review of me or of my agency's listings (another professional's is 403)",
      guard: professional,
      params: ZReviewIdParams,
      response: { 200: ok(ZReceivedReview) },
      fails: [404],
    },
    async (request, reply) =>
      okData(await getReceived(deps, request.auth!.row, request.params.id, readerLanguage(request, reply))),
  );

  route.put(
    '/reviews/received/:id/reply',
    {
      id: 'reviews.reply',
      summary: 'The reviewed professional replies, once (a second reply is 409; anyone else is 403)',
      guard: professional,
      params: ZReviewIdParams,
      body: withExample(ZReplyRequest, { text: 'Thank you, it was a pleasure to show you the house.' }),
      response: { 200: ok(ZReceivedReview) },
      fails: [404, 409],
    },
    async (request, reply) =>
      okData(await replyTo(deps, request.auth!.row, request.params.id, request.body, readerLanguage(request, reply))),
  );

  route.post(
    '/reviews/received/:id/report',
    {
      id: 'reviews.report',
      summary:
        'The reviewed professional reports abuse, once: the review stays in the list flagged, and public pages keep its rating but hide its text',
      guard: professional,
      params: ZReviewIdParams,
      body: withExample(ZReportRequest, { reason: 'Insults and a false claim about the viewing.' }),
      response: { 200: ok(ZReceivedReview) },
      fails: [404, 409],
    },
    async (request, reply) =>
      okData(await report(deps, request.auth!.row, request.params.id, request.body, readerLanguage(request, reply))),
  );

  route.get(
    '/agents/:id/reviews',
    {
      id: 'reviews.ofAgent',
      summary: "An agent's reviews with replies, newest first, and their average (one decimal)",
      params: ZProfessionalIdParams,
      querystring: ZPublicReviewsQuery,
      response: { 200: ok(ZPublicReviewsPage) },
      fails: [404],
    },
    async (request, reply) =>
      okData(await agentReviews(deps, request.params.id, request.query, readerLanguage(request, reply))),
  );

  route.get(
    '/agencies/:id/reviews',
    {
      id: 'reviews.ofAgency',
      summary:
        "An agency's reviews (of itself and of its listings' agents) with replies, newest first, and their average",
      params: ZProfessionalIdParams,
      querystring: ZPublicReviewsQuery,
      response: { 200: ok(ZPublicReviewsPage) },
      fails: [404],
    },
    async (request, reply) =>
      okData(await agencyReviews(deps, request.params.id, request.query, readerLanguage(request, reply))),
  );
};
