import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, fromPool, pgliteOptions, type Database } from '../src/db/client.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * An isolated, migrated database for one test file: a PGlite loaded from the migrated
 * template, or — with TEST_DATABASE_URL — a new PostgreSQL database copied from the migrated
 * template database (global-setup.ts) and dropped afterwards (its `url` for other processes).
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const template = readFileSync(inject('pgliteTemplate'));
    const client = await PGlite.create(pgliteOptions({ loadDataDir: new Blob([template]) }));
    return fromPglite(client);
  }
  const name = `immora_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
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
