import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSubscriptionStatus } from '@immora/shared/auth';
import { ok, okData } from '../../lib/reply.ts';
import { subscriptionsRepository } from './subscriptions.repository.ts';

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = subscriptionsRepository(app.database.db);
  app.get(
    '/subscription-histories/status',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'subscriptions.status',
        tags: ['subscriptions'],
        summary: 'Whether the signed-in user has an active subscription now, and until when',
        response: { 200: ok(ZSubscriptionStatus) },
      },
    },
    async (request) => {
      const status = await repo.status(request.auth!.id);
      return okData({
        isActive: status.isActive,
        expiresAt: status.expiresAt?.toISOString() ?? null,
        planName: status.planName,
      });
    },
  );
};
