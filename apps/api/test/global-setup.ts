import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPool } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { PgliteBridge } from '../src/db/pglite-bridge.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** A dump of a PGlite with nothing in it (restores into an empty database); '' on PostgreSQL. */
    pgliteEmptyTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Opening a fresh PGlite costs ~2 s and ~1 GB; loading a dump of one costs ~0.5 s. So the
 * suite migrates one database once and each test file starts from a copy of its dump.
 * On PostgreSQL (TEST_DATABASE_URL) likewise: one database is migrated here and each test file
 * gets `CREATE DATABASE … TEMPLATE` of it (0.6 s where migrating took 7.3 s, both at load 17).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  const dir = mkdtempSync(join(tmpdir(), 'immora-template-'));
  const file = join(dir, 'migrated.tar');
  const empty = join(dir, 'empty.tar');
  project.provide('pgliteTemplate', file);
  project.provide('pgliteEmptyTemplate', url ? '' : empty);
  if (url) {
    // Its own name: other runs on the same server have their own template.
    const name = `immora_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name}`);
    // Two connections: migrate() holds one for its lock and runs the migrations on the other.
    const pool = new pg.Pool({ connectionString: databaseUrl(url, name), max: 2 });
    const drop = async () => {
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dir, { recursive: true, force: true });
    };
    try {
      await migrate(fromPool(pool));
    } catch (error) {
      await pool.end();
      await drop();
      throw error;
    }
    // A template must have no open connection while it is copied.
    await pool.end();
    project.provide('postgresTemplate', name);
    return drop;
  }
  // Migrated through the worker, as the app migrates (decision 065).
  const client = await PgliteBridge.create();
  writeFileSync(empty, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await migrate(fromPglite(client));
  const dump = await client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
