import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZNewsletterSubscribeRequest, ZNewsletterSubscribeResponse } from '@immora/shared/newsletter';
import { ok, okData } from '../../lib/reply.ts';
import { newsletterRepository } from './newsletter.repository.ts';
import { subscribe } from './newsletter.service.ts';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = newsletterRepository(app.database.db);
  app.post(
    '/newsletter',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address to the newsletter (409 when already subscribed)',
        body: ZNewsletterSubscribeRequest,
        response: { 201: ok(ZNewsletterSubscribeResponse) },
      },
    },
    async (request, reply) => {
      const data = await subscribe({ repo, email: request.body.email, language: request.body.language });
      return reply.status(201).send(okData(data));
    },
  );
};
