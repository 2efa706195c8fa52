// npm run bench:estimate [-- --listings 100000 --reuse --keep-fit --sample 2000 --salt '' --seconds 10 --connections 10 --out docs/performance.md --section bench:estimate]
// The price estimate (decision 068) measured on the configured database (DATABASE_URL, else a
// scratch PGlite in DATA_DIR or a temporary folder). With --listings N, first seeds N benchmark
// listings priced by the price model (seed-listings.ts, decision 071; --reuse keeps an earlier
// run's N); without it, uses the listings already there (the demo seed's, say).
// 1. Runs the adjustments' sweep (every cell, as one node would); --keep-fit keeps an earlier
//    run's fit instead (latency only: `--keep-fit --sample 0`).
// 2. Leave-one-out backtest: a sample of public sale and rent listings (all of them up to
//    --sample, else a deterministic sample; --salt S draws another one), each estimated from the other listings with its own
//    price hidden (GET /api/properties/{id}/estimate's path, without HTTP): median absolute
//    percentage error, share of asking prices inside the range, share with no figure, by
//    transaction and type.
// 3. Latency of POST /api/estimates at --connections clients for --seconds (autocannon; bodies
//    made from sampled listings' facts): p50, p90, p95, p99. --seconds 0 skips it (accuracy only,
//    on a machine too busy to time anything).
// Writes the tables with the command, machine and load average into the marked section of
// docs/performance.md (`--out -` prints only).
import { parseArgs } from 'node:util';
import { ESTIMATE_CATEGORIES } from '@immora/shared/estimates';
import { buildApp } from '../src/app.ts';
import { sweepEstimateAdjustments } from '../src/modules/estimates/adjustment-sweep.ts';
import { estimatesRepository } from '../src/modules/estimates/estimates.repository.ts';
import { estimateListing } from '../src/modules/estimates/estimates.service.ts';
import { benchCommand, markdownTable, measuredAt, writeBenchReport } from '../../../scripts/lib/bench-report.ts';
import { estimateBodies } from './estimate-bodies.ts';
import { LATENCY_HEAD, latencyRow, measureLatency } from './http-latency.ts';
import { loadLine, machineLine } from './machine.ts';
import { LISTINGS_BENCH_OPTIONS, openListingsBench } from './listings-bench.ts';

const { values } = parseArgs({
  options: {
    ...LISTINGS_BENCH_OPTIONS,
    'keep-fit': { type: 'boolean', default: false },
    sample: { type: 'string', default: '2000' },
    salt: { type: 'string', default: '' },
    connections: { type: 'string', default: '10' },
    section: { type: 'string', default: 'bench:estimate' },
  },
});
const sampleSize = Number(values.sample);
const seconds = Number(values.seconds);
const connections = Number(values.connections);

// --help prints the comment at the top of this file.
const { config, database, engine, data, loadAtStart } = await openListingsBench(import.meta.url, values);
const [{ total }] = (await database.query<{ total: number }>(
  `SELECT count(*)::int AS total FROM properties WHERE status IN ('published', 'active')`,
)) as [{ total: number }];

// 1. The sweep, every cell due (a fresh fit).
if (!values['keep-fit']) await database.query('UPDATE estimate_adjustments SET fitted_at = NULL, claimed_at = NULL');
const repo = estimatesRepository(database.db);
const sweepStart = performance.now();
const cells = await sweepEstimateAdjustments({ repo });
const sweepMs = performance.now() - sweepStart;
const fitted = await database.query<{
  transaction: string;
  comparable_group: string;
  region: string;
  sample_size: number;
}>(
  `SELECT transaction, comparable_group, region, sample_size FROM estimate_adjustments WHERE coefficients IS NOT NULL ORDER BY 1, 2, 3`,
);
console.log(`sweep: ${cells} cells in ${(sweepMs / 1000).toFixed(1)} s, ${fitted.length} with coefficients`);

// 2. Leave-one-out backtest.
type Listing = { id: string; type: 'sale' | 'rent'; category: string; price_cents: number };
const sample = await database.query<Listing>(
  `SELECT id, type::text AS type, category::text AS category, price_cents FROM properties
   WHERE status IN ('published', 'active') AND type IN ('sale', 'rent') AND category = ANY($1::category[]) AND area_m2 >= 10
   ORDER BY md5(id::text || $3) LIMIT $2`,
  [`{${ESTIMATE_CATEGORIES.join(',')}}`, sampleSize, values.salt],
);
const silent = { warn: () => undefined } as never;
const deps = {
  repo,
  geocoder: { kind: 'builtin', search: async () => [], reverse: async () => null } as never,
  log: silent,
};
type Outcome = { listing: Listing; ape: number | null; inside: boolean };
const outcomes: Outcome[] = [];
const backtestStart = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: 4 }, async () => {
    while (next < sample.length) {
      const listing = sample[next++]!;
      const result = await estimateListing(deps, listing.id);
      const price = Number(listing.price_cents) / 100;
      outcomes.push({
        listing,
        ape: result.estimate === null ? null : Math.abs(result.estimate - price) / price,
        inside: result.range !== null && result.range.low <= price && price <= result.range.high,
      });
    }
  }),
);
const backtestMs = performance.now() - backtestStart;

const median = (list: number[]) => {
  if (!list.length) return NaN;
  const s = [...list].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const pct = (x: number) => (Number.isNaN(x) ? '—' : `${(x * 100).toFixed(1)} %`);
function summary(label: string[], list: Outcome[]) {
  const estimated = list.filter((o) => o.ape !== null);
  return [
    ...label,
    list.length,
    pct(median(estimated.map((o) => o.ape!))),
    pct(estimated.length ? estimated.filter((o) => o.inside).length / estimated.length : NaN),
    pct(list.filter((o) => o.inside).length / list.length),
    pct((list.length - estimated.length) / list.length),
  ];
}
const groups = new Map<string, Outcome[]>();
for (const o of outcomes) {
  const key = `${o.listing.type}|${o.listing.category}`;
  groups.set(key, [...(groups.get(key) ?? []), o]);
}
const rows = [
  ...[...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, list]) => summary(key.split('|'), list)),
  summary(
    ['sale', 'all'],
    outcomes.filter((o) => o.listing.type === 'sale'),
  ),
  summary(
    ['rent', 'all'],
    outcomes.filter((o) => o.listing.type === 'rent'),
  ),
  summary(['**all**', ''], outcomes),
];
const head = [
  'transaction',
  'type',
  'listings',
  'median abs. error',
  'in range (of estimated)',
  'in range (of all)',
  'no figure',
];
console.log(`\nbacktest: ${outcomes.length} listings in ${(backtestMs / 1000).toFixed(1)} s`);
console.log(markdownTable(head, rows));

// 3. Latency of POST /api/estimates (the report's paragraph), unless --seconds 0.
async function measureEstimates() {
  const bodies = await estimateBodies(database);
  const app = await buildApp({
    config: { ...config, ESTIMATE_LIMIT: 1_000_000_000, ESTIMATE_SWEEP_SECONDS: 0 },
    database,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const requests = bodies.map((body) => ({
    method: 'POST' as const,
    path: '/api/estimates',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }));
  const latency = await measureLatency(origin, requests, connections, seconds);
  await app.close();
  console.log(
    `POST /api/estimates: p50 ${latency.p50} ms, p90 ${latency.p90} ms, p97.5 ${latency.p975} ms, p99 ${latency.p99} ms`,
  );
  return `POST /api/estimates at ${connections} concurrent clients for ${seconds} s (bodies from 500 sampled listings' facts; latency in ms; autocannon reports p97.5, not p95, so p97.5 bounds p95 from above):

${markdownTable(LATENCY_HEAD, [latencyRow(latency)])}`;
}
const latencyReport =
  seconds > 0
    ? await measureEstimates()
    : 'POST /api/estimates: latency not measured in this run (`--seconds 0`, accuracy only).';
await database.close();

const command = benchCommand('bench:estimate', process.argv.slice(2));
const report = `Measured ${measuredAt(new Date())} UTC by \`${command}\` on ${engine} (${machineLine()}; \`uptime\` load average ${loadAtStart} at the start, ${loadLine()} at the end): ${data}, ${total.toLocaleString('en')} public. The sweep fitted ${cells} cells in ${(sweepMs / 1000).toFixed(1)} s (${fitted.length} with coefficients). ${
  outcomes.length
    ? `Leave-one-out backtest of ${outcomes.length.toLocaleString('en')} listings (${(backtestMs / 1000).toFixed(1)} s): each estimated from the others, its own asking price hidden; the error is |estimate − asking price| / asking price; "in range" is the asking price between the range's low and high.

${markdownTable(head, rows)}`
    : 'No backtest in this run (`--sample 0`).'
}

${latencyReport}`;
await writeBenchReport(values.out!, values.section!, report);
