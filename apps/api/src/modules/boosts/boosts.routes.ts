import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBoostPlan, ZBoostRequest, ZBoostResponse, ZCreditSummary } from '@immora/shared/credits';
import { ZPropertyIdParams } from '@immora/shared/properties';
import { ok, okData } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { creditsRepository } from '../credits/credits.repository.ts';
import { subscriptionsRepository } from '../subscriptions/subscriptions.repository.ts';
import { boostListing } from './boosts.service.ts';

const PUBLISHERS = ['pseller', 'individual', 'agency'] as const;

export const boostRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const credits = creditsRepository(app.database.db);
  const subscriptions = subscriptionsRepository(app.database.db);

  route.get(
    '/boost-plans',
    {
      id: 'boosts.plans',
      summary: 'Boost plans: name, duration, credits required, description',
      response: { 200: ok(z.array(ZBoostPlan)) },
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

  route.get(
    '/credits',
    {
      id: 'credits.summary',
      summary: 'My credits: total received, remaining, used, current plan, latest movements',
      guard: app.requireRole(...PUBLISHERS),
      response: { 200: ok(ZCreditSummary) },
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

  route.post(
    '/properties/:id/boost',
    {
      id: 'boosts.boostListing',
      summary: 'Boost my published listing with credits (409 when the credits do not suffice)',
      guard: [app.requireRole(...PUBLISHERS), app.requireSubscription],
      params: ZPropertyIdParams,
      body: ZBoostRequest,
      response: { 200: ok(ZBoostResponse) },
      fails: [404, 409],
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
