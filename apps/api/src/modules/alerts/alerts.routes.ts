import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAlertSetting, ZAlertSettingRequest, ZUnsubscribeParams, ZUnsubscribeResult } from '@immora/shared/alerts';
import { SAVED_SEARCH_MESSAGES } from '@immora/shared/saved-searches';
import { ok, okData, withExample } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { seekerAccess } from '../favourites/seeker-access.ts';
import { alertsRepository } from './alerts.repository.ts';
import { priceDropAlert, setPriceDropAlert, setSavedSearchAlert, unsubscribe } from './alerts.service.ts';

const setting = withExample(ZAlertSettingRequest, { frequency: 'instant' });

/**
 * Alert settings of seekers (the owners of saved searches and favourites) and the one-click
 * unsubscribe links of alert e-mails, which need no session (decision 024).
 */
export const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const deps = { repo: alertsRepository(app.database.db) };
  const guard = seekerAccess(app);
  // RFC 8058: mail clients POST 'List-Unsubscribe=One-Click' as a form; only these routes read forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  route.patch(
    '/saved-searches/:id/alert',
    {
      id: 'alerts.setSavedSearch',
      summary: 'E-mail me new listings matching one of my saved searches: off, instant or daily',
      guard,
      params: z.object({ id: z.uuid({ error: SAVED_SEARCH_MESSAGES.notFound }) }),
      body: setting,
      response: { 200: ok(ZAlertSetting) },
      fails: [404],
    },
    async (request) =>
      okData(
        await setSavedSearchAlert(deps, {
          userId: request.auth!.id,
          savedSearchId: request.params.id,
          frequency: request.body.frequency,
        }),
      ),
  );

  route.get(
    '/alerts/price-drops',
    {
      id: 'alerts.priceDrops',
      summary: 'How I am told when one of my favourites gets cheaper',
      guard,
      response: { 200: ok(ZAlertSetting) },
    },
    async (request) => okData(await priceDropAlert(deps, request.auth!.id)),
  );

  route.patch(
    '/alerts/price-drops',
    {
      id: 'alerts.setPriceDrops',
      summary: 'E-mail me when one of my favourites gets cheaper: off, instant or daily',
      guard,
      body: setting,
      response: { 200: ok(ZAlertSetting) },
    },
    async (request) =>
      okData(await setPriceDropAlert(deps, { userId: request.auth!.id, frequency: request.body.frequency })),
  );

  const unsubscribeDeps = { ...deps, secret: app.config.JWT_SECRET };
  for (const method of ['get', 'post'] as const) {
    route[method](
      '/alerts/unsubscribe/:token',
      {
        id: method === 'get' ? 'alerts.unsubscribe' : 'alerts.unsubscribeOneClick',
        summary:
          method === 'get'
            ? "Turn off the alert of an e-mail's link, without signing in (idempotent)"
            : 'One-click unsubscribe (RFC 8058 List-Unsubscribe-Post), without signing in',
        params: ZUnsubscribeParams,
        response: { 200: ok(ZUnsubscribeResult) },
        fails: [404],
        config: { noStore: true },
      },
      async (request) => okData(await unsubscribe(unsubscribeDeps, request.params.token)),
    );
  }
};
