import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAppealRequest, ZOwnerCase } from '@immora/shared/trust';
import { ZAppealLinkCase, ZAppealLinkQuery } from '@immora/shared/appeal-link';
import { ok, okData } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { appeal, ownerCase } from './appeals.service.ts';
import { appealByLink, readAppealLink, type AppealLinkDeps } from './appeal-link.service.ts';

const ZCaseParams = z.object({ id: z.uuid({ error: 'Case not found' }) });

/**
 * The owner's side of a decision (decision 076): read it, and appeal it once; a suspended owner,
 * who cannot sign in, through the signed link of the suspension e-mail (decision 081).
 */
export const caseRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const db = app.database.db;
  const linkDeps: AppealLinkDeps = { db, secret: app.config.JWT_SECRET, publicUrl: app.config.PUBLIC_URL };

  route.get(
    '/cases/:id',
    {
      id: 'cases.get',
      summary: 'A decision about one of my listings or my account: what, why, and whether I can still appeal',
      guard: app.authenticate,
      params: ZCaseParams,
      response: { 200: ok(ZOwnerCase) },
      fails: [404],
    },
    async (request) => okData(await ownerCase(db, { userId: request.auth!.id, id: request.params.id })),
  );

  route.post(
    '/cases/:id/appeal',
    {
      id: 'cases.appeal',
      summary:
        'Appeal a decision once (owner only): the case goes back into the staff queue as appealed; a second appeal → 409',
      guard: app.authenticate,
      params: ZCaseParams,
      body: ZAppealRequest,
      response: { 200: ok(ZOwnerCase) },
      fails: [404, 409],
    },
    async (request) =>
      okData(await appeal(db, { userId: request.auth!.id, id: request.params.id, text: request.body.text })),
  );

  route.get(
    '/appeals',
    {
      id: 'cases.readAppealLink',
      summary:
        "A suspension e-mail's appeal link (no session): the decision with its reason, the appeal once sent, whether one may still be sent; changes nothing. A link that does not verify → 404, an expired one → 410",
      querystring: ZAppealLinkQuery,
      response: { 200: ok(ZAppealLinkCase) },
      fails: [404, 410],
      config: { noStore: true },
    },
    async (request) => okData(await readAppealLink(linkDeps, request.query.token)),
  );

  route.post(
    '/appeals',
    {
      id: 'cases.appealByLink',
      summary:
        "Appeal a suspension once through the e-mail's link (no session): the case goes back into the staff queue as appealed; a second appeal, or an account no longer suspended → 409",
      querystring: ZAppealLinkQuery,
      body: ZAppealRequest,
      response: { 200: ok(ZAppealLinkCase) },
      fails: [404, 409, 410],
    },
    async (request) => okData(await appealByLink(linkDeps, request.query.token, request.body.text)),
  );
};
