import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAgencyAgent,
  ZAgencyAgentsQuery,
  ZAgentCreateRequest,
  ZAgentRequest,
  ZAgentRequestDecision,
  ZAgentRequestsQuery,
  ZAgentUpdateRequest,
  ZAssignedProperty,
  ZAssignRequest,
  ZJoinRequestState,
  ZUnassignedProperty,
  ZUnassignedQuery,
} from '@immora/shared/agency-team';
import { listPage } from '@immora/shared/list-query';
import { ZIdParams } from '@immora/shared/professionals';
import { z } from 'zod';
import { ok, okData, withExample } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import type { AuthDeps } from '../auth/auth.service.ts';
import { addAgent, getAgent, kickOutAgent, listAgents, updateAgent } from './agency-agents.service.ts';
import { agencyAgentsRepository } from './agency-agents.repository.ts';
import { agentRequestsRepository } from './agent-requests.repository.ts';
import { decideRequest, joinState, listRequests, requestToJoin } from './agent-requests.service.ts';
import { unassignedPropertiesRepository } from './unassigned-properties.repository.ts';
import { assignProperty, listUnassigned } from './unassigned-properties.service.ts';
import { readerLanguage } from '../../lib/reader-language.ts';

/**
 * An agency's team (decision 030): its agents, the requests of independent agents to join it, and
 * its listings no agent handles yet. Every /agency route is the agency's own (role agency, an
 * active subscription, like its pages); another agency's agent, request or listing is 404.
 */
export const agencyTeamRoutes =
  (deps: AuthDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const route = declareRoutes(app);
    const db = app.database.db;
    const agentDeps = { ...deps, db, agents: agencyAgentsRepository(db), events: app.events };
    const requestDeps = { db, requests: agentRequestsRepository(db), mailer: deps.mailer };
    const propertyDeps = { db, properties: unassignedPropertiesRepository(db) };
    const agency = [app.requireRole('agency'), app.requireSubscription];

    route.get(
      '/agency/agents',
      {
        id: 'agency.listAgents',
        summary: "The agency's agents: by last name by default; search a name, e-mail or phone",
        guard: agency,
        querystring: ZAgencyAgentsQuery,
        response: { 200: ok(listPage(ZAgencyAgent)) },
      },
      async (request) => okData(await listAgents(agentDeps, request.auth!.id, request.query)),
    );

    route.post(
      '/agency/agents',
      {
        id: 'agency.addAgent',
        summary:
          "Create an agent's account linked to the agency; the agent receives a link to verify the address, then signs in (an address in use is 409)",
        guard: agency,
        body: withExample(ZAgentCreateRequest, {
          firstName: 'Ines',
          lastName: 'Claes',
          email: 'ines.claes@example.be',
          phoneNumber: '0475918273',
          password: 'Schelde-2026',
        }),
        response: { 201: ok(ZAgencyAgent) },
        fails: [409],
      },
      async (request, reply) =>
        reply.status(201).send(okData(await addAgent(agentDeps, request.auth!.row, request.body))),
    );

    route.get(
      '/agency/agents/:id',
      {
        id: 'agency.getAgent',
        summary: 'One of the agency’s agents (the edit form)',
        guard: agency,
        params: ZIdParams,
        response: { 200: ok(ZAgencyAgent) },
        fails: [404],
      },
      async (request) => okData(await getAgent(agentDeps, request.auth!.id, request.params.id)),
    );

    route.patch(
      '/agency/agents/:id',
      {
        id: 'agency.updateAgent',
        summary: "Change the names and phone of one of the agency's agents",
        guard: agency,
        params: ZIdParams,
        body: ZAgentUpdateRequest,
        response: { 200: ok(ZAgencyAgent) },
        fails: [404],
      },
      async (request) => okData(await updateAgent(agentDeps, request.auth!.id, request.params.id, request.body)),
    );

    route.delete(
      '/agency/agents/:id',
      {
        id: 'agency.kickOutAgent',
        summary:
          "Kick an agent out: the account stays; its link to the agency, its licence and its places in the agency's group chats go and the listings assigned to it become unassigned, in one transaction",
        guard: agency,
        params: ZIdParams,
        response: { 200: ok(z.object({ id: z.string() })) },
        fails: [404],
      },
      async (request) => okData(await kickOutAgent(agentDeps, request.auth!.id, request.params.id)),
    );

    route.get(
      '/agency/agent-requests',
      {
        id: 'agency.listAgentRequests',
        summary: 'Requests of independent agents to join the agency: newest first; filter by status, search a name',
        guard: agency,
        querystring: ZAgentRequestsQuery,
        response: { 200: ok(listPage(ZAgentRequest)) },
      },
      async (request) => okData(await listRequests(requestDeps, request.auth!.id, request.query)),
    );

    route.patch(
      '/agency/agent-requests/:id',
      {
        id: 'agency.decideAgentRequest',
        summary:
          'Accept (the agent joins the agency) or reject a pending request; the agent is told by e-mail. A decided request, or an agent who joined another agency meanwhile, is 409',
        guard: agency,
        params: ZIdParams,
        body: withExample(ZAgentRequestDecision, { status: 'accepted' }),
        response: { 200: ok(ZAgentRequest) },
        fails: [404, 409],
      },
      async (request) => okData(await decideRequest(requestDeps, request.auth!.id, request.params.id, request.body)),
    );

    route.get(
      '/agencies/:id/join-request',
      {
        id: 'agency.joinRequestState',
        summary: 'Whether I (an independent agent) can ask to join this agency, and my latest request to it',
        guard: app.authenticate,
        params: ZIdParams,
        response: { 200: ok(ZJoinRequestState) },
        fails: [404],
      },
      async (request) => okData(await joinState(requestDeps, request.auth!.row, request.params.id)),
    );

    route.post(
      '/agencies/:id/join-request',
      {
        id: 'agency.requestToJoin',
        summary:
          'An independent agent asks to join the agency (one pending request per agency; an agent already in an agency is 409)',
        guard: app.requireRole('individual'),
        params: ZIdParams,
        response: { 201: ok(ZJoinRequestState) },
        fails: [404, 409],
      },
      async (request, reply) =>
        reply.status(201).send(okData(await requestToJoin(requestDeps, request.auth!.row, request.params.id))),
    );

    route.get(
      '/agency/unassigned-properties',
      {
        id: 'agency.listUnassigned',
        summary: "The agency's listings no agent handles: newest first; search a title, code or city",
        guard: agency,
        querystring: ZUnassignedQuery,
        response: { 200: ok(listPage(ZUnassignedProperty)) },
      },
      async (request, reply) =>
        okData(await listUnassigned(propertyDeps, request.auth!.id, request.query, readerLanguage(request, reply))),
    );

    route.put(
      '/agency/properties/:id/agent',
      {
        id: 'agency.assignProperty',
        summary:
          "Give one of the agency's listings to one of its agents, who then handles its appointments (another agency's listing or agent is 404)",
        guard: agency,
        params: ZIdParams,
        body: ZAssignRequest,
        response: { 200: ok(ZAssignedProperty) },
        fails: [404],
      },
      async (request) => okData(await assignProperty(propertyDeps, request.auth!.id, request.params.id, request.body)),
    );
  };
