import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@immora/shared/api';
import { ZHealthResponse, ZReadyResponse } from '@immora/shared/health';
import { migrationLevel } from '../../db/migrate.ts';
import { ok, okData } from '../../lib/reply.ts';
import { declareRoutes } from '../../plugins/openapi/declare-routes.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = declareRoutes(app);

  route.get(
    '/health',
    {
      id: 'health.check',
      summary: 'Liveness and database facts: engine, its version, migration level',
      response: { 200: ok(ZHealthResponse) },
    },
    async () => {
      const { database } = app;
      const [row] = await database.query<{ version: string }>("SELECT current_setting('server_version') AS version");
      return okData({
        status: 'ok' as const,
        database: {
          kind: database.kind,
          version: row?.version ?? 'unknown',
          migrations: await migrationLevel(database),
        },
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );

  route.get(
    '/ready',
    {
      id: 'health.ready',
      summary:
        'Readiness: 200 when the database, Redis (when configured) and the file store answer; 503 while shutting down or when one is down',
      description:
        'For load balancers and orchestrators: send this node traffic only while it answers 200. Liveness is GET /api/health. Each dependency gets 2 seconds; the 503 names what is wrong (`shutting down`, `redis is down`…), never hosts or error details, which go to the log.',
      response: { 200: ok(ZReadyResponse) },
      fails: [503],
    },
    async (_request, reply) => {
      const report = await app.readiness.check();
      // A load balancer must see the current state, never a cached one.
      reply.header('cache-control', 'no-store');
      if (!report.ready)
        return reply.status(503).send({
          success: false as const,
          error: { code: ERROR_CODES.unavailable, message: `Not ready: ${report.reason}` },
        });
      return okData({ status: 'ready' as const, checks: report.checks });
    },
  );
};
