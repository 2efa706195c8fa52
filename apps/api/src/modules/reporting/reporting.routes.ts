import { csvStream } from '../../lib/csv-stream.ts';
import { readerLanguage } from '../../lib/reader-language.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZReport, ZReportExportQuery, ZReportQuery } from '@immora/shared/reporting';
import { reportCsvName } from '@immora/shared/reporting-csv';
import { ok, okData } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';
import { reportingRepository } from './reporting.repository.ts';
import { report, reportCsv } from './reporting.service.ts';

/**
 * Reporting (issue 15, decision 033): agents and agencies, with a subscription, see the views,
 * leads and viewings of the listings they work on over a period of Belgian days.
 */
export const reportingRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);
  const deps = { repo: reportingRepository(app.database.db) };
  const guards = [app.requireRole('individual', 'agency'), app.requireSubscription];

  route.get(
    '/reporting',
    {
      id: 'reporting.get',
      summary:
        'My report over a period (from/to are Belgian days, both counted, at most 366): totals, a series per day, week or month, per listing and, for an agency, per agent; optionally one listing or one agent (403 when not mine)',
      guard: guards,
      querystring: ZReportQuery,
      response: { 200: ok(ZReport) },
    },
    async (request, reply) =>
      okData(
        await report(deps, { user: request.auth!, query: request.query, language: readerLanguage(request, reply) }),
      ),
  );

  route.get(
    '/reporting/export',
    {
      id: 'reporting.export',
      summary:
        "My report's breakdown per listing (or, for an agency, per agent) over the period as a CSV file: English headers, UTF-8 with a BOM",
      guard: guards,
      querystring: ZReportExportQuery,
    },
    async (request, reply) => {
      const language = readerLanguage(request, reply);
      const records = reportCsv(deps, { user: request.auth!, query: request.query, language });
      // Read up to its first record before answering, so a refused filter is a 403, not a broken file.
      const body = await csvStream(records);
      const { breakdown, from, to } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${reportCsvName(breakdown, from, to)}"`)
        .send(body);
    },
  );
};
