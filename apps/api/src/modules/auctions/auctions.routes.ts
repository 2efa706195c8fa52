import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAuction, ZBidRequest, ZBidResponse, ZCreateAuctionRequest, AUCTION_MESSAGES } from '@immora/shared/auctions';
import { fails, ok, okData, withExample } from '../../lib/reply.ts';
import { BID_ANSWER, BID_REQUEST } from './auctions.examples.ts';
import { createAuction, getAuction, placeBid } from './auctions.service.ts';

const tags = ['auctions'];
const params = z.object({ id: z.uuid({ error: AUCTION_MESSAGES.notFound }) });

export const auctionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/auctions',
    {
      onRequest: [app.requireRole('individual'), app.requireSubscription],
      schema: {
        operationId: 'auctions.create',
        tags,
        summary:
          'An agent puts a published listing up for auction (prices in euro; reserve ≥ start; end after start; not in the past)',
        body: ZCreateAuctionRequest,
        response: { 201: ok(ZAuction), ...fails(404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(okData(await createAuction(db, { userId: request.auth!.id, input: request.body }))),
  );

  app.get(
    '/auctions/:id',
    {
      onRequest: app.identify,
      schema: {
        operationId: 'auctions.get',
        tags,
        summary:
          'An auction: prices, bids count, reserve met, window (status derived from the stored times), bid history',
        params,
        response: { 200: ok(ZAuction), ...fails(404) },
      },
    },
    async (request) => okData(await getAuction(db, request.params.id, request.auth?.id ?? null)),
  );

  app.post(
    '/auctions/:id/bids',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        operationId: 'auctions.placeBid',
        tags,
        summary:
          'Bid (optionally with a hidden maximum the server bids up to). A bid in the last 5 minutes extends the end; 409 while the listing is not on the market',
        params,
        body: withExample(ZBidRequest, BID_REQUEST),
        response: { 200: ok(ZBidResponse, BID_ANSWER), ...fails(404, 409) },
      },
    },
    async (request) =>
      okData(
        await placeBid(db, {
          auctionId: request.params.id,
          bidderId: request.auth!.id,
          input: request.body,
          events: app.events,
        }),
      ),
  );
};
