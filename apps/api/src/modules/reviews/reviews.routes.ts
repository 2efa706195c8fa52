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
import { fails, ok, okData, withExample } from '../../lib/reply.ts';
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

const tags = ['reviews'];

/**
 * Reviews (decision 032): the visitor of a completed viewing reviews its host once; the reviewed
 * agent or agency reads them (an agency also its agents'), replies once and reports abuse; the
 * public agent and agency pages read them with their average.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { reviews: reviewsRepository(app.database.db) };
  const professional = [app.requireRole('individual', 'agency'), app.requireSubscription];

  app.post(
    '/reviews',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'reviews.write',
        tags,
        summary:
          'The visitor of a completed viewing with an agent or agency rates (1–5) and reviews its host, once per viewing (a second review is 409)',
        body: withExample(ZReviewRequest, {
          appointmentId: '6f1c1a52-8c1e-4d7b-9a55-0c3e2b7f4a10',
          rating: 5,
          text: 'Punctual, knew the house inside out and answered every question.',
        }),
        response: { 201: ok(ZReceivedReview), ...fails(404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(okData(await writeReview(deps, request.auth!.id, request.body, readerLanguage(request, reply)))),
  );

  app.get(
    '/reviews/received',
    {
      onRequest: professional,
      schema: {
        operationId: 'reviews.listReceived',
        tags,
        summary:
          "Reviews of me (an agency: of itself and of its listings' agents): newest first; filter by rating and reply; search a text, listing or reviewer",
        querystring: ZReceivedReviewsQuery,
        response: { 200: ok(listPage(ZReceivedReview)) },
      },
    },
    async (request, reply) =>
      okData(await listReceived(deps, request.auth!.row, request.query, readerLanguage(request, reply))),
  );

  app.get(
    '/reviews/received/summary',
    {
      onRequest: professional,
      schema: {
        operationId: 'reviews.summary',
        tags,
        summary: 'Average rating (one decimal), number of reviews and of those without a reply, over the same reviews',
        response: { 200: ok(ZReviewSummary) },
      },
    },
    async (request) => okData(await receivedSummary(deps, request.auth!.row)),
  );

  app.get(
    '/reviews/received/:id',
    {
      onRequest: professional,
      schema: {
        operationId: 'reviews.getReceived',
        tags,
        summary: "One review of me or of my agency's listings (another professional's is 403)",
        params: ZReviewIdParams,
        response: { 200: ok(ZReceivedReview), ...fails(404) },
      },
    },
    async (request, reply) =>
      okData(await getReceived(deps, request.auth!.row, request.params.id, readerLanguage(request, reply))),
  );

  app.put(
    '/reviews/received/:id/reply',
    {
      onRequest: professional,
      schema: {
        operationId: 'reviews.reply',
        tags,
        summary: 'The reviewed professional replies, once (a second reply is 409; anyone else is 403)',
        params: ZReviewIdParams,
        body: withExample(ZReplyRequest, { text: 'Thank you, it was a pleasure to show you the house.' }),
        response: { 200: ok(ZReceivedReview), ...fails(404, 409) },
      },
    },
    async (request, reply) =>
      okData(await replyTo(deps, request.auth!.row, request.params.id, request.body, readerLanguage(request, reply))),
  );

  app.post(
    '/reviews/received/:id/report',
    {
      onRequest: professional,
      schema: {
        operationId: 'reviews.report',
        tags,
        summary:
          'The reviewed professional reports abuse, once: the review stays in the list flagged, and public pages keep its rating but hide its text',
        params: ZReviewIdParams,
        body: withExample(ZReportRequest, { reason: 'Insults and a false claim about the viewing.' }),
        response: { 200: ok(ZReceivedReview), ...fails(404, 409) },
      },
    },
    async (request, reply) =>
      okData(await report(deps, request.auth!.row, request.params.id, request.body, readerLanguage(request, reply))),
  );

  app.get(
    '/agents/:id/reviews',
    {
      schema: {
        operationId: 'reviews.ofAgent',
        tags,
        summary: "An agent's reviews with replies, newest first, and their average (one decimal)",
        params: ZProfessionalIdParams,
        querystring: ZPublicReviewsQuery,
        response: { 200: ok(ZPublicReviewsPage), ...fails(404) },
      },
    },
    async (request) => okData(await agentReviews(deps, request.params.id, request.query)),
  );

  app.get(
    '/agencies/:id/reviews',
    {
      schema: {
        operationId: 'reviews.ofAgency',
        tags,
        summary:
          "An agency's reviews (of itself and of its listings' agents) with replies, newest first, and their average",
        params: ZProfessionalIdParams,
        querystring: ZPublicReviewsQuery,
        response: { 200: ok(ZPublicReviewsPage), ...fails(404) },
      },
    },
    async (request) => okData(await agencyReviews(deps, request.params.id, request.query)),
  );
};
