import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

/**
 * The benchmarks' configuration and migrated database: DATABASE_URL, else a scratch PGlite
 * (DATA_DIR to keep it); `kind` picks one of the two when both are wanted. Answers with the
 * engine's name for reports ("PostgreSQL 15.20", "PGlite").
 */
export async function openBenchDatabase(kind?: 'pglite' | 'postgres') {
  const env = { ...process.env };
  if (kind === 'pglite') delete env.DATABASE_URL;
  if (kind === 'postgres' && !env.DATABASE_URL) throw new Error('PostgreSQL needs DATABASE_URL');
  const config = loadConfig({
    ...env,
    DATA_DIR: env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'immora-bench-')),
    SEED: 'none',
    LOG_LEVEL: 'silent',
    PORT: '0',
    // The benches run the sweeps they measure themselves; a node's own would run during a measurement.
    ESTIMATE_SWEEP_SECONDS: '0',
    MARKET_SWEEP_SECONDS: '0',
    TRUST_SIGNAL_SWEEP_SECONDS: '0',
  });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await migrate(database);
  const engine =
    database.kind === 'postgres'
      ? `PostgreSQL ${(await database.query<{ server_version: string }>('show server_version'))[0]?.server_version.split(' ')[0]}`
      : 'PGlite';
  return { config, database, engine };
}
