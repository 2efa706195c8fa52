// npx tsx apps/api/bench/estimate-statements.ts [--requests 200 --warm 20 --body-salt latency --profile cpu.cpuprofile]
// Where one POST /api/estimates spends its time, one request at a time (no concurrency, so the
// figures hardly move with the machine's load): every SQL statement's duration (grouped by its
// first words), the request's wall time, and the CPU of this process (Node) and of PostgreSQL's
// backend per request. Bodies are the latency bench's (bench:estimate's 500 sampled listings'
// facts). Needs DATABASE_URL (PostgreSQL) with bench listings and a fitted sweep.
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { openBenchDatabase } from './bench-database.ts';
import { estimateBodies } from './estimate-bodies.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '200' },
    warm: { type: 'string', default: '20' },
    'body-salt': { type: 'string', default: 'latency' },
    profile: { type: 'string' },
  },
});

type Timed = { text: string; ms: number };
/** The PostgreSQL backends (process ids) of the pool's connections. */
const backends = new Set<number>();
let current: Timed[] | null = null;
// Every statement of every pooled client, timed from send to answer.
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const config = args[0] as string | { text: string };
  const text = typeof config === 'string' ? config : config?.text;
  const pid = (this as unknown as { processID?: number }).processID;
  if (pid) backends.add(pid);
  const start = performance.now();
  const list = current;
  const done = (failed: boolean) =>
    list && text && list.push({ text: failed ? `FAILED ${text}` : text, ms: performance.now() - start });
  const last = args.at(-1);
  // pool.query passes a callback; Drizzle's transactions use the promise.
  if (typeof last === 'function') {
    args[args.length - 1] = (err: unknown, ...rest: unknown[]) => {
      done(Boolean(err));
      return (last as (...r: unknown[]) => unknown)(err, ...rest);
    };
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  }
  const result = (query as (...a: unknown[]) => unknown).apply(this, args);
  if (result instanceof Promise)
    result.then(
      () => done(false),
      () => done(true),
    );
  return result;
} as never;

const { config, database } = await openBenchDatabase('postgres');
const bodies = await estimateBodies(database, values['body-salt']);
const app = await buildApp({
  config: { ...config, ESTIMATE_LIMIT: 1_000_000_000, ESTIMATE_SWEEP_SECONDS: 0, DATABASE_POOL_SIZE: 1 },
  database,
  logger: false,
});
await app.ready();

/** CPU ms so far of each backend (a connection opened later starts from 0; one closed is lost). */
const backendCpu = () =>
  new Map(
    [...backends].map((pid) => {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return [pid, (Number(fields[11]) + Number(fields[12])) * 10] as const;
      } catch {
        return [pid, NaN] as const;
      }
    }),
  );
const backendMs = (before?: Map<number, number>) => {
  let total = 0;
  for (const [pid, ms] of backendCpu()) if (!Number.isNaN(ms)) total += ms - (before?.get(pid) ?? 0);
  return total;
};
const ownMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const post = (payload: (typeof bodies)[number]) => app.inject({ method: 'POST', url: '/api/estimates', payload });

for (const b of bodies.slice(0, Number(values.warm))) await post(b);

const count = Math.min(Number(values.requests), bodies.length);
const perRequest: { ms: number; statements: Timed[]; comparables: number; radius: number }[] = [];
// --profile FILE: a CPU profile of the measured requests only (open it in Chrome's DevTools).
const session = values.profile ? new Session() : null;
if (session) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
}
const cpu0 = { own: ownMs(), backends: backendCpu() };
for (const b of bodies.slice(0, count)) {
  const statements: Timed[] = [];
  current = statements;
  const start = performance.now();
  const res = await post(b);
  const ms = performance.now() - start;
  current = null;
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  const data = res.json().data as { comparables: unknown[]; radiusM: number };
  perRequest.push({ ms, statements, comparables: data.comparables.length, radius: data.radiusM });
}
const cpu1 = { own: ownMs(), backend: backendMs(cpu0.backends) };
if (session) {
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(values.profile!, JSON.stringify(profile));
  session.disconnect();
}
await app.close();
await database.close();

const pct = (list: number[], p: number) => {
  const s = [...list].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN;
};
const fmt = (n: number) => n.toFixed(2);
const kind = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 90);
const groups = new Map<string, number[]>();
for (const r of perRequest)
  for (const s of r.statements) groups.set(kind(s.text), [...(groups.get(kind(s.text)) ?? []), s.ms]);
console.log(`${count} requests, one at a time (statements timed from send to answer, ms)\n`);
console.log('| statement | runs | per request | mean | p50 | p95 | max | total share |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
const all = perRequest.reduce((t, r) => t + r.ms, 0);
for (const [text, list] of [...groups.entries()].sort(
  (a, b) => b[1].reduce((x, y) => x + y) - a[1].reduce((x, y) => x + y),
)) {
  const total = list.reduce((x, y) => x + y, 0);
  console.log(
    `| \`${text}\` | ${list.length} | ${fmt(list.length / count)} | ${fmt(total / list.length)} | ${fmt(pct(list, 0.5))} | ${fmt(pct(list, 0.95))} | ${fmt(Math.max(...list))} | ${((total / all) * 100).toFixed(1)} % |`,
  );
}
const walls = perRequest.map((r) => r.ms);
const sqlMs = perRequest.map((r) => r.statements.reduce((t, s) => t + s.ms, 0));
console.log(
  `\nrequest wall: mean ${fmt(all / count)}, p50 ${fmt(pct(walls, 0.5))}, p95 ${fmt(pct(walls, 0.95))}, max ${fmt(Math.max(...walls))} ms`,
);
console.log(`statements per request: mean ${fmt(sqlMs.reduce((x, y) => x + y, 0) / count)} ms of wall`);
console.log(
  `CPU per request: Node ${fmt((cpu1.own - cpu0.own) / count)} ms, PostgreSQL backends ${fmt(cpu1.backend / count)} ms (10 ms ticks, ${backends.size} connections)`,
);
const steps = new Map<number, number>();
for (const r of perRequest) {
  const n = r.statements.filter((s) => /^\(SELECT id, category|matched\.reach/.test(s.text)).length;
  steps.set(n, (steps.get(n) ?? 0) + 1);
}
console.log(
  `public candidate statements per request: ${[...steps.entries()]
    .sort()
    .map(([n, c]) => `${n}: ${c}`)
    .join(', ')}`,
);
const radii = new Map<number, number>();
for (const r of perRequest) radii.set(r.radius, (radii.get(r.radius) ?? 0) + 1);
console.log(
  `radius used: ${[...radii.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([n, c]) => `${n} m: ${c}`)
    .join(', ')}`,
);
