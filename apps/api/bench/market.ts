// npm run bench:market [-- --listings 1000000 --reuse --seconds 10 --connections 1,10 --listed --latency-only --out docs/performance.md --section bench:market]
// The market figures by municipality (decision 074) measured on the configured database
// (DATABASE_URL, else a scratch PGlite in DATA_DIR or a temporary folder). With --listings N,
// first seeds N benchmark listings (seed-listings.ts, the same as bench:search's and
// bench:estimate's; --reuse keeps an earlier run's N); without it, uses the listings already there.
// 1. The sweep from nothing (market_figures and market_sweeps emptied): every municipality, its
//    current month and the 11 before it reconstructed, as one node does it the first time.
// 2. The sweep again with every municipality due: the current month only, as every later sweep.
//    Each with its total and its time per municipality (claim to commit).
// 3. Latency of GET /api/market/{municipality} through the HTTP app, under autocannon at each
//    number of --connections for --seconds, the requests going through every municipality's
//    English, Dutch and French slugs (with --listed, only those of the municipalities with public
//    sale or rent listings): p50, p90, p97.5, p99. --seconds 0 skips it.
// --latency-only skips 1 and 2 and measures 3 on the figures already there (an earlier run's).
// Writes the tables with the command, machine and load average into the marked section of
// docs/performance.md (`--out -` prints only).
import { parseArgs } from 'node:util';
import { marketPath, marketSlug } from '@immora/shared/market';
import { buildApp } from '../src/app.ts';
import { marketRepository, type MarketRepository } from '../src/modules/market/market.repository.ts';
import { sweepMarketFigures } from '../src/modules/market/market-sweep.ts';
import { benchCommand, markdownTable, measuredAt, writeBenchReport } from '../../../scripts/lib/bench-report.ts';
import { LATENCY_HEAD, latencyRow, measureLatency, type Latency } from './http-latency.ts';
import { loadLine, machineLine } from './machine.ts';
import { LISTINGS_BENCH_OPTIONS, openListingsBench } from './listings-bench.ts';

const { values } = parseArgs({
  options: {
    ...LISTINGS_BENCH_OPTIONS,
    connections: { type: 'string', default: '1,10' },
    listed: { type: 'boolean', default: false },
    'latency-only': { type: 'boolean', default: false },
    section: { type: 'string', default: 'bench:market' },
  },
});
const seconds = Number(values.seconds);
const connectionCounts = values.connections.split(',').map(Number);

// --help prints the comment at the top of this file.
const { config, database, engine, data, loadAtStart } = await openListingsBench(import.meta.url, values);

const municipalities = await database.query<{ id: string; name: string; listings: number }>(
  `SELECT c.id, c.name, count(p.id)::int AS listings FROM cities c
   LEFT JOIN properties p ON p.city_id = c.id AND p.status IN ('published', 'active') AND p.type IN ('sale', 'rent')
   GROUP BY c.id, c.name ORDER BY listings DESC, c.name`,
);
const listingsOf = new Map(municipalities.map((m) => [m.id, m]));
const counted = municipalities.reduce((sum, m) => sum + m.listings, 0);

/** The repository with each municipality's time from its claim to its commit noted in `durations`. */
function timedRepository(repo: MarketRepository, durations: Map<string, number>): MarketRepository {
  const claimedAt = new Map<string, number>();
  return {
    ...repo,
    claimDue: async (...args) => {
      const claim = await repo.claimDue(...args);
      if (claim) claimedAt.set(claim.cityId, performance.now());
      return claim;
    },
    save: async (...args) => {
      const saved = await repo.save(...args);
      durations.set(args[0].cityId, performance.now() - claimedAt.get(args[0].cityId)!);
      return saved;
    },
  };
}

/** The nearest-rank percentile `q` (0–1) of `list`. */
const percentile = (list: number[], q: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
};

type Sweep = { label: string; swept: number; ms: number; durations: Map<string, number>; load: string };
async function sweep(label: string): Promise<Sweep> {
  const load = loadLine();
  const durations = new Map<string, number>();
  const started = performance.now();
  const swept = await sweepMarketFigures({ repo: timedRepository(marketRepository(database.db), durations) });
  const ms = performance.now() - started;
  console.log(`${label}: ${swept} municipalities in ${(ms / 1000).toFixed(1)} s`);
  return { label, swept, ms, durations, load };
}

// 1. From nothing; 2. again, every municipality due (its past months are written: the current one only).
async function sweeps() {
  await database.query('DELETE FROM market_figures');
  await database.query('DELETE FROM market_sweeps');
  const first = await sweep('first sweep (12 months reconstructed)');
  await database.query('UPDATE market_sweeps SET swept_at = NULL');
  const later = await sweep('later sweep (current month)');
  return [first, later] as const;
}
const swept = values['latency-only'] ? null : await sweeps();
const [{ rows: figureRows, size }] = (await database.query<{ rows: number; size: string }>(
  `SELECT count(*)::int AS rows, pg_size_pretty(pg_total_relation_size('market_figures')) AS size FROM market_figures`,
)) as [{ rows: number; size: string }];

const s = (ms: number) => (ms / 1000).toFixed(2);
const slowest = (d: Map<string, number>) => {
  const [id, ms] = [...d.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  const m = listingsOf.get(id);
  return `${s(ms)} (${m?.name ?? '—'}, ${(m?.listings ?? 0).toLocaleString('en')} listings)`;
};
const sweepHead = [
  'sweep',
  'municipalities',
  'total s',
  'per municipality p50 s',
  'p95 s',
  'max s (municipality)',
  'load at its start',
];
/** The sweeps' tables: each sweep, then the five municipalities with the most listings. */
function sweepReport([first, later]: readonly [Sweep, Sweep]) {
  const sweepRows = [first, later].map((x) => {
    const each = [...x.durations.values()];
    return [
      x.label,
      x.swept,
      s(x.ms),
      each.length ? s(percentile(each, 0.5)) : '—',
      each.length ? s(percentile(each, 0.95)) : '—',
      slowest(x.durations),
      x.load,
    ];
  });
  console.log(markdownTable(sweepHead, sweepRows));
  const largest = municipalities
    .slice(0, 5)
    .map((m) => [
      m.name,
      m.listings.toLocaleString('en'),
      s(first.durations.get(m.id) ?? 0),
      s(later.durations.get(m.id) ?? 0),
    ]);
  return `${markdownTable(sweepHead, sweepRows)}

The five municipalities with the most listings (seconds per sweep):

${markdownTable(['municipality', 'public sale and rent listings', 'first sweep s', 'later sweep s'], largest)}

`;
}
const sweepsReport = swept
  ? sweepReport(swept)
  : "The sweeps were not run (`--latency-only`): the figures are an earlier run's.\n\n";

// 3. GET /api/market/{municipality} through the HTTP app.
async function measureMarket() {
  const load = loadLine();
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const measured = (await marketRepository(database.db).cities()).filter(
    (c) => !values.listed || (listingsOf.get(c.id)?.listings ?? 0) > 0,
  );
  const slugs = [...new Set(measured.flatMap((c) => [c.name, c.nameNl, c.nameFr].map(marketSlug)))];
  const sample = await app.inject({ method: 'GET', url: marketPath(marketSlug(municipalities[0]!.name)) });
  const body = sample.json() as { data: { figures: { transaction: string; category: string; listings: number }[] } };
  const sale = body.data.figures.find((f) => f.transaction === 'sale' && f.category === 'all');
  console.log(
    `GET ${marketPath(marketSlug(municipalities[0]!.name))}: ${sample.statusCode}, ${sample.body.length.toLocaleString('en')} bytes, ${sale?.listings} listings for sale`,
  );
  const rows: Latency[] = [];
  for (const connections of connectionCounts) {
    const latency = await measureLatency(
      origin,
      slugs.map((slug) => ({ path: marketPath(slug) })),
      connections,
      seconds,
    );
    console.log(
      `GET /api/market/{municipality} at ${connections}: p50 ${latency.p50} ms, p90 ${latency.p90} ms, p97.5 ${latency.p975} ms, p99 ${latency.p99} ms`,
    );
    rows.push(latency);
  }
  await app.close();
  return `GET /api/market/{municipality} through the HTTP app, each client going through the ${slugs.length} slugs of the ${measured.length} municipalities${values.listed ? ' with public sale or rent listings' : ''} (English, Dutch and French names) in turn, ${seconds} s per row after a 2 s warm-up (an answer is ${sample.body.length.toLocaleString('en')} bytes for ${municipalities[0]!.name}; load average ${load} at the start; latency in ms; autocannon reports p97.5, not p95, so p97.5 bounds p95 from above):

${markdownTable(LATENCY_HEAD, rows.map(latencyRow))}`;
}
const latencyReport =
  seconds > 0
    ? await measureMarket()
    : 'GET /api/market/{municipality}: latency not measured in this run (`--seconds 0`, the sweep only).';
await database.close();

const command = benchCommand('bench:market', process.argv.slice(2));
const report = `Measured ${measuredAt(new Date())} UTC by \`${command}\` on ${engine} (${machineLine()}; \`uptime\` load average ${loadAtStart} at the start, ${loadLine()} at the end): ${data}, ${counted.toLocaleString('en')} public sale and rent listings in ${municipalities.filter((m) => m.listings > 0).length} of the ${municipalities.length} municipalities; ${figureRows.toLocaleString('en')} rows in \`market_figures\` (${size}). Each municipality's time runs from its claim to its commit (its figures computed in one statement, written in one transaction).

${sweepsReport}${latencyReport}`;
await writeBenchReport(values.out, values.section, report);
