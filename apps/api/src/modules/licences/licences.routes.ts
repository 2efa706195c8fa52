import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAssignLicenceRequest, ZLicenceAgentParams, ZLicenceSummary, ZMyLicence } from '@immora/shared/licences';
import { ok, okData, withExample } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { licencesRepository } from './licences.repository.ts';
import { assignLicence, licenceSummary, unassignLicence } from './licences.service.ts';

/** An agency's licences (spec 2 §2: my licences, assign licence); the agency-licenses page is gated. */
export const licenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const repo = licencesRepository(app.database.db);
  const agency = [app.requireRole('agency'), app.requireSubscription];

  route.get(
    '/licences',
    {
      id: 'licences.summary',
      summary: 'My licences: seats bought with my active plans, assigned and available, and my agents with theirs',
      guard: agency,
      response: { 200: ok(ZLicenceSummary) },
    },
    async (request) => okData(await licenceSummary(repo, request.auth!.id)),
  );

  route.post(
    '/licences',
    {
      id: 'licences.assign',
      summary: 'Give one of my agents a licence; 409 when every seat is taken or the agent has one',
      guard: agency,
      body: withExample(ZAssignLicenceRequest, { agentId: '6f1c2f9e-2b7a-4c53-9a51-0c2f3f7f2a10' }),
      response: { 201: ok(ZLicenceSummary) },
      fails: [404, 409],
    },
    async (request, reply) =>
      reply.status(201).send(okData(await assignLicence(repo, request.auth!.id, request.body.agentId))),
  );

  route.delete(
    '/licences/:agentId',
    {
      id: 'licences.unassign',
      summary: "Take back an agent's licence: the seat is free again",
      guard: agency,
      params: ZLicenceAgentParams,
      response: { 200: ok(ZLicenceSummary) },
      fails: [404],
    },
    async (request) => okData(await unassignLicence(repo, request.auth!.id, request.params.agentId)),
  );

  route.get(
    '/licences/mine',
    {
      id: 'licences.mine',
      summary: 'My licence as an agent (for my profile): the agency that gave it and when, or null',
      guard: app.requireRole('individual'),
      response: { 200: ok(ZMyLicence) },
    },
    async (request) => {
      const licence = await repo.ofAgent(request.auth!.id);
      return okData(licence && { agencyName: licence.agencyName, assignedAt: licence.assignedAt.toISOString() });
    },
  );
};
