import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginated } from '@immora/shared/api';
import { ZAgencyListItem, ZAgencyListQuery, ZAgencyProfile, ZIdParams } from '@immora/shared/professionals';
import { ok, okData } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { agenciesRepository } from './agencies.repository.ts';
import { getAgency, listAgencies } from './agencies.service.ts';

export const agencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const repo = agenciesRepository(app.database.db);

  route.get(
    '/agencies',
    {
      id: 'professionals.listAgencies',
      summary: 'Directory of agencies, searchable by name and by city',
      querystring: ZAgencyListQuery,
      response: { 200: ok(paginated(ZAgencyListItem)) },
    },
    async (request) => okData(await listAgencies({ repo, query: request.query })),
  );

  route.get(
    '/agencies/:id',
    {
      id: 'professionals.getAgency',
      summary: "An agency's public profile with its agents and newest published listings",
      params: ZIdParams,
      response: { 200: ok(ZAgencyProfile) },
      fails: [404],
    },
    async (request) => okData(await getAgency({ repo, id: request.params.id })),
  );
};
