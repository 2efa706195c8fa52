// npm run bench:explain [-- --scenario "map box"]
// Prints PostgreSQL's plan (EXPLAIN ANALYZE, BUFFERS) of the one statement each benchmark search
// runs, against the listings `npm run bench:search` left in DATABASE_URL (or a scratch PGlite).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SEARCH_COUNT_LIMIT, ZPropertySearchQuery } from '@immora/shared/properties';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { cityNameLookup } from '../src/modules/search/city-names.ts';
import { searchStatement } from '../src/modules/search/search.statement.ts';
import { SCENARIOS } from './scenarios.ts';
import { benchListingCount } from './seed-listings.ts';

const { values } = parseArgs({ options: { scenario: { type: 'string' } } });
const config = loadConfig({
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'immora-bench-')),
  SEED: 'none',
  LOG_LEVEL: 'silent',
});
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrate(database);
const listings = await benchListingCount(database);
console.log(`database: ${database.kind}; ${listings.toLocaleString('en')} benchmark listings`);
if (!listings) console.log('(none: run `npm run bench:search` first for plans worth reading)');

const cityNames = cityNameLookup(database.db);
for (const [name, query] of SCENARIOS) {
  if (values.scenario && values.scenario !== name) continue;
  const q = ZPropertySearchQuery.parse(query);
  const names = q.city ? await cityNames(q.city) : [];
  const statement = searchStatement(q, { cityNames: names, countLimit: SEARCH_COUNT_LIMIT });
  // Twice: the first run warms the caches; the second is the one printed.
  const explain = `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`;
  await database.query(explain, statement.params);
  const plan = await database.query<{ 'QUERY PLAN': string }>(explain, statement.params);
  console.log(`\n=== ${name} (${new URLSearchParams(query)})\n`);
  console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
}
await database.close();
