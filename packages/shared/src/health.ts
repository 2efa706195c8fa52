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
