import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDashboardStats } from '@immora/shared/dashboards';
import { ok, okData } from '../../lib/reply.ts';
import { dashboardsRepository } from './dashboards.repository.ts';
import { dashboardStats } from './dashboards.service.ts';

/** The figures of the working areas' homes (spec 2 §2). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = dashboardsRepository(app.database.db);

  app.get(
    '/dashboard/stats',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'dashboards.stats',
        tags: ['dashboards'],
        summary:
          "My home's figures: saved searches and favourites; for agents, private sellers and agencies their listings (all, published), views and leads; for an agency its agents",
        response: { 200: ok(ZDashboardStats) },
      },
    },
    async (request) => okData(await dashboardStats({ repo, user: request.auth! })),
  );
};
