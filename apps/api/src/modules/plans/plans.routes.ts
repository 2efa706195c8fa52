import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPlan, ZPlanQuery } from '@immora/shared/plans';
import { ok, okData } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { plansRepository } from './plans.repository.ts';
import { listPlans } from './plans.service.ts';

export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const repo = plansRepository(app.database.db);

  route.get(
    '/plans',
    {
      id: 'plans.list',
      summary: 'Membership plans of an audience (individual, agency or pseller) with monthly and yearly prices',
      querystring: ZPlanQuery,
      response: { 200: ok(z.array(ZPlan)) },
    },
    async (request) => okData(await listPlans({ repo, audience: request.query.audience })),
  );
};
