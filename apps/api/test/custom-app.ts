import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import type { TestContext } from './app.ts';
import { createTestDatabase } from './database.ts';

/**
 * Like createTestApp, with more choices: a logger, routes a test registers before ready() (to try
 * a preHandler such as requireSubscription), and a database to share with another test app
 * (a second configuration costs no second database; closing this app leaves it open).
 */
export async function createCustomTestApp(
  opts: {
    env?: Record<string, string>;
    database?: Database;
    routes?: (app: FastifyInstance) => void | Promise<void>;
    /** Fastify logger options (a `stream` to capture what is logged); no logger by default. */
    logger?: object;
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'immora-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED: 'none',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    ACCOUNT_MAIL_SECONDS: '0',
    ALERTS_INTERVAL_SECONDS: '0',
    CREDITS_EXPIRY_SECONDS: '0',
    RETENTION_SWEEP_SECONDS: '0',
    ACCOUNT_ERASURE_SWEEP_SECONDS: '0',
    ESTIMATE_SWEEP_SECONDS: '0',
    MARKET_SWEEP_SECONDS: '0',
    TRUST_SIGNAL_SWEEP_SECONDS: '0',
    ...opts.env,
  });
  const database = opts.database ?? (await createTestDatabase());
  const app = await buildApp({ config, database, logger: opts.logger ?? false });
  await opts.routes?.(app);
  await app.ready();
  return {
    app,
    database,
    dataDir,
    close: async () => {
      await app.close();
      if (!opts.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
