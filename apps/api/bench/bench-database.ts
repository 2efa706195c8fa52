import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

/** The benchmarks' configuration and migrated database: DATABASE_URL, else a scratch PGlite. */
export async function openBenchDatabase() {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'immora-bench-')),
    SEED: 'none',
    LOG_LEVEL: 'silent',
    PORT: '0',
  });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await migrate(database);
  return { config, database };
}
