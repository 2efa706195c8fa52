import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPlan, ZPlanQuery } from '@immora/shared/plans';
import { ok, okData } from '../../lib/reply.ts';
import { plansRepository } from './plans.repository.ts';
import { listPlans } from './plans.service.ts';

export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = plansRepository(app.database.db);

  app.get(
    '/plans',
    {
      schema: {
        operationId: 'plans.list',
        tags: ['plans'],
        summary: 'Membership plans of an audience (individual, agency or pseller) with monthly and yearly prices',
        querystring: ZPlanQuery,
        response: { 200: ok(z.array(ZPlan)) },
      },
    },
    async (request) => okData(await listPlans({ repo, audience: request.query.audience })),
  );
};
