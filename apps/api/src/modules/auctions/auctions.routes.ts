import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAuction, ZBidRequest, ZBidResponse, ZCreateAuctionRequest, AUCTION_MESSAGES } from '@immora/shared/auctions';
import { ok, okData } from '../../lib/reply.ts';
import { createAuction, getAuction, placeBid } from './auctions.service.ts';

const tags = ['auctions'];
const security = [{ bearerAuth: [] }];
const params = z.object({ id: z.uuid({ error: AUCTION_MESSAGES.notFound }) });

export const auctionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/auctions',
    {
      onRequest: async (request, reply) => {
        await app.requireRole('individual')(request, reply);
        await app.requireSubscription(request, reply);
      },
      schema: {
        tags,
        security,
        summary:
          'An agent puts a published listing up for auction (prices in euro; reserve ≥ start; end after start; not in the past)',
        body: ZCreateAuctionRequest,
        response: { 201: ok(ZAuction) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(okData(await createAuction(db, { userId: request.auth!.id, input: request.body }))),
  );

  app.get(
    '/auctions/:id',
    {
      schema: {
        tags,
        summary:
          'An auction: prices, bids count, reserve met, window (status derived from the stored times), bid history',
        params,
        response: { 200: ok(ZAuction) },
      },
    },
    async (request, reply) => {
      await app.authenticate(request, reply).catch(() => undefined);
      return okData(await getAuction(db, request.params.id, request.auth?.id ?? null));
    },
  );

  app.post(
    '/auctions/:id/bids',
    {
      onRequest: app.authenticate,
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        summary:
          'Bid (optionally with a hidden maximum the server bids up to). A bid in the last 5 minutes extends the end; 409 while the listing is not on the market',
        params,
        body: ZBidRequest,
        response: { 200: ok(ZBidResponse) },
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
