import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, fromPool, type Database } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { PgliteBridge } from '../src/db/pglite-bridge.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * An isolated, migrated database for one test file: a PGlite loaded from the migrated
 * template, in its worker thread as the app runs it (decision 065), or — with TEST_DATABASE_URL —
 * a new PostgreSQL database copied from the migrated template database (global-setup.ts) and
 * dropped afterwards (its `url` for other processes).
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  return createDatabaseOn(onPostgres ? 'postgres' : 'pglite');
}

let emptyDump: Promise<Blob> | null = null;

/** A new PGlite costs seconds (initdb): an empty one is loaded from a dump, made once. */
function emptyPglite(): Promise<Blob> {
  const file = inject('pgliteEmptyTemplate');
  if (file) return Promise.resolve(new Blob([readFileSync(file)]));
  emptyDump ??= (async () => {
    const client = await PgliteBridge.create();
    const dump = await client.dumpDataDir('none');
    await client.close();
    return dump;
  })();
  return emptyDump;
}

/**
 * A database of `engine` whatever the suite runs on (tests that move data between engines;
 * PostgreSQL needs TEST_DATABASE_URL): migrated, or with `empty` nothing in it at all.
 */
export async function createDatabaseOn(
  engine: 'pglite' | 'postgres',
  opts: { empty?: boolean } = {},
): Promise<Database & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (engine === 'pglite') {
    if (!url && !opts.empty) {
      const template = readFileSync(inject('pgliteTemplate'));
      return fromPglite(await PgliteBridge.create({ loadDataDir: template }));
    }
    const empty = new Uint8Array(await (await emptyPglite()).arrayBuffer());
    const database = fromPglite(await PgliteBridge.create({ loadDataDir: empty }));
    if (!opts.empty) await migrate(database);
    return database;
  }
  if (!url) throw new Error('A PostgreSQL test database needs TEST_DATABASE_URL');
  const name = `immora_test_${randomBytes(6).toString('hex')}`;
  // Migrated: a copy of the suite's template database; empty: a new database.
  const template = opts.empty ? '' : ` TEMPLATE ${inject('postgresTemplate')}`;
  await adminQuery(url, `CREATE DATABASE ${name}${template}`);
  const target = databaseUrl(url, name);
  const pool = new pg.Pool({ connectionString: target, max: 20 });
  // DROP DATABASE … WITH (FORCE) below ends connections that may still be closing.
  pool.on('error', () => undefined);
  const database = fromPool(pool);
  return {
    ...database,
    url: target,
    close: async () => {
      await database.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
