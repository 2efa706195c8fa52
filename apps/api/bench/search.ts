// npm run bench:search [-- --listings 100000 --seconds 10 --rounds 3 --connections 10 --reuse --scenario "map box" --out docs/performance.md --section bench:search]
// Seeds N synthetic listings into the configured database (DATABASE_URL, else a scratch PGlite;
// with --reuse, keeps the listings of an earlier run when there are N of them),
// then measures, for five typical searches, the HTTP API under autocannon and the same query
// run by the repository alone (no HTTP), at the same concurrency, in alternating rounds; each
// figure is the median of the rounds'. Prints p50/p97.5/p99, requests per second and the API/SQL
// ratio, and writes them with the command, machine and load average
// into the marked section of docs/performance.md (`--out -` prints only). Safe to re-run: its
// rows carry the code prefix BENCH-.
import autocannon from 'autocannon';
import { parseArgs } from 'node:util';
import { ZPropertySearchQuery } from '@immora/shared/properties';
import { buildApp } from '../src/app.ts';
import { searchRepository } from '../src/modules/search/search.repository.ts';
import { benchCommand, markdownTable, measuredAt, writeBenchReport } from '../../../scripts/lib/bench-report.ts';
import { openBenchDatabase } from './bench-database.ts';
import { loadLine, machineLine } from './machine.ts';
import { SCENARIOS } from './scenarios.ts';
import { benchListingCount, seedBenchListings } from './seed-listings.ts';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    scenario: { type: 'string' },
    connections: { type: 'string', default: '10' },
    reuse: { type: 'boolean', default: false },
    out: { type: 'string', default: 'docs/performance.md' },
    section: { type: 'string', default: 'bench:search' },
  },
});
const listings = Number(values.listings);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const connections = Number(values.connections);

const loadAtStart = loadLine();
const { config, database } = await openBenchDatabase();
const engine =
  database.kind === 'postgres'
    ? `PostgreSQL ${(await database.query<{ server_version: string }>('show server_version'))[0]?.server_version.split(' ')[0]}`
    : 'PGlite';
const reused = values.reuse && (await benchListingCount(database)) === listings;
if (reused) {
  console.log(`database: ${database.kind}; reusing ${listings.toLocaleString('en')} listings`);
  // The state a fresh seed leaves (statistics for indexes a migration may just have added).
  await database.query('VACUUM ANALYZE properties, property_search_docs');
} else {
  console.log(`database: ${database.kind}; seeding ${listings.toLocaleString('en')} listings…`);
  const seeded = await seedBenchListings(database, listings);
  console.log(`seeded in ${(seeded.ms / 1000).toFixed(1)} s`);
}

const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address() as { port: number };
const repo = searchRepository(database.db);

// autocannon reports p97.5, not p95: both sides are read at p97.5 (stricter than the p95 target),
// so the API/SQL ratio compares the same percentile.
type Figures = { p50: number; p975: number; p99: number; rps: number };

async function measureApi(query: Record<string, string>): Promise<Figures> {
  const url = `http://127.0.0.1:${address.port}/api/properties?${new URLSearchParams(query)}`;
  // The load generator runs in a worker thread so it does not share the server's event loop.
  const result = await autocannon({ url, connections, duration: seconds, workers: 1 });
  if (result.non2xx > 0) throw new Error(`${result.non2xx} non-2xx answers for ${url}`);
  return {
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    rps: result.requests.average,
  };
}

async function measureSql(query: Record<string, string>): Promise<Figures> {
  const parsed = ZPropertySearchQuery.parse(query);
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        await repo.search(parsed);
        times.push(performance.now() - t);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p975: at(0.975), p99: at(0.99), rps: times.length / seconds };
}

const f = (n: number) => n.toFixed(1).padStart(7);
console.log(
  `\n${connections} concurrent clients, ${seconds} s per measurement, medians of ${rounds} rounds; latency in ms, p97.5 on both sides`,
);
console.log(
  'scenario                     |   API p50   p97.5     p99   req/s |   SQL p50   p97.5     p99   req/s | API/SQL p97.5',
);
// autocannon reports whole milliseconds; the repository's own timings keep one decimal.
const ms = (n: number) => n.toFixed(1);
const perSecond = (n: number) => Math.round(n).toLocaleString('en');
/**
 * Each figure's median over the rounds: on a shared 2-core machine one 10 s measurement's tail
 * moves with whatever else ran during it, and the two sides are measured at different times.
 */
function medians(list: Figures[]): Figures {
  const median = (pick: (f: Figures) => number) => list.map(pick).sort((a, b) => a - b)[list.length >> 1]!;
  return {
    p50: median((f) => f.p50),
    p975: median((f) => f.p975),
    p99: median((f) => f.p99),
    rps: median((f) => f.rps),
  };
}

const rows: (string | number)[][] = [];
for (const [name, query] of SCENARIOS) {
  if (values.scenario && values.scenario !== name) continue;
  await measureApi(query); // warm-up pass for caches and JIT
  const apiRounds: Figures[] = [];
  const sqlRounds: Figures[] = [];
  for (let round = 0; round < rounds; round++) {
    apiRounds.push(await measureApi(query));
    sqlRounds.push(await measureSql(query));
  }
  const api = medians(apiRounds);
  const sqlOnly = medians(sqlRounds);
  const ratio = (api.p975 / sqlOnly.p975).toFixed(2);
  console.log(
    `${name.padEnd(28)} | ${f(api.p50)} ${f(api.p975)} ${f(api.p99)} ${f(api.rps)} | ${f(sqlOnly.p50)} ${f(sqlOnly.p975)} ${f(sqlOnly.p99)} ${f(sqlOnly.rps)} | ${ratio}`,
  );
  rows.push([
    name,
    api.p50,
    api.p975,
    api.p99,
    perSecond(api.rps),
    ms(sqlOnly.p50),
    ms(sqlOnly.p975),
    ms(sqlOnly.p99),
    perSecond(sqlOnly.rps),
    ratio,
  ]);
}
await app.close();
await database.close();

const command = benchCommand('bench:search', process.argv.slice(2));
const report = `Measured ${measuredAt(new Date())} UTC by \`${command}\` on ${engine} (${machineLine()}; load ${loadAtStart} at the start, ${loadLine()} at the end): ${listings.toLocaleString('en')} listings (${reused ? 'reused' : 'seeded'}), ${connections} concurrent clients, ${seconds} s per measurement, each figure the median of ${rounds} alternating rounds (API, then the query alone); latency in ms, p97.5 on both sides.

${markdownTable(
  [
    'scenario',
    'API p50',
    'API p97.5',
    'API p99',
    'API req/s',
    'SQL p50',
    'SQL p97.5',
    'SQL p99',
    'SQL req/s',
    'API/SQL p97.5',
  ],
  rows,
)}`;
await writeBenchReport(values.out, values.section, report);
