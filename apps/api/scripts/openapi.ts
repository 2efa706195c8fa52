// Writes the OpenAPI document, generated from the routes' zod schemas, to docs/openapi.json, and
// the types of a client generated from it (openapi-client-types.ts). Both are committed so that a
// change of contract shows in review; tests fail when either is stale.
import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { fromPglite, pgliteOptions } from '../src/db/client.ts';
import { clientTypes, CLIENT_TYPES_FILE, OPENAPI_FILE } from './openapi-client-types.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'immora-openapi-'));
const config = loadConfig({ DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'silent' });
const database = fromPglite(await PGlite.create(pgliteOptions()));
const app = await buildApp({ config, database, logger: false });
await app.ready();
const document = app.swagger();
writeFileSync(OPENAPI_FILE, `${JSON.stringify(document, null, 2)}\n`);
writeFileSync(CLIENT_TYPES_FILE, await clientTypes(document));
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(`wrote ${OPENAPI_FILE} and ${CLIENT_TYPES_FILE}`);
