import type { Config } from './config.ts';
import type { Database } from './db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}
