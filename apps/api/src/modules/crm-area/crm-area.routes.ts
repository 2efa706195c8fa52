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
import { fails, ok, okData, withExample } from '../../lib/reply.ts';
import { authRepository } from '../auth/auth.repository.ts';
import { getHolder, listHolders, setSharing, type CrmAreaDeps } from './crm-area.service.ts';

const tags = ['crmArea'];
const HOLDERS = [
  ['agencies', 'agency', 'Agency'],
  ['agents', 'agent', 'Agent'],
] as const satisfies readonly (readonly [string, TCrmHolderRole, string])[];

/** The CRM area of a customer (decision 038): every route takes the CRM session only. */
export const crmAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: CrmAreaDeps = { db: app.database.db };
  const onRequest = app.requireCrmSession;

  app.get(
    '/crm-area/holders',
    {
      onRequest,
      schema: {
        operationId: 'crmArea.listHolders',
        tags,
        summary:
          "The agencies and independent agents that keep CRM records about the signed-in customer (matched by e-mail), by name, with each one's sharing status",
        response: { 200: ok(ZCrmHolderList) },
      },
    },
    async (request) => okData(await listHolders(deps, request.auth!.row)),
  );

  for (const [path, role, noun] of HOLDERS) {
    app.get(
      `/crm-area/${path}/:id`,
      {
        onRequest,
        schema: {
          operationId: `crmArea.get${noun}`,
          tags,
          summary: `An ${role} that holds records about the customer: its public details and the records it keeps, per kind (404 when it holds none)`,
          params: ZIdParams,
          response: { 200: ok(ZCrmHolderDetail), ...fails(404) },
        },
      },
      async (request) => okData(await getHolder(deps, request.auth!.row, role, request.params.id)),
    );

    app.put(
      `/crm-area/${path}/:id/sharing`,
      {
        onRequest,
        schema: {
          operationId: `crmArea.set${noun}Sharing`,
          tags,
          summary: `Stop (false) or enable (true) sharing with an ${role}: while stopped, it and its people answer as if the customer's records did not exist. Idempotent`,
          params: ZIdParams,
          body: withExample(ZCrmSharingRequest, { sharing: false }),
          response: { 200: ok(ZCrmHolder), ...fails(404) },
        },
      },
      async (request) =>
        okData(await setSharing(deps, request.auth!.row, role, request.params.id, request.body.sharing)),
    );
  }

  app.post(
    '/crm-area/logout',
    {
      onRequest,
      schema: {
        operationId: 'crmArea.logout',
        tags,
        summary: 'Sign out of the CRM area: the CRM token stops working',
        response: { 200: ok(ZMessageResponse) },
      },
    },
    async (request) => {
      await authRepository(app.database.db).revokeSession(request.auth!.sessionId);
      return okData({ message: 'You are logged out.' });
    },
  );
};
