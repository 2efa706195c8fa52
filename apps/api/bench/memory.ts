// npm run bench:memory [-- --seconds 10 --idle 30 --port 4391]  (after `npm run build -w @immora/api`)
// The embedded node's resident memory (RSS, `ps -o rss`), as an operator sees it: the built server
// (dist/server.js) on a new DATA_DIR with the demo seed, read after the seed, after the five
// searches under autocannon, and after an idle spell (steady use); then the same DATA_DIR started
// again (a seeded node after start) and an empty node (SEED=none). The seed draws its photos
// (a picture cache of its own). Prints a Markdown table.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { markdownTable } from '../../../scripts/lib/bench-report.ts';
import { loadLine, machineLine } from './machine.ts';
import { SCENARIOS } from './scenarios.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    idle: { type: 'string', default: '30' },
    port: { type: 'string', default: '4391' },
  },
});
const port = Number(values.port);
const server = new URL('../dist/server.js', import.meta.url).pathname;
const sleep = (s: number) => new Promise((resolve) => setTimeout(resolve, s * 1000));

/** The process's resident set in MB, as `ps -o rss` gives it. */
const rss = (child: ChildProcess) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024);

async function start(dataDir: string, seed: 'demo' | 'none') {
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, DATA_DIR: dataDir, SEED: seed, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const began = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server ended (exit ${child.exitCode})`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await sleep(0.5);
  }
  return { child, seconds: (performance.now() - began) / 1000 };
}

async function stop(child: ChildProcess) {
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await ended;
}

const rows: (string | number)[][] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'immora-memory-'));
// Its own picture cache: the seed draws its photos as on a new machine, not copies them.
process.env.SEED_IMAGE_CACHE = mkdtempSync(join(tmpdir(), 'immora-memory-images-'));
try {
  const first = await start(dataDir, 'demo');
  rows.push(['seeded node, first start (seed applied)', rss(first.child), `${first.seconds.toFixed(0)} s to ready`]);
  await sleep(Number(values.idle));
  rows.push([`… then idle ${values.idle} s`, rss(first.child), '']);
  for (const [, query] of SCENARIOS)
    await autocannon({
      url: `http://127.0.0.1:${port}/api/properties?${new URLSearchParams(query)}`,
      connections: 10,
      duration: Number(values.seconds),
    });
  rows.push([`… after the five searches (${values.seconds} s each, 10 clients)`, rss(first.child), '']);
  await sleep(Number(values.idle));
  rows.push([`… then idle ${values.idle} s (steady use)`, rss(first.child), '']);
  await stop(first.child);

  const again = await start(dataDir, 'demo');
  await sleep(Number(values.idle));
  rows.push([`seeded node, started again, idle ${values.idle} s`, rss(again.child), '']);
  await stop(again.child);

  const emptyDir = mkdtempSync(join(tmpdir(), 'immora-memory-empty-'));
  const empty = await start(emptyDir, 'none');
  await sleep(Number(values.idle));
  rows.push([`empty node (SEED=none), idle ${values.idle} s`, rss(empty.child), '']);
  await stop(empty.child);
  rmSync(emptyDir, { recursive: true, force: true });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(process.env.SEED_IMAGE_CACHE, { recursive: true, force: true });
}
console.log(`\n${machineLine()}; load ${loadLine()} at the end\n`);
console.log(markdownTable(['embedded node (PGlite)', 'RSS MB', ''], rows));
