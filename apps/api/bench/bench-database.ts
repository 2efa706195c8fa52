import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

/**
 * The benchmarks' configuration and migrated database: DATABASE_URL, else a scratch PGlite
 * (DATA_DIR to keep it); `engine` picks one of the two when both are wanted.
 */
export async function openBenchDatabase(engine?: 'pglite' | 'postgres') {
  const env = { ...process.env };
  if (engine === 'pglite') delete env.DATABASE_URL;
  if (engine === 'postgres' && !env.DATABASE_URL) throw new Error('PostgreSQL needs DATABASE_URL');
  const config = loadConfig({
    ...env,
    DATA_DIR: env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'immora-bench-')),
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
