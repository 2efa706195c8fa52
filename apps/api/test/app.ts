import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase } from './database.ts';

export type TestContext = { app: FastifyInstance; database: Database; dataDir: string; close: () => Promise<void> };

/** The real app over an isolated database, for `app.inject` tests. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'immora-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED: 'none',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    AUCTION_SWEEP_SECONDS: '0',
    ACCOUNT_MAIL_SECONDS: '0',
    ALERTS_INTERVAL_SECONDS: '0',
    CREDITS_EXPIRY_SECONDS: '0',
    RETENTION_SWEEP_SECONDS: '0',
    DATA_EXPORT_SECONDS: '0',
    ACCOUNT_ERASURE_SWEEP_SECONDS: '0',
    ESTIMATE_SWEEP_SECONDS: '0',
    MARKET_SWEEP_SECONDS: '0',
    TRUST_SIGNAL_SWEEP_SECONDS: '0',
    ...env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
