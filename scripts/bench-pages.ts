// npm run bench:pages [-- --runs 3 --out docs/performance.md --server apps/api/dist/server.js --web apps/web/dist]
// npm run check:pages: the same on `/` and `/properties` only, printed (`--out -`), and failing
// when a page's median performance is under `--min-performance` (the budget checked by `npm test`).
// Lighthouse (mobile emulation, default simulated throttling) in Debian's Chromium against the
// built, seeded server: `/`, `/properties`, one listing page and one blog article, `--runs`
// times each; the median run of each page (Lighthouse's own choice: the run nearest the median
// FCP and TTI) goes into a table that replaces the marked section of docs/performance.md.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { format, resolveConfig } from 'prettier';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium-args.ts';
import { BUILT_FILES, startBuiltServer } from './lib/built-server.ts';
import { writeMarkedSection } from './lib/marked-section.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    out: { type: 'string', default: 'docs/performance.md' },
    section: { type: 'string', default: 'bench:pages' },
    server: { type: 'string', default: BUILT_FILES.server },
    web: { type: 'string', default: BUILT_FILES.web },
    /** Only these pages (as shown in the table, comma-separated): `/,/properties`. */
    pages: { type: 'string' },
    'min-performance': { type: 'string' },
  },
});
const only = values.pages?.split(',');
const minimum = values['min-performance'] === undefined ? undefined : Number(values['min-performance']);
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

type Row = { page: string; lhr: Result };

/** The four pages as [shown as, path]: two fixed, the first listing and article of the seeded data. */
async function pages(url: string): Promise<[string, string][]> {
  const first = async (path: string) => {
    const body = (await (await fetch(`${url}${path}`)).json()) as { data: { items: { id: string }[] } };
    const item = body.data.items[0];
    if (!item) throw new Error(`${path} answered no items: is the demo seed there?`);
    return item.id;
  };
  return [
    ['/', '/'],
    ['/properties', '/properties'],
    ['/single-v1/:id', `/single-v1/${await first('/api/properties?pageSize=1')}`],
    ['/blogs/:id', `/blogs/${await first('/api/blogs?pageSize=1')}`],
  ];
}

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART): that run is made again, twice at most. */
async function measure(url: string, port: number, attempt = 1): Promise<Result> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { runtimeError } = result.lhr;
  if (!runtimeError) return result.lhr;
  const failure = `Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`;
  if (attempt >= 3) throw new Error(failure);
  console.warn(`${failure}; measuring again`);
  return measure(url, port, attempt + 1);
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kib = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KiB`;

function table(rows: Row[]): string {
  const head =
    '| page | performance | FCP | LCP | TBT | CLS | bytes | script bytes | accessibility | best practices | SEO |\n' +
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |';
  const lines = rows.map(({ page, lhr }) => {
    const scripts = (
      lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
    )?.items?.find((item) => item.resourceType === 'script');
    return [
      `\`${page}\``,
      score(lhr, 'performance'),
      seconds(numeric(lhr, 'first-contentful-paint')),
      seconds(numeric(lhr, 'largest-contentful-paint')),
      `${Math.round(numeric(lhr, 'total-blocking-time'))} ms`,
      numeric(lhr, 'cumulative-layout-shift').toFixed(2),
      kib(numeric(lhr, 'total-byte-weight')),
      kib(scripts?.transferSize ?? NaN),
      score(lhr, 'accessibility'),
      score(lhr, 'best-practices'),
      score(lhr, 'seo'),
    ].join(' | ');
  });
  return [head, ...lines.map((line) => `| ${line} |`)].join('\n');
}

function machine(): string {
  const chromium = execFileSync(CHROMIUM_PATH, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${chromium}`;
}

/**
 * A few requests of each page first, as a phone: a server that has just started (its first
 * server-drawn screens, decision 045, take several times longer) is not what a visitor meets.
 */
async function warmUp(url: string, paths: string[]) {
  for (let round = 0; round < 3; round++) {
    for (const path of paths) await (await fetch(`${url}${path}`, { headers: { 'user-agent': 'Mobile' } })).text();
  }
}

const loadAtStart = loadavg()[0] ?? NaN;
const server = await startBuiltServer({ server: values.server, web: values.web });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
const rows: Row[] = [];
/** Lighthouse's measure of the host's speed in each run: the same code scores lower on a slower or busier host. */
const benchmarkIndexes: number[] = [];
try {
  const measured = (await pages(server.url)).filter(([page]) => !only || only.includes(page));
  await warmUp(
    server.url,
    measured.map(([, path]) => path),
  );
  for (const [page, path] of measured) {
    const lhrs: Result[] = [];
    for (let run = 1; run <= runs; run++) {
      lhrs.push(await measure(`${server.url}${path}`, chrome.port));
      benchmarkIndexes.push(lhrs.at(-1)!.environment.benchmarkIndex);
      console.log(`${path}: run ${run}/${runs}, performance ${score(lhrs.at(-1)!, 'performance')}`);
    }
    rows.push({ page, lhr: computeMedianRun(lhrs) });
  }
} finally {
  chrome.kill();
  await server.stop();
}

const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
const report = `Measured ${when} UTC by \`npm run bench:pages\` (Lighthouse ${rows[0]?.lhr.lighthouseVersion}, mobile emulation,
simulated slow 4G, median of ${runs} runs per page) on ${machine()}; load average ${loadAtStart.toFixed(1)} at the start,
Lighthouse's \`benchmarkIndex\` ${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}.

${table(rows)}`;
console.log(`\n${report}\n`);
if (values.out !== '-') {
  writeMarkedSection(values.out, values.section, report);
  // Aligned as `npm run format` would align it, so the format check stays green.
  const options = { ...(await resolveConfig(values.out)), filepath: values.out };
  writeFileSync(values.out, await format(readFileSync(values.out, 'utf8'), options));
  console.log(`written to ${values.out}`);
}
if (minimum !== undefined) {
  const under = rows.filter(({ lhr }) => score(lhr, 'performance') < minimum);
  for (const { page, lhr } of under) {
    console.error(`${page}: Lighthouse performance ${score(lhr, 'performance')}, under the budget of ${minimum}`);
  }
  if (under.length > 0) process.exit(1);
  console.log(`Lighthouse performance of ${rows.map(({ page }) => page).join(', ')}: at least ${minimum}`);
}
