import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginated } from '@immora/shared/api';
import { ZAgencyListItem, ZAgencyListQuery, ZAgencyProfile, ZIdParams } from '@immora/shared/professionals';
import { fails, ok, okData } from '../../lib/reply.ts';
import { agenciesRepository } from './agencies.repository.ts';
import { getAgency, listAgencies } from './agencies.service.ts';

export const agencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = agenciesRepository(app.database.db);

  app.get(
    '/agencies',
    {
      schema: {
        operationId: 'professionals.listAgencies',
        tags: ['professionals'],
        summary: 'Directory of agencies, searchable by name and by city',
        querystring: ZAgencyListQuery,
        response: { 200: ok(paginated(ZAgencyListItem)) },
      },
    },
    async (request) => okData(await listAgencies({ repo, query: request.query })),
  );

  app.get(
    '/agencies/:id',
    {
      schema: {
        operationId: 'professionals.getAgency',
        tags: ['professionals'],
        summary: "An agency's public profile with its agents and newest published listings",
        params: ZIdParams,
        response: { 200: ok(ZAgencyProfile), ...fails(404) },
      },
    },
    async (request) => okData(await getAgency({ repo, id: request.params.id })),
  );
};
