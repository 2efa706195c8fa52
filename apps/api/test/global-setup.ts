import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { fromPglite } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { PgliteBridge } from '../src/db/pglite-bridge.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** A dump of a PGlite with nothing in it (restores into an empty database); '' on PostgreSQL. */
    pgliteEmptyTemplate: string;
  }
}

/**
 * Opening a fresh PGlite costs ~2 s and ~1 GB; loading a dump of one costs ~0.5 s. So the
 * suite migrates one database once and each test file starts from a copy of its dump.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'immora-template-'));
  const file = join(dir, 'migrated.tar');
  const empty = join(dir, 'empty.tar');
  if (!process.env.TEST_DATABASE_URL) {
    // Migrated through the worker, as the app migrates (decision 065).
    const client = await PgliteBridge.create();
    writeFileSync(empty, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await migrate(fromPglite(client));
    const dump = await client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await client.close();
  }
  project.provide('pgliteTemplate', file);
  project.provide('pgliteEmptyTemplate', process.env.TEST_DATABASE_URL ? '' : empty);
  return () => rmSync(dir, { recursive: true, force: true });
}
