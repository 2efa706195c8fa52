// npm run bench:explain [-- --scenario "map box" --runs 200]
// Prints PostgreSQL's plan (EXPLAIN ANALYZE, BUFFERS) of the one statement each benchmark search
// runs, against the listings `npm run bench:search` left in DATABASE_URL (or a scratch PGlite);
// with --runs N, first the median planning and execution times of N runs, one at a time.
import { parseArgs } from 'node:util';
import { ZPropertySearchQuery } from '@immora/shared/properties';
import { searchRepository } from '../src/modules/search/search.repository.ts';
import { openBenchDatabase } from './bench-database.ts';
import { SCENARIOS } from './scenarios.ts';
import { benchListingCount } from './seed-listings.ts';

const { values } = parseArgs({ options: { scenario: { type: 'string' }, runs: { type: 'string', default: '0' } } });
const runs = Number(values.runs);
const { database } = await openBenchDatabase();
const listings = await benchListingCount(database);
console.log(`database: ${database.kind}; ${listings.toLocaleString('en')} benchmark listings`);
if (!listings) console.log('(none: run `npm run bench:search` first for plans worth reading)');

/** Planning and execution times (ms) of `runs` executions, from EXPLAIN's summary. */
async function timings(statement: { sql: string; params: unknown[] }, count: number) {
  const times = { planning: [] as number[], execution: [] as number[] };
  for (let i = 0; i < count; i++) {
    const rows = await database.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, SUMMARY, TIMING OFF) ${statement.sql}`,
      statement.params,
    );
    for (const { 'QUERY PLAN': line } of rows) {
      const [, what, ms] = /^(Planning|Execution) Time: ([\d.]+) ms/.exec(line) ?? [];
      if (what) times[what === 'Planning' ? 'planning' : 'execution'].push(Number(ms));
    }
  }
  return times;
}

function medianTimes(times: { planning: number[]; execution: number[] }) {
  const median = (list: number[]) => list.sort((a, b) => a - b)[list.length >> 1]!.toFixed(3);
  return `planning ${median(times.planning)} ms, execution ${median(times.execution)} ms`;
}

const repo = searchRepository(database.db);
for (const [name, query] of SCENARIOS) {
  if (values.scenario && values.scenario !== name) continue;
  const statement = await repo.statement(ZPropertySearchQuery.parse(query));
  // Twice: the first run warms the caches; the second is the one printed.
  const explain = `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`;
  await database.query(explain, statement.params);
  const plan = await database.query<{ 'QUERY PLAN': string }>(explain, statement.params);
  console.log(`\n=== ${name} (${new URLSearchParams(query)})\n`);
  if (runs) console.log(`${medianTimes(await timings(statement, runs))} (medians of ${runs} runs)\n`);
  console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
}
await database.close();
