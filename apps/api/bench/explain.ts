// npm run bench:explain [-- --scenario "map box" --runs 200 --cpu 300]
// Prints PostgreSQL's plan (EXPLAIN ANALYZE, BUFFERS) of the one statement each benchmark search
// runs, against the listings `npm run bench:search` left in DATABASE_URL (or a scratch PGlite);
// with --runs N, first the median planning and execution times of N runs, one at a time; with
// --cpu N, the CPU time one statement costs, run N times one at a time as the API runs it:
// this process's (for PGlite, the engine's thread is in it) plus, on PostgreSQL, its backends'.
// Unlike latency, it hardly moves with whatever else shares the machine.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ZPropertySearchQuery } from '@immora/shared/properties';
import { searchRepository } from '../src/modules/search/search.repository.ts';
import { openBenchDatabase } from './bench-database.ts';
import { SCENARIOS } from './scenarios.ts';
import { benchListingCount } from './seed-listings.ts';

const { values } = parseArgs({
  options: {
    scenario: { type: 'string' },
    runs: { type: 'string', default: '0' },
    cpu: { type: 'string', default: '0' },
  },
});
const runs = Number(values.runs);
const cpuRuns = Number(values.cpu);
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

/** CPU ms used so far by this process and (PostgreSQL) the database's client backends. */
async function cpuSoFar() {
  const own = process.cpuUsage();
  let backends = 0;
  if (database.kind === 'postgres') {
    const pids = await database.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
    );
    const tick = 10; // ms per clock tick (USER_HZ 100)
    for (const { pid } of pids) {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      backends += (Number(fields[11]) + Number(fields[12])) * tick;
    }
  }
  return { own: (own.user + own.system) / 1000, backends };
}

/** CPU ms per statement over `count` runs, one at a time, through the database's own query path. */
async function cpuPerStatement(statement: { sql: string; params: unknown[] }, count: number) {
  for (let i = 0; i < 20; i++) await database.query(statement.sql, statement.params);
  const before = await cpuSoFar();
  const began = performance.now();
  for (let i = 0; i < count; i++) await database.query(statement.sql, statement.params);
  const wall = performance.now() - began;
  const after = await cpuSoFar();
  const own = (after.own - before.own) / count;
  const backends = (after.backends - before.backends) / count;
  return `CPU ${(own + backends).toFixed(2)} ms a statement (this process ${own.toFixed(2)} ms${
    database.kind === 'postgres' ? `, PostgreSQL's backends ${backends.toFixed(2)} ms` : ''
  }; wall ${(wall / count).toFixed(2)} ms; ${count} runs)`;
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
  if (cpuRuns) {
    console.log(`${await cpuPerStatement(statement, cpuRuns)}\n`);
    continue;
  }
  console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
}
await database.close();
