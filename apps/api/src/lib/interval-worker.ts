import type { FastifyBaseLogger } from 'fastify';

export type IntervalWorker<T> = {
  /** One run now (each call is a run of its own, as another node's would be). */
  run: (now?: Date) => Promise<T>;
  /** Runs every `seconds` (0 leaves it off); a tick is skipped while the previous one runs. */
  start: (seconds: number) => void;
  stop: () => Promise<void>;
};

/** A job run on an interval beside the API (alerts, credit expiry), stopped with the app. */
export function intervalWorker<T>(name: string, job: (now?: Date) => Promise<T>, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = job()
      .catch((err: unknown) => log.error({ err }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  const worker: IntervalWorker<T> = {
    run: (now) => job(now),
    start: (seconds) => {
      if (seconds <= 0) return;
      timer = setInterval(tick, seconds * 1000);
      timer.unref();
    },
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
  return worker;
}
