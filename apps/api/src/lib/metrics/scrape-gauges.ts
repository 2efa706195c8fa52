import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import type { ReadinessReport } from '../readiness.ts';
import type { QueueBacklog } from './queue-backlog.ts';

/** One load shared by the gauges of one scrape (prom-client collects them all at once). */
function sharedWhileRunning<T>(load: () => Promise<T>) {
  let running: Promise<T> | null = null;
  return () =>
    (running ??= load().finally(() => {
      running = null;
    }));
}

/**
 * Gauges read when Prometheus scrapes (decision 060), not kept up to date in between: readiness
 * (the checks of GET /api/ready), the database's pool or queue, open sockets, and the background
 * queues' depth and oldest age.
 */
export function addScrapeGauges(
  registry: Registry,
  sources: {
    database: Database;
    sockets: () => number;
    queues: () => Promise<QueueBacklog[]>;
    readiness: () => Promise<ReadinessReport>;
  },
) {
  const registers = [registry];
  const queues = sharedWhileRunning(sources.queues);
  const readiness = sharedWhileRunning(sources.readiness);
  // First, read before the queries of this scrape's other gauges take connections. Only the
  // engine this node runs on has its gauge.
  if (sources.database.kind === 'postgres')
    new Gauge({
      name: 'immora_db_pool_connections',
      help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
      labelNames: ['state'],
      registers,
      collect() {
        const load = sources.database.load();
        if (load.engine !== 'postgres') return;
        this.set({ state: 'total' }, load.total);
        this.set({ state: 'idle' }, load.idle);
        this.set({ state: 'waiting' }, load.waiting);
      },
    });
  else
    new Gauge({
      name: 'immora_db_embedded_queue_length',
      help: 'Calls waiting for the embedded engine (PGlite runs one at a time)',
      registers,
      collect() {
        const load = sources.database.load();
        if (load.engine === 'pglite') this.set(load.queued);
      },
    });
  new Gauge({
    name: 'immora_ready',
    help: 'Whether GET /api/ready answers 200 (1) or 503 (0)',
    registers,
    async collect() {
      this.set((await readiness()).ready ? 1 : 0);
    },
  });
  new Gauge({
    name: 'immora_dependency_up',
    help: 'Whether a dependency of GET /api/ready answers in time (database, storage, redis)',
    labelNames: ['dependency'],
    registers,
    async collect() {
      this.reset();
      for (const [dependency, state] of Object.entries((await readiness()).checks))
        this.set({ dependency }, state === 'ok' ? 1 : 0);
    },
  });
  new Gauge({
    name: 'immora_socket_connections',
    help: 'Socket.IO connections open on this node',
    registers,
    collect() {
      this.set(sources.sockets());
    },
  });
  new Gauge({
    name: 'immora_queue_depth',
    help: 'Items waiting in a background queue',
    labelNames: ['queue'],
    registers,
    async collect() {
      for (const q of await queues()) this.set({ queue: q.queue }, q.depth);
    },
  });
  new Gauge({
    name: 'immora_queue_oldest_age_seconds',
    help: 'How long the oldest item of a background queue has waited (0 when empty)',
    labelNames: ['queue'],
    registers,
    async collect() {
      for (const q of await queues()) this.set({ queue: q.queue }, q.oldestSeconds);
    },
  });
}
