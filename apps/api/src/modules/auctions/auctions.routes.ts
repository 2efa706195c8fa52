import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAuction, ZBidRequest, ZBidResponse, ZCreateAuctionRequest, AUCTION_MESSAGES } from '@immora/shared/auctions';
import { ok, okData, withExample } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { BID_ANSWER, BID_REQUEST } from './auctions.examples.ts';
import { createAuction, getAuction, placeBid } from './auctions.service.ts';

const params = z.object({ id: z.uuid({ error: AUCTION_MESSAGES.notFound }) });

export const auctionRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const db = app.database.db;

  route.post(
    '/auctions',
    {
      id: 'auctions.create',
      summary:
        'An agent puts a published listing up for auction (prices in euro; reserve ≥ start; end after start; not in the past)',
      guard: [app.requireRole('individual'), app.requireSubscription],
      body: ZCreateAuctionRequest,
      response: { 201: ok(ZAuction) },
      fails: [404, 409],
    },
    async (request, reply) =>
      reply.status(201).send(okData(await createAuction(db, { userId: request.auth!.id, input: request.body }))),
  );

  route.get(
    '/auctions/:id',
    {
      id: 'auctions.get',
      summary:
        'An auction: prices, bids count, reserve met, window (status derived from the stored times), bid history',
      guard: app.identify,
      params,
      response: { 200: ok(ZAuction) },
      fails: [404],
    },
    async (request) => okData(await getAuction(db, request.params.id, request.auth?.id ?? null)),
  );

  route.post(
    '/auctions/:id/bids',
    {
      id: 'auctions.placeBid',
      summary:
        'Bid (optionally with a hidden maximum the server bids up to). A bid in the last 5 minutes extends the end; 409 while the listing is not on the market',
      guard: app.authenticate,
      params,
      body: withExample(ZBidRequest, BID_REQUEST),
      response: { 200: ok(ZBidResponse, BID_ANSWER) },
      fails: [404, 409],
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
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
