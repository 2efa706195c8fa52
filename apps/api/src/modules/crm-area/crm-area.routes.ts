import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCrmHolder,
  ZCrmHolderDetail,
  ZCrmHolderList,
  ZCrmSharingRequest,
  type TCrmHolderRole,
} from '@immora/shared/crm-area';
import { ZMessageResponse } from '@immora/shared/auth';
import { ZIdParams } from '@immora/shared/professionals';
import { ok, okData, withExample } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { authRepository } from '../auth/auth.repository.ts';
import { getHolder, listHolders, setSharing, type CrmAreaDeps } from './crm-area.service.ts';

const HOLDERS = [
  ['agencies', 'agency', 'Agency'],
  ['agents', 'agent', 'Agent'],
] as const satisfies readonly (readonly [string, TCrmHolderRole, string])[];

/** The CRM area of a customer (decision 038): every route takes the CRM session only. */
export const crmAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const deps: CrmAreaDeps = { db: app.database.db };
  const guard = app.requireCrmSession;

  route.get(
    '/crm-area/holders',
    {
      id: 'crmArea.listHolders',
      summary:
        "The agencies and independent agents that keep CRM records about the signed-in customer (matched by e-mail), by name, with each one's sharing status",
      guard,
      response: { 200: ok(ZCrmHolderList) },
    },
    async (request) => okData(await listHolders(deps, request.auth!.row)),
  );

  for (const [path, role, noun] of HOLDERS) {
    route.get(
      `/crm-area/${path}/:id`,
      {
        id: `crmArea.get${noun}`,
        summary: `An ${role} that holds records about the customer: its public details and the records it keeps, per kind (404 when it holds none)`,
        guard,
        params: ZIdParams,
        response: { 200: ok(ZCrmHolderDetail) },
        fails: [404],
      },
      async (request) => okData(await getHolder(deps, request.auth!.row, role, request.params.id)),
    );

    route.put(
      `/crm-area/${path}/:id/sharing`,
      {
        id: `crmArea.set${noun}Sharing`,
        summary: `Stop (false) or enable (true) sharing with an ${role}: while stopped, it and its people answer as if the customer's records did not exist. Idempotent`,
        guard,
        params: ZIdParams,
        body: withExample(ZCrmSharingRequest, { sharing: false }),
        response: { 200: ok(ZCrmHolder) },
        fails: [404],
      },
      async (request) =>
        okData(await setSharing(deps, request.auth!.row, role, request.params.id, request.body.sharing)),
    );
  }

  route.post(
    '/crm-area/logout',
    {
      id: 'crmArea.logout',
      summary: 'Sign out of the CRM area: the CRM token stops working',
      guard,
      response: { 200: ok(ZMessageResponse) },
    },
    async (request) => {
      await authRepository(app.database.db).revokeSession(request.auth!.sessionId);
      return okData({ message: 'You are logged out.' });
    },
  );
};
