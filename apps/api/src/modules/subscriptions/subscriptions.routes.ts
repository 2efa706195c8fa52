import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSubscriptionStatus } from '@immora/shared/auth';
import { ZPackageRow } from '@immora/shared/plans';
import { ok, okData } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { myPackages } from './packages.service.ts';
import { packagesRepository } from './packages.repository.ts';
import { subscriptionsRepository } from './subscriptions.repository.ts';

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const repo = subscriptionsRepository(app.database.db);
  route.get(
    '/subscription-histories/status',
    {
      id: 'subscriptions.status',
      summary: 'Whether the signed-in user has an active subscription now, and until when',
      guard: app.authenticate,
      response: { 200: ok(ZSubscriptionStatus) },
    },
    async (request) => {
      const status = await repo.status(request.auth!.id);
      return okData({
        isActive: status.isActive,
        expiresAt: status.expiresAt?.toISOString() ?? null,
        planName: status.planName,
        licensedBy: status.licensedBy,
      });
    },
  );

  const packages = packagesRepository(app.database.db);
  route.get(
    '/subscription-histories',
    {
      id: 'subscriptions.packages',
      summary:
        'My package: my paid periods (package, status, credits, start, expiry, price, purchase date), newest first',
      guard: app.requireRole('individual', 'agency', 'pseller'),
      response: { 200: ok(z.array(ZPackageRow)) },
    },
    async (request) => okData(myPackages(await packages.list(request.auth!.id))),
  );
};
