import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZClassifiedRequest, ZClassifiedResponse } from '@immora/shared/classifieds';
import { ok, okData } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { placeClassified } from './classifieds.service.ts';
import { marketplaceRole } from '../../lib/staff-refusal.ts';

export const classifiedRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  route.post(
    '/classifieds',
    {
      id: 'classifieds.place',
      summary: 'Place a classified: a listing’s essentials, published at once at its city (sale needs the EPC label)',
      guard: [app.requireRole('pseller', 'individual', 'agency'), app.requireSubscription],
      body: ZClassifiedRequest,
      response: { 201: ok(ZClassifiedResponse) },
      config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
    },
    async (request, reply) => {
      const placed = await placeClassified(app.database.db, {
        userId: request.auth!.id,
        role: marketplaceRole(request.auth!),
        input: request.body,
      });
      // Published at once, without the wizard's legal facts: its fraud signals (decision 078).
      app.trustSignals.listingChanged(placed.id);
      return reply.status(201).send(okData(placed));
    },
  );
};
