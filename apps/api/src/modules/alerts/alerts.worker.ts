import { intervalWorker } from '../../lib/interval-worker.ts';
import type { Metrics } from '../../lib/metrics/metrics.ts';
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
export function createAlertsWorker(deps: AlertSweepDeps & { metrics: Metrics }): AlertsWorker {
  const worker = intervalWorker('alert sweep', (now) => sweepAlerts(deps, now), deps);
  return { sweep: worker.run, start: worker.start, stop: worker.stop };
}
