import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZReportRequest, ZReportResult } from '@immora/shared/trust';
import { ok, okData, withExample } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { reportsRepository } from './reports.repository.ts';
import { report } from './reports.service.ts';

/** Reporting a listing or a professional's profile (decision 076): public, limited per client. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const deps = { repo: reportsRepository(app.database.db) };

  route.post(
    '/reports',
    {
      id: 'reports.create',
      summary:
        'Report a public listing or an agent’s or agency’s profile (reason, optional text; guests give an e-mail). One open report per reporter and target (409); 5 per hour per client',
      guard: app.identify,
      body: withExample(ZReportRequest, {
        target: { kind: 'listing', id: '0b6f3f7e-3c1a-4f7e-9a57-2f4f8f1c2d3e' },
        reason: 'scam',
        text: 'The owner asks for a deposit by Western Union before any viewing.',
        email: 'lotte.peeters@example.be',
        language: 'nl',
      }),
      response: { 201: ok(ZReportResult) },
      fails: [404, 409],
      config: { rateLimit: { max: app.config.REPORT_LIMIT, timeWindow: 60 * 60_000 } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(okData(await report(deps, { body: request.body, user: request.auth, clientIp: request.ip }))),
  );
};
