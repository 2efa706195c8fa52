import type { FastifyBaseLogger } from 'fastify';
import { secondsSince, type Metrics } from './metrics/metrics.ts';

export type IntervalWorker<T> = {
  /** One run now (each call is a run of its own, as another node's would be). */
  run: (now?: Date) => Promise<T>;
  /**
   * Runs every `seconds` (0 leaves it off); a tick is skipped while the previous one runs. With
   * `now`, the first tick is at once rather than after the first interval.
   */
  start: (seconds: number, options?: { now?: boolean }) => void;
  stop: () => Promise<void>;
};

/** What a run handled, when it says: a count, or counts by part (summed). */
function rowsOf(result: unknown): number | undefined {
  if (typeof result === 'number') return result;
  if (result && typeof result === 'object') {
    const counts = Object.values(result).filter((v): v is number => typeof v === 'number');
    if (counts.length) return counts.reduce((a, b) => a + b, 0);
  }
  return undefined;
}

/**
 * A job run on an interval beside the API (alerts, credit expiry, retention…), stopped with the
 * app. Every run, on the interval or called, is counted under `name` (runs, duration, rows,
 * failures: GET /metrics, decision 060).
 */
export function intervalWorker<T>(
  name: string,
  job: (now?: Date) => Promise<T>,
  ctx: { log: FastifyBaseLogger; metrics: Metrics },
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const measured = async (now?: Date) => {
    const start = performance.now();
    try {
      const result = await job(now);
      ctx.metrics.sweep(name, secondsSince(start), { rows: rowsOf(result), failed: false });
      return result;
    } catch (err) {
      ctx.metrics.sweep(name, secondsSince(start), { failed: true });
      throw err;
    }
  };
  const tick = () => {
    if (running) return;
    running = measured()
      .catch((err: unknown) => ctx.log.error({ err }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  const worker: IntervalWorker<T> = {
    run: measured,
    start: (seconds, options) => {
      if (seconds <= 0) return;
      timer = setInterval(tick, seconds * 1000);
      timer.unref();
      if (options?.now) tick();
    },
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
  return worker;
}
