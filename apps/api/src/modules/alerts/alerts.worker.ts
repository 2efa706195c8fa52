import type { AlertSweepDeps } from './alert-sweep.ts';
import { sweepAlerts } from './alert-sweep.ts';

export type AlertsWorker = {
  /** One sweep now (each call is a sweep of its own, as another node's would be); e-mails sent. */
  sweep: (now?: Date) => Promise<number>;
  /** Sweeps every `seconds` (0 leaves it off); a tick is skipped while the previous one runs. */
  start: (seconds: number) => void;
  stop: () => Promise<void>;
};

/** The alert sweep on an interval (ALERTS_INTERVAL_SECONDS), stopped with the app. */
export function createAlertsWorker(deps: AlertSweepDeps): AlertsWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = sweepAlerts(deps)
      .catch((err: unknown) => deps.log.error({ err }, 'alert sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  return {
    sweep: (now) => sweepAlerts(deps, now),
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
}
