import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAssignLicenceRequest, ZLicenceAgentParams, ZLicenceSummary, ZMyLicence } from '@immora/shared/licences';
import { fails, ok, okData, withExample } from '../../lib/reply.ts';
import { licencesRepository } from './licences.repository.ts';
import { assignLicence, licenceSummary, unassignLicence } from './licences.service.ts';

const tags = ['licences'];

/** An agency's licences (spec 2 §2: my licences, assign licence); the agency-licenses page is gated. */
export const licenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = licencesRepository(app.database.db);
  const agency = [app.requireRole('agency'), app.requireSubscription];

  app.get(
    '/licences',
    {
      onRequest: agency,
      schema: {
        operationId: 'licences.summary',
        tags,
        summary: 'My licences: seats bought with my active plans, assigned and available, and my agents with theirs',
        response: { 200: ok(ZLicenceSummary) },
      },
    },
    async (request) => okData(await licenceSummary(repo, request.auth!.id)),
  );

  app.post(
    '/licences',
    {
      onRequest: agency,
      schema: {
        operationId: 'licences.assign',
        tags,
        summary: 'Give one of my agents a licence; 409 when every seat is taken or the agent has one',
        body: withExample(ZAssignLicenceRequest, { agentId: '6f1c2f9e-2b7a-4c53-9a51-0c2f3f7f2a10' }),
        response: { 201: ok(ZLicenceSummary), ...fails(404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(okData(await assignLicence(repo, request.auth!.id, request.body.agentId))),
  );

  app.delete(
    '/licences/:agentId',
    {
      onRequest: agency,
      schema: {
        operationId: 'licences.unassign',
        tags,
        summary: "Take back an agent's licence: the seat is free again",
        params: ZLicenceAgentParams,
        response: { 200: ok(ZLicenceSummary), ...fails(404) },
      },
    },
    async (request) => okData(await unassignLicence(repo, request.auth!.id, request.params.agentId)),
  );

  app.get(
    '/licences/mine',
    {
      onRequest: app.requireRole('individual'),
      schema: {
        operationId: 'licences.mine',
        tags,
        summary: 'My licence as an agent (for my profile): the agency that gave it and when, or null',
        response: { 200: ok(ZMyLicence) },
      },
    },
    async (request) => {
      const licence = await repo.ofAgent(request.auth!.id);
      return okData(licence && { agencyName: licence.agencyName, assignedAt: licence.assignedAt.toISOString() });
    },
  );
};
