import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZNewsletterSubscribeRequest, ZNewsletterSubscribeResponse } from '@immora/shared/newsletter';
import { ok, okData, withExample } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { newsletterRepository } from './newsletter.repository.ts';
import { subscribe } from './newsletter.service.ts';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const repo = newsletterRepository(app.database.db);
  route.post(
    '/newsletter',
    {
      id: 'newsletter.subscribe',
      summary: 'Subscribe an e-mail address to the newsletter (409 when already subscribed)',
      body: withExample(ZNewsletterSubscribeRequest, { email: 'lotte.peeters@example.be', language: 'nl' }),
      response: {
        201: ok(ZNewsletterSubscribeResponse, {
          email: 'lotte.peeters@example.be',
          subscribedAt: '2026-11-25T10:00:00.000Z',
        }),
      },
      fails: [409],
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const data = await subscribe({ repo, email: request.body.email, language: request.body.language });
      return reply.status(201).send(okData(data));
    },
  );
};
