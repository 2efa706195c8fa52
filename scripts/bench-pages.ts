// npm run bench:pages [-- --runs 3 --out docs/performance.md --server apps/api/dist/server.js --web apps/web/dist]
// npm run check:pages: the same on every public page type, printed (`--out -`), and failing when a
// page's median performance is under its budget, `--min-performance` (the budget checked by
// `npm test`): one figure for every page (`90`), or per page with a default (`*=90,/blogs/:id=85`).
// `--categories performance` runs Lighthouse's performance audits alone (the check: accessibility
// is the axe spec's, e2e/accessibility.spec.ts), the other columns then show a dash.
// Lighthouse (mobile emulation, default simulated throttling) in Debian's Chromium against the
// built, seeded server, `--runs` times each page: home, results, the first listing, an auction,
// the first agent's and agency's profiles (signed in as the demo buyer: spec 1 shows them to
// signed-in visitors only), the blog list, the first article, pricing, `/estimate` and `/market/ixelles` (once the
// first market sweep has counted it). The median
// run of each page (Lighthouse's own choice: the run nearest the median FCP and TTI) goes into a
// table that replaces the marked section of docs/performance.md, with the worst run beside it.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { format, resolveConfig } from 'prettier';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium-args.ts';
import { chromium } from '@playwright/test';
import { auctionPath, firstId, signIn, type ApiSession } from './lib/bench-api.ts';
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
    /** Lighthouse categories to run (comma-separated); performance is always one of them. */
    categories: { type: 'string', default: 'performance,accessibility,best-practices,seo' },
    /**
     * Lighthouse's simulated CPU slowdown (default 4): 8 on a host of `benchmarkIndex` about 3,000
     * shows what 4 shows on one of about 1,500, to study a slower host's long tasks on a fast one.
     */
    'cpu-slowdown': { type: 'string' },
    /** Writes each page's median report here, as `<page>.json` (its long tasks, its main-thread work). */
    'json-dir': { type: 'string' },
    /**
     * Lighthouse blocks the app's scripts (`/assets/*.js`): each page is the server's drawn HTML
     * and styles alone, with no app, so the figure is what this host's Lighthouse gives that page
     * whatever its scripts do (decision 088). Write it to a section of its own (`--section`).
     */
    'without-scripts': { type: 'boolean', default: false },
  },
});
const only = values.pages?.split(',');
const budgets = parseBudgets(values['min-performance']);
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');

const CPU_SLOWDOWN = values['cpu-slowdown'] === undefined ? undefined : Number(values['cpu-slowdown']);
if (CPU_SLOWDOWN !== undefined && !(CPU_SLOWDOWN >= 1))
  throw new Error('--cpu-slowdown must be a number of at least 1');
const THROTTLING = throttling.mobileSlow4G;
/** The app's scripts, for `--without-scripts` (Lighthouse's request blocking; `*` matches any text). */
const APP_SCRIPTS = '*/assets/*.js';
/** Lighthouse's settings beyond its defaults, or none. */
const SETTINGS = {
  ...(CPU_SLOWDOWN === undefined ? {} : { throttling: { ...THROTTLING, cpuSlowdownMultiplier: CPU_SLOWDOWN } }),
  ...(values['without-scripts'] ? { blockedUrlPatterns: [APP_SCRIPTS] } : {}),
};
const CATEGORIES = [...new Set(['performance', ...values.categories.split(',').map((name) => name.trim())])];

/** Each page's runs: the median (Lighthouse's choice) and the worst (lowest performance). */
type Row = { page: string; lhr: Result; worst: Result; load: number; benchmarkIndexes: number[] };
type Page = { page: string; path: string; session?: ApiSession };

/**
 * `--min-performance`: `90` for every page, or `*=90,/blogs/:id=85` (a default and some pages'
 * own budgets, named as in the table); a page without a budget is measured but not checked.
 */
function parseBudgets(text: string | undefined): (page: string) => number | undefined {
  if (text === undefined) return () => undefined;
  if (/^\d+$/.test(text)) return () => Number(text);
  const entries = new Map(
    text.split(',').map((entry) => {
      const at = entry.lastIndexOf('=');
      const value = Number(entry.slice(at + 1));
      if (at < 1 || !Number.isFinite(value)) throw new Error(`--min-performance: cannot read \`${entry}\``);
      return [entry.slice(0, at), value] as const;
    }),
  );
  return (page) => entries.get(page) ?? entries.get('*');
}

/** Every public page type, as [shown as, path]: fixed addresses and the first items of the seed. */
async function pages(url: string): Promise<Page[]> {
  const buyer = await signIn(url, 'buyer@immora.be');
  const agent = await signIn(url, 'agent@immora.be');
  return [
    { page: '/', path: '/' },
    { page: '/properties', path: '/properties' },
    { page: '/single-v1/:id', path: `/single-v1/${await firstId(url, '/api/properties?pageSize=1')}` },
    { page: '/single-v8/:id/:auctionId', path: await auctionPath(url, agent) },
    {
      page: '/agent-single/:id',
      path: `/agent-single/${await firstId(url, '/api/agents?pageSize=1')}`,
      session: buyer,
    },
    {
      page: '/agency-single/:id',
      path: `/agency-single/${await firstId(url, '/api/agencies?pageSize=1')}`,
      session: buyer,
    },
    { page: '/blog-list-v3', path: '/blog-list-v3' },
    { page: '/blogs/:id', path: `/blogs/${await firstId(url, '/api/blogs?pageSize=1')}` },
    { page: '/pricing', path: '/pricing' },
    // The public estimate (issue 34): its form, drawn on the server, as a visitor lands on it.
    { page: '/estimate', path: '/estimate' },
    // A municipality's market (issue 35), once the sweep the server starts with has counted it.
    { page: '/market/ixelles', path: await marketSwept(url, '/market/ixelles') },
  ];
}

/** `path` once its municipality's figures are computed (the first market sweep runs as the server starts). */
async function marketSwept(url: string, path: string): Promise<string> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const body = (await (await fetch(`${url}/api${path}`)).json()) as { data?: { computedAt: string | null } };
    if (body.data?.computedAt) return path;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${path}: no market figures within 2 minutes of the start`);
}

/**
 * The session's cookies in the browser Lighthouse drives (it clears an origin's caches between
 * runs, not its cookies), or none: the app reads them from `document.cookie`, so a request
 * header would not do.
 */
async function useSession(port: number, url: string, session: ApiSession | undefined) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    await context.clearCookies();
    if (session) {
      const cookies = Object.entries(session.cookies).map(([name, value]) => ({
        name,
        value: encodeURIComponent(value),
        url,
      }));
      await context.addCookies(cookies);
    }
  } finally {
    // Only the connection: the browser is chrome-launcher's.
    await browser.close();
  }
}

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART): that run is made again, twice at most. */
async function measure(url: string, port: number, attempt = 1): Promise<Result> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
    Object.keys(SETTINGS).length === 0 ? undefined : { extends: 'lighthouse:default', settings: SETTINGS },
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { runtimeError } = result.lhr;
  if (!runtimeError) {
    // A page that sent the browser elsewhere (a profile to /login without the session) is not that page.
    const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}`);
    return result.lhr;
  }
  const failure = `Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`;
  if (attempt >= 3) throw new Error(failure);
  console.warn(`${failure}; measuring again`);
  return measure(url, port, attempt + 1);
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
/** A category's score in the table, or a dash when it was not run (`--categories`). */
const shown = (lhr: Result, category: string) => (lhr.categories[category] ? score(lhr, category) : '–');
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kib = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KiB`;

const tbt = (lhr: Result) => `${Math.round(numeric(lhr, 'total-blocking-time')).toLocaleString('en')} ms`;

function table(rows: Row[]): string {
  const head =
    '| page | performance | worst of the runs | FCP | LCP | TBT | CLS | bytes | script bytes | accessibility | best practices | SEO | load average | `benchmarkIndex` |\n' +
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |';
  const lines = rows.map(({ page, lhr, worst, load, benchmarkIndexes }) => {
    const scripts = (
      lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
    )?.items?.find((item) => item.resourceType === 'script');
    return [
      `\`${page}\``,
      score(lhr, 'performance'),
      `${score(worst, 'performance')} (TBT ${tbt(worst)})`,
      seconds(numeric(lhr, 'first-contentful-paint')),
      seconds(numeric(lhr, 'largest-contentful-paint')),
      tbt(lhr),
      numeric(lhr, 'cumulative-layout-shift').toFixed(2),
      kib(numeric(lhr, 'total-byte-weight')),
      kib(scripts?.transferSize ?? NaN),
      shown(lhr, 'accessibility'),
      shown(lhr, 'best-practices'),
      shown(lhr, 'seo'),
      load.toFixed(1),
      range(benchmarkIndexes),
    ].join(' | ');
  });
  return [head, ...lines.map((line) => `| ${line} |`)].join('\n');
}

const range = (values: number[]) => {
  const [low, high] = [Math.min(...values), Math.max(...values)].map((value) => Math.round(value).toLocaleString('en'));
  return low === high ? `${low}` : `${low}–${high}`;
};

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
try {
  const measured = (await pages(server.url)).filter(({ page }) => !only || only.includes(page));
  if (only) {
    const unknown = only.filter((page) => !measured.some((entry) => entry.page === page));
    if (unknown.length > 0) throw new Error(`--pages: no page ${unknown.join(', ')}`);
  }
  await warmUp(
    server.url,
    measured.filter(({ session }) => !session).map(({ path }) => path),
  );
  for (const { page, path, session } of measured) {
    await useSession(chrome.port, server.url, session);
    const load = loadavg()[0] ?? NaN;
    const lhrs: Result[] = [];
    for (let run = 1; run <= runs; run++) {
      const lhr = await measure(`${server.url}${path}`, chrome.port);
      lhrs.push(lhr);
      console.log(
        `${path}: run ${run}/${runs}, performance ${score(lhr, 'performance')}, TBT ${tbt(lhr)}, ` +
          `benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}, load ${(loadavg()[0] ?? NaN).toFixed(1)}`,
      );
    }
    const worst = lhrs.reduce((a, b) => (score(b, 'performance') < score(a, 'performance') ? b : a));
    const benchmarkIndexes = lhrs.map((lhr) => lhr.environment.benchmarkIndex);
    const median = computeMedianRun(lhrs);
    rows.push({ page, lhr: median, worst, load, benchmarkIndexes });
    if (values['json-dir']) {
      mkdirSync(values['json-dir'], { recursive: true });
      writeFileSync(
        join(values['json-dir'], `${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`),
        JSON.stringify(median),
      );
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}

const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
const allIndexes = rows.flatMap((row) => row.benchmarkIndexes);
const report = `Measured ${when} UTC by \`npm run bench:pages\` (Lighthouse ${rows[0]?.lhr.lighthouseVersion}, mobile emulation,
simulated slow 4G${CPU_SLOWDOWN === undefined ? '' : ` and ${CPU_SLOWDOWN}x CPU slowdown`}${values['without-scripts'] ? ", the app's scripts blocked (`--without-scripts`)" : ''}, median of ${runs} runs per page, the worst run's performance and TBT beside it) on ${machine()};
load average ${loadAtStart.toFixed(1)} at the start (each page's in its row, at its first run),
Lighthouse's \`benchmarkIndex\` ${range(allIndexes)}.

${table(rows)}`;
console.log(`\n${report}\n`);
if (values.out !== '-') {
  writeMarkedSection(values.out, values.section, report);
  // Aligned as `npm run format` would align it, so the format check stays green.
  const options = { ...(await resolveConfig(values.out)), filepath: values.out };
  writeFileSync(values.out, await format(readFileSync(values.out, 'utf8'), options));
  console.log(`written to ${values.out}`);
}
const checked = rows.filter(({ page }) => budgets(page) !== undefined);
if (checked.length > 0) {
  const under = checked.filter(({ page, lhr }) => score(lhr, 'performance') < budgets(page)!);
  for (const { page, lhr } of under) {
    console.error(`${page}: Lighthouse performance ${score(lhr, 'performance')}, under its budget of ${budgets(page)}`);
  }
  if (under.length > 0) process.exit(1);
  console.log(
    `Lighthouse performance at least its budget: ${checked.map(({ page }) => `${page} ${budgets(page)}`).join(', ')}`,
  );
}
