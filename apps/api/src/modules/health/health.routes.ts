import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponse } from '@immora/shared/health';
import { migrationLevel } from '../../db/migrate.ts';
import { ok, okData } from '../../lib/reply.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'health.check',
        tags: ['health'],
        summary: 'Liveness and database facts: engine, its version, migration level',
        response: { 200: ok(ZHealthResponse) },
      },
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
};
