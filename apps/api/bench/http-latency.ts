import autocannon from 'autocannon';

/** A latency row's columns (ms): autocannon reports p97.5, not p95, so p97.5 bounds p95 from above. */
export const LATENCY_HEAD = ['clients', 'p50', 'p90', 'p97.5', 'p99', 'max', 'req/s'];

export type Latency = {
  connections: number;
  p50: number;
  p90: number;
  p975: number;
  p99: number;
  max: number;
  rps: number;
};

export const latencyRow = (l: Latency) => [
  l.connections,
  l.p50,
  l.p90,
  l.p975,
  l.p99,
  l.max,
  Math.round(l.rps).toLocaleString('en'),
];

/**
 * One endpoint under autocannon (in a worker thread, so the load generator does not share the
 * server's event loop): `connections` clients for `seconds`, each going through `requests` in turn,
 * after a 2 s warm-up. Latency in whole ms; any non-2xx answer, error or timeout (60 s) fails the
 * bench, as does a run without a single answer.
 */
export async function measureLatency(
  origin: string,
  requests: autocannon.Request[],
  connections: number,
  seconds: number,
): Promise<Latency> {
  // A slow answer is measured, not dropped: autocannon's own timeout is 10 s.
  const run = (duration: number) =>
    autocannon({ url: origin, requests, connections, duration, workers: 1, timeout: 60 }) as Promise<autocannon.Result>;
  await run(2); // warm-up: caches, JIT, the pool's connections
  const result = await run(seconds);
  if (result.non2xx > 0) throw new Error(`${result.non2xx} non-2xx answers`);
  if (result.errors > 0 || result.timeouts > 0 || result.requests.total === 0)
    throw new Error(`${result.requests.total} answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  const { latency } = result;
  return {
    connections,
    p50: latency.p50,
    p90: latency.p90,
    p975: latency.p97_5,
    p99: latency.p99,
    max: latency.max,
    rps: result.requests.average,
  };
}
