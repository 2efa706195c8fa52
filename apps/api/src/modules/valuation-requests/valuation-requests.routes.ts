import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZValuationProfessionals,
  ZValuationProfessionalsQuery,
  ZValuationRequest,
  ZValuationRequestResult,
} from '@immora/shared/valuation-requests';
import type { Mailer } from '../../lib/mail.ts';
import { ok, okData, withExample } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { subscriptionsRepository } from '../subscriptions/subscriptions.repository.ts';
import { valuationRequestsRepository } from './valuation-requests.repository.ts';
import { requestValuation, shortList } from './valuation-requests.service.ts';

/** Valuation requests under the public estimate (decision 070): public, limited per client. */
export const valuationRequestRoutes =
  (mailer: Mailer): FastifyPluginAsyncZod =>
  async (app) => {
    const route = declareRoutes(app);
    const deps = {
      db: app.database.db,
      repo: valuationRequestsRepository(app.database.db),
      subscriptions: subscriptionsRepository(app.database.db),
      geocoder: app.geocoder,
      mailer,
      publicUrl: app.config.PUBLIC_URL,
    };

    route.get(
      '/valuation-requests/professionals',
      {
        id: 'valuationRequests.professionals',
        summary:
          'The municipality at a point and up to 5 agents or agencies with a subscription and the most public listings there; 30 a minute per client',
        querystring: ZValuationProfessionalsQuery,
        response: { 200: ok(ZValuationProfessionals) },
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      },
      async (request) => okData(await shortList(deps, request.query.lat, request.query.lon)),
    );

    route.post(
      '/valuation-requests',
      {
        id: 'valuationRequests.create',
        summary:
          "Ask one agent or agency of the property's municipality for a free valuation: a CRM lead (Selling, Website) with the estimate, e-mails to both; 5 per hour per client",
        body: withExample(ZValuationRequest, {
          facts: {
            latitude: 50.8467,
            longitude: 4.3525,
            category: 'apartments',
            transaction: 'sale',
            livingArea: 85,
            bedrooms: 2,
            bathrooms: 1,
            garden: false,
            parking: true,
          },
          name: 'Lotte Peeters',
          email: 'lotte.peeters@example.be',
          phone: '+32 475 91 82 73',
          consent: true,
          language: 'nl',
        }),
        response: { 201: ok(ZValuationRequestResult) },
        fails: [409, 502],
        config: { rateLimit: { max: 5, timeWindow: 60 * 60_000 } },
      },
      async (request, reply) => reply.status(201).send(okData(await requestValuation(deps, request.body))),
    );
  };
