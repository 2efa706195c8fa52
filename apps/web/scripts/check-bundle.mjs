#!/usr/bin/env node
/**
 * Checks the home page's JavaScript budget from dist/.vite/manifest.json, on the bytes the server
 * sends: the brotli copy the build wrote beside each file (scripts/precompress.ts), which
 * @fastify/static serves to every browser that accepts brotli.
 * Home page JS = the entry and its static imports + the public area chunk (and its static imports)
 * + the en common translation chunk. Fails above the budget, when a home page script has no
 * brotli copy, or when the entry's static import graph contains a dashboard area.
 * Also fails when a first page (home, results, listing, auction, estimate, market, blog list,
 * pricing, the profiles) statically loads zod: its schemas are for forms, which those pages load when the
 * visitor reaches them (decision 029).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGET_KB = JSON.parse(readFileSync(new URL('../bundle-budget.json', import.meta.url), 'utf8')).homePageScriptKB;
const DASHBOARD_AREAS = ['buyer', 'individual', 'pseller', 'agency', 'crm', 'shared', 'auth'].map(
  (area) => `src/app/areas/${area}-area.tsx`,
);
const PUBLIC_AREA = 'src/app/areas/public-area.tsx';
const EN_COMMON = 'src/i18n/locales/en/common.json';
const FIRST_PAGES = {
  '/properties': 'src/features/properties/components/properties-page.tsx',
  '/single-v1/:id': 'src/features/property-detail/components/property-detail-page.tsx',
  '/single-v8/:id/:auctionId': 'src/features/auctions/components/auction-page.tsx',
  '/estimate': 'src/features/estimate/components/estimate-page.tsx',
  '/market': 'src/features/market/components/market-index-page.tsx',
  '/market/:municipality': 'src/features/market/components/market-page.tsx',
  '/blog-list-v3': 'src/features/blogs/components/blog-list-page.tsx',
  '/pricing': 'src/features/pricing/components/pricing-page.tsx',
  // A signed-in visitor's agent and agency profiles (decision 083): the shared area is their chunk.
  '/agent-single/:id': 'src/app/areas/shared-area.tsx',
};

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry in the manifest: was the build run with build.manifest?');

/** Chunk keys reachable from `key` through static imports. */
function staticGraph(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticGraph(next, seen);
  return seen;
}

const missingBrotli = [];
/** What the server sends a browser that accepts brotli: the .br copy, else the file itself. */
const sent = (file) => {
  const path = join(dist, file);
  if (existsSync(`${path}.br`)) return statSync(`${path}.br`).size;
  missingBrotli.push(file);
  return statSync(path).size;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const entryGraph = staticGraph(entryKey);
const homeGraph = new Set(entryGraph);
for (const extra of [PUBLIC_AREA, EN_COMMON]) {
  if (!manifest[extra]) throw new Error(`${extra} is not its own chunk in the manifest`);
  for (const key of staticGraph(extra)) homeGraph.add(key);
}

let failed = false;
for (const key of entryGraph) {
  if (DASHBOARD_AREAS.includes(key)) {
    console.error(`✗ the entry statically imports the dashboard area ${key}`);
    failed = true;
  }
}
for (const key of homeGraph) {
  if (DASHBOARD_AREAS.includes(key)) {
    console.error(`✗ the home page statically loads the area ${key}`);
    failed = true;
  }
}

const rows = [...homeGraph]
  .map((key) => ({ key, file: manifest[key].file, size: sent(manifest[key].file), initial: entryGraph.has(key) }))
  .sort((a, b) => b.size - a.size);
console.log('Home page JavaScript (brotli, as sent):');
for (const row of rows) {
  console.log(`  ${kb(row.size).padStart(9)}  ${row.file}  ${row.initial ? '(entry graph)' : '(lazy, needed by /)'}`);
}
const entryTotal = rows.filter((r) => r.initial).reduce((sum, r) => sum + r.size, 0);
const total = rows.reduce((sum, r) => sum + r.size, 0);
console.log(`  entry + static imports: ${kb(entryTotal)}`);
console.log(`  home page total:        ${kb(total)} (budget ${BUDGET_KB} KB)`);

const areas = Object.entries(manifest).filter(([key]) => key.startsWith('src/app/areas/') && key.endsWith('-area.tsx'));
console.log('Area chunks (brotli, own file only):');
for (const [key, chunk] of areas) console.log(`  ${kb(sent(chunk.file)).padStart(9)}  ${key} → ${chunk.file}`);

// zod's chunk is the one that names its error class; a first page must not reach it statically.
const isZod = (key) => readFileSync(join(dist, manifest[key].file), 'utf8').includes('ZodError');
const firstPages = { '/': homeGraph };
for (const [page, key] of Object.entries(FIRST_PAGES)) {
  if (!manifest[key]) throw new Error(`${key} is not its own chunk in the manifest`);
  firstPages[page] = new Set([...homeGraph, ...staticGraph(key)]);
}
for (const [page, graph] of Object.entries(firstPages)) {
  const zod = [...graph].filter(isZod);
  if (zod.length > 0) {
    console.error(`✗ ${page} statically loads zod (${zod.map((key) => manifest[key].file).join(', ')})`);
    failed = true;
  } else console.log(`✓ ${page} loads no zod before the visitor reaches a form`);
}

if (missingBrotli.length > 0) {
  console.error(`✗ no brotli copy beside ${missingBrotli.join(', ')}: the server would send them uncompressed`);
  failed = true;
}
if (total > BUDGET_KB * 1024) {
  console.error(`✗ the home page loads ${kb(total)} of JavaScript, over the ${BUDGET_KB} KB budget`);
  failed = true;
}
if (failed) process.exit(1);
console.log('✓ bundle budget respected');
