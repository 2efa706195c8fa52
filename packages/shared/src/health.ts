import { z } from 'zod';

export const ZHealthResponse = z.object({
  status: z.literal('ok'),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    version: z.string(),
    migrations: z.object({ applied: z.number().int(), latest: z.string().nullable() }),
  }),
  uptimeSeconds: z.number(),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;

/** GET /api/ready: every dependency the node was configured with answered (decision 042). */
export const ZReadyResponse = z.object({
  status: z.literal('ready'),
  /** database and storage always; redis when REDIS_URL is set. */
  checks: z.record(z.string(), z.literal('ok')),
});
export type TReadyResponse = z.infer<typeof ZReadyResponse>;
