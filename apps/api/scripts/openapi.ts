// Writes the OpenAPI document, generated from the routes' zod schemas, to docs/openapi.json.
// It is committed so that a change of contract shows in review; a test fails when it is stale.
import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { fromPglite, pgliteOptions } from '../src/db/client.ts';
import { apiRoot } from '../src/db/paths.ts';

export const OPENAPI_FILE = join(apiRoot(), '..', '..', 'docs', 'openapi.json');

const dataDir = mkdtempSync(join(tmpdir(), 'immora-openapi-'));
const config = loadConfig({ DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'silent' });
const database = fromPglite(await PGlite.create(pgliteOptions()));
const app = await buildApp({ config, database, logger: false });
await app.ready();
writeFileSync(OPENAPI_FILE, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(`wrote ${OPENAPI_FILE}`);
