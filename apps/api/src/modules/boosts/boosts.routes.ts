import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBoostPlan, ZBoostRequest, ZBoostResponse, ZCreditSummary } from '@immora/shared/credits';
import { ZPropertyIdParams } from '@immora/shared/properties';
import { fails, ok, okData } from '../../lib/reply.ts';
import { creditsRepository } from '../credits/credits.repository.ts';
import { subscriptionsRepository } from '../subscriptions/subscriptions.repository.ts';
import { boostListing } from './boosts.service.ts';

const PUBLISHERS = ['pseller', 'individual', 'agency'] as const;

export const boostRoutes: FastifyPluginAsyncZod = async (app) => {
  const credits = creditsRepository(app.database.db);
  const subscriptions = subscriptionsRepository(app.database.db);

  app.get(
    '/boost-plans',
    {
      schema: {
        operationId: 'boosts.plans',
        tags: ['boosts'],
        summary: 'Boost plans: name, duration, credits required, description',
        response: { 200: ok(z.array(ZBoostPlan)) },
      },
    },
    async () =>
      okData(
        (await credits.boostPlans()).map((p) => ({
          id: p.id,
          _id: p.id,
          code: p.code,
          name: p.name,
          durationDays: p.durationDays,
          credits: p.credits,
          description: p.description,
        })),
      ),
  );

  app.get(
    '/credits',
    {
      onRequest: app.requireRole(...PUBLISHERS),
      schema: {
        operationId: 'credits.summary',
        tags: ['credits'],
        summary: 'My credits: total received, remaining, used, current plan, latest movements',
        response: { 200: ok(ZCreditSummary) },
      },
    },
    async (request) => {
      const userId = request.auth!.id;
      const [summary, ledger, status] = await Promise.all([
        credits.summary(userId),
        credits.ledger(userId),
        subscriptions.status(userId),
      ]);
      return okData({
        ...summary,
        currentPlan: status.isActive ? status.planName : null,
        ledger: ledger.map((l) => ({
          id: l.id,
          delta: l.delta,
          reason: l.reason,
          note: l.note,
          createdAt: l.createdAt.toISOString(),
        })),
      });
    },
  );

  app.post(
    '/properties/:id/boost',
    {
      onRequest: [app.requireRole(...PUBLISHERS), app.requireSubscription],
      schema: {
        operationId: 'boosts.boostListing',
        tags: ['boosts'],
        summary: 'Boost my published listing with credits (409 when the credits do not suffice)',
        params: ZPropertyIdParams,
        body: ZBoostRequest,
        response: { 200: ok(ZBoostResponse), ...fails(404, 409) },
      },
    },
    async (request) =>
      okData(
        await boostListing(app.database.db, {
          userId: request.auth!.id,
          propertyId: request.params.id,
          planId: request.body.planId,
        }),
      ),
  );
};
