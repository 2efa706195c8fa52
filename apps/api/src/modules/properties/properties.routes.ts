import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMessageResponse } from '@immora/shared/auth';
import { ZContactRequest, ZPropertyDetail, ZPropertyIdParams } from '@immora/shared/properties';
import type { Mailer } from '../../lib/mail.ts';
import { ok, okData, withExample } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { usersRepository } from '../users/users.repository.ts';
import { propertiesRepository } from './properties.repository.ts';
import { contactAdvertiser, countView, propertyDetail } from './properties.service.ts';
import { listingCosts } from './listing-costs.ts';
import { ZCostsQuery, ZListingCosts } from '@immora/shared/costs/costs-schema';

export const propertyRoutes =
  (mailer: Mailer): FastifyPluginAsyncZod =>
  async (app) => {
    const route = declareRoutes(app);
    const deps = {
      repo: propertiesRepository(app.database.db),
      users: usersRepository(app.database.db),
      mailer,
      publicUrl: app.config.PUBLIC_URL,
      signals: app.trustSignals,
    };

    route.get(
      '/properties/:id',
      {
        id: 'properties.get',
        summary: 'A published listing: photos, facts, price history, days on the market, contact, similar listings',
        params: ZPropertyIdParams,
        response: { 200: ok(ZPropertyDetail) },
        fails: [404],
      },
      async (request) => okData(await propertyDetail(deps, request.params.id)),
    );

    route.get(
      '/properties/:id/costs',
      {
        id: 'properties.costs',
        summary:
          "What buying (duties, notary, mortgage deed, monthly payment) or renting (deposit, first payment) the listing costs, with the visitor's assumptions",
        params: ZPropertyIdParams,
        querystring: ZCostsQuery,
        response: { 200: ok(ZListingCosts) },
        fails: [404],
      },
      async (request) => okData(await listingCosts(deps.repo, request.params.id, request.query)),
    );

    route.post(
      '/properties/:id/views',
      {
        id: 'properties.countView',
        summary: 'Count one view of the listing page',
        params: ZPropertyIdParams,
        response: { 200: ok(z.object({ counted: z.boolean() })) },
        fails: [404],
        config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      },
      async (request) => okData(await countView(deps, request.params.id)),
    );

    route.post(
      '/properties/:id/contact',
      {
        id: 'properties.contact',
        summary: "Send a message to the listing's agent or owner (a lead); 5 per 10 minutes per client",
        guard: app.identify,
        params: ZPropertyIdParams,
        body: withExample(ZContactRequest, {
          name: 'Lotte Peeters',
          email: 'lotte.peeters@example.be',
          phone: '+32 475 91 82 73',
          message: 'Hello, is the house still available? I would like to visit it on Saturday morning.',
        }),
        response: { 201: ok(ZMessageResponse) },
        fails: [404],
        config: { rateLimit: { max: 5, timeWindow: 10 * 60_000 } },
      },
      async (request, reply) => {
        const result = await contactAdvertiser(deps, {
          id: request.params.id,
          input: request.body,
          senderId: request.auth?.id ?? null,
        });
        return reply.status(201).send(okData(result));
      },
    );
  };
