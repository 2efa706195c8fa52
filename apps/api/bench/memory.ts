// npm run bench:memory [-- --seconds 10 --idle 30]  (after `npm run build -w @immora/api`)
// The embedded node's resident memory (RSS, `ps -o rss`), as an operator sees it: the built server
// (dist/server.js) on a new DATA_DIR with the demo seed, read after the seed, after the five
// searches under autocannon, and after an idle spell (steady use); then the same DATA_DIR started
// again (a seeded node after start) and an empty node (SEED=none). The seed draws its photos
// (a picture cache of its own, in a child process of the server's). Each start gets a port no
// other process holds, so that only the node under test can answer its readiness (a server left
// on a fixed port answered for the next one, whose RSS was then read half-started). Prints a
// Markdown table: RSS (VmRSS) and the peak so far (VmHWM) of the server's own process.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
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
  },
});
const server = new URL('../dist/server.js', import.meta.url).pathname;
const sleep = (s: number) => new Promise((resolve) => setTimeout(resolve, s * 1000));

/** A field of the process's status in MB: VmRSS as `ps -o rss` gives it, VmHWM its peak so far. */
const status = (child: ChildProcess, field: 'VmRSS' | 'VmHWM') =>
  Math.round(
    Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024,
  );
const rss = (child: ChildProcess) => status(child, 'VmRSS');

/** A port nobody listens on now (the kernel's choice). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

let port = 0;
/** Servers started, ended in the end whatever happens (none is left answering on its port). */
const started = new Set<ChildProcess>();
async function start(dataDir: string, seed: 'demo' | 'none') {
  port = await freePort();
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, DATA_DIR: dataDir, SEED: seed, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  started.add(child);
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
  rows.push([
    'seeded node, first start (seed applied, its photos drawn)',
    rss(first.child),
    `peak ${status(first.child, 'VmHWM')} MB; ${first.seconds.toFixed(0)} s to ready`,
  ]);
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
  rows.push([
    `seeded node, started again, idle ${values.idle} s`,
    rss(again.child),
    `${again.seconds.toFixed(0)} s to ready`,
  ]);
  for (const [, query] of SCENARIOS)
    await autocannon({
      url: `http://127.0.0.1:${port}/api/properties?${new URLSearchParams(query)}`,
      connections: 10,
      duration: Number(values.seconds),
    });
  await sleep(Number(values.idle));
  rows.push([
    `… after the five searches, then idle ${values.idle} s (steady use)`,
    rss(again.child),
    `peak ${status(again.child, 'VmHWM')} MB`,
  ]);
  await stop(again.child);

  const emptyDir = mkdtempSync(join(tmpdir(), 'immora-memory-empty-'));
  const empty = await start(emptyDir, 'none');
  await sleep(Number(values.idle));
  rows.push([
    `empty node (SEED=none), idle ${values.idle} s`,
    rss(empty.child),
    `${empty.seconds.toFixed(0)} s to ready`,
  ]);
  await stop(empty.child);
  rmSync(emptyDir, { recursive: true, force: true });
} finally {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(process.env.SEED_IMAGE_CACHE, { recursive: true, force: true });
}
console.log(`\n${machineLine()}; load ${loadLine()} at the end\n`);
console.log(markdownTable(['embedded node (PGlite)', 'RSS MB', 'peak, time'], rows));
