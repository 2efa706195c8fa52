import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginated } from '@immora/shared/api';
import { ZAgentListItem, ZAgentListQuery, ZAgentProfile, ZIdParams } from '@immora/shared/professionals';
import { ok, okData } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { agentsRepository } from './agents.repository.ts';
import { getAgent, listAgents } from './agents.service.ts';

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const repo = agentsRepository(app.database.db);

  route.get(
    '/agents',
    {
      id: 'professionals.listAgents',
      summary: 'Directory of agents, searchable by name or agency and by city',
      querystring: ZAgentListQuery,
      response: { 200: ok(paginated(ZAgentListItem)) },
    },
    async (request) => okData(await listAgents({ repo, query: request.query })),
  );

  route.get(
    '/agents/:id',
    {
      id: 'professionals.getAgent',
      summary: "An agent's public profile with their newest published listings",
      params: ZIdParams,
      response: { 200: ok(ZAgentProfile) },
      fails: [404],
    },
    async (request) => okData(await getAgent({ repo, id: request.params.id })),
  );
};
