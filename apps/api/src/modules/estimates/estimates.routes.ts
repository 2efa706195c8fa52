import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEstimate, ZEstimateInput } from '@immora/shared/estimates';
import { ZPropertyIdParams } from '@immora/shared/properties';
import { ok, okData, withExample } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { estimatesRepository } from './estimates.repository.ts';
import { estimateListing, estimateProperty } from './estimates.service.ts';

/**
 * The price estimate from comparable listings (issue 34, decision 068): public, rate-limited per
 * client (ESTIMATE_LIMIT a minute). The sweep that sizes its adjustments is registered in app.ts.
 */
export const estimateRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const repo = estimatesRepository(app.database.db);
  const deps = { repo, geocoder: app.geocoder, log: app.log };
  const limit = { rateLimit: { max: app.config.ESTIMATE_LIMIT, timeWindow: 60_000 } };

  route.post(
    '/estimates',
    {
      id: 'estimates.create',
      summary:
        "A property's estimate from comparable listings: figure, range, confidence and the comparables with their adjustments",
      body: withExample(ZEstimateInput, {
        address: 'Rue Américaine 25, 1060 Saint-Gilles',
        category: 'apartments',
        transaction: 'sale',
        livingArea: 85,
        bedrooms: 2,
        bathrooms: 1,
        epcLabel: 'C',
        yearBuilt: 1930,
        garden: false,
        parking: false,
      }),
      response: { 200: ok(ZEstimate) },
      fails: [502],
      config: limit,
    },
    async (request) => okData(await estimateProperty(deps, request.body)),
  );

  route.get(
    '/properties/:id/estimate',
    {
      id: 'estimates.forListing',
      summary:
        'The estimate of a public listing from the other listings (its own price left out); no figure for auctions and rooms, with the reason',
      params: ZPropertyIdParams,
      response: { 200: ok(ZEstimate) },
      fails: [404],
      config: limit,
    },
    async (request) => okData(await estimateListing(deps, request.params.id)),
  );
};
