import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginated } from '@immora/shared/api';
import { ZAgentListItem, ZAgentListQuery, ZAgentProfile, ZIdParams } from '@immora/shared/professionals';
import { fails, ok, okData } from '../../lib/reply.ts';
import { agentsRepository } from './agents.repository.ts';
import { getAgent, listAgents } from './agents.service.ts';

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = agentsRepository(app.database.db);

  app.get(
    '/agents',
    {
      schema: {
        operationId: 'professionals.listAgents',
        tags: ['professionals'],
        summary: 'Directory of agents, searchable by name or agency and by city',
        querystring: ZAgentListQuery,
        response: { 200: ok(paginated(ZAgentListItem)) },
      },
    },
    async (request) => okData(await listAgents({ repo, query: request.query })),
  );

  app.get(
    '/agents/:id',
    {
      schema: {
        operationId: 'professionals.getAgent',
        tags: ['professionals'],
        summary: "An agent's public profile with their newest published listings",
        params: ZIdParams,
        response: { 200: ok(ZAgentProfile), ...fails(404) },
      },
    },
    async (request) => okData(await getAgent({ repo, id: request.params.id })),
  );
};
