import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDataExport, ZDataExportParams, ZDataExports } from '@immora/shared/data-exports';
import { ok, okData } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { dataExportsRepository } from './data-exports.repository.ts';
import { listExports, openDownload, requestExport, TooSoon } from './data-exports.service.ts';

/** 'Download my data' (issue 32, decision 063): ask for the zip, see its state, download it while it is valid. */
export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const deps = { exports: dataExportsRepository(app.database.db), files: app.privateFiles };

  route.post(
    '/users/me/export',
    {
      id: 'accounts.requestDataExport',
      summary: 'Ask for a copy of all my data (one zip, built in the background, e-mailed when ready)',
      description:
        'Answers 202 with the queued export. At most one a day: a second request within 24 hours answers 429, with the time to wait in the message, in `error.fields.retryAfter` (ISO 8601) and in the Retry-After header.',
      guard: app.authenticate,
      response: { 202: ok(ZDataExport) },
      fails: [429],
    },
    async (request, reply) => {
      const now = new Date();
      try {
        return reply.code(202).send(okData(await requestExport(deps, request.auth!.id, now)));
      } catch (err) {
        if (err instanceof TooSoon) reply.header('retry-after', String(err.seconds(now)));
        throw err;
      }
    },
  );

  route.get(
    '/users/me/export',
    {
      id: 'accounts.listDataExports',
      summary: 'My data exports (queued, building, ready, failed, expired), newest first, and when I may ask again',
      guard: app.authenticate,
      response: { 200: ok(ZDataExports) },
    },
    async (request) => okData(await listExports(deps, request.auth!.id)),
  );

  route.get(
    '/users/me/export/:id/download',
    {
      id: 'accounts.downloadDataExport',
      summary: 'Download one of my data exports (a zip) while its link works (7 days)',
      description: "application/zip. Another user's export is 404, an expired one 410, one not built yet 409.",
      guard: app.authenticate,
      params: ZDataExportParams,
      fails: [404, 409, 410],
    },
    async (request, reply) => {
      const { stream, row } = await openDownload(deps, request.auth!.id, request.params.id);
      const day = row.createdAt.toISOString().slice(0, 10);
      // The zip, not the JSON envelope: sent through the untyped reply, as the invoice PDFs are.
      return (reply as FastifyReply)
        .type('application/zip')
        .header('content-disposition', `attachment; filename="immora-data-${day}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
};
