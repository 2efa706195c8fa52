import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { PgliteBridge } from './pglite-bridge.ts';

/** A finished database call: a statement, or (on PGlite) a whole transaction, and how long it took. */
export type QueryObserver = (kind: 'query' | 'transaction', seconds: number) => void;

/** What the engine is doing now: PostgreSQL's pool, or the calls waiting for the embedded engine. */
export type DatabaseLoad =
  { engine: 'postgres'; total: number; idle: number; waiting: number } | { engine: 'pglite'; queued: number };

/**
 * Who wants each database call's duration (GET /metrics, decision 060). With nobody listening a
 * call costs nothing more; `add` answers the function that stops listening (an app's close).
 */
export function queryObservers() {
  const observers = new Set<QueryObserver>();
  return {
    add(observer: QueryObserver) {
      observers.add(observer);
      return () => void observers.delete(observer);
    },
    get listening() {
      return observers.size > 0;
    },
    /** The call started at `start` (performance.now()) has ended. */
    ended(kind: 'query' | 'transaction', start: number) {
      const seconds = (performance.now() - start) / 1000;
      for (const observer of observers) observer(kind, seconds);
    },
  };
}

type Observers = ReturnType<typeof queryObservers>;

/**
 * Times PGlite's calls and counts those waiting: the engine runs one at a time (a transaction
 * holds it to the end), so every call but the one running is queued. Answers the queue's length.
 */
export function timePglite(engine: PGlite | PgliteBridge, observers: Observers): () => number {
  // Both answer the same calls; PgliteBridge's transaction hands over a narrower handle.
  const client = engine as PgliteBridge;
  let pending = 0;
  const track = <T>(kind: 'query' | 'transaction', run: () => Promise<T>) => {
    pending++;
    const start = performance.now();
    return run().finally(() => {
      pending--;
      if (observers.listening) observers.ended(kind, start);
    });
  };
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) => track('query', () => query(...args))) as typeof query;
  client.transaction = ((callback: Parameters<typeof transaction>[0]) =>
    track('transaction', () => transaction(callback))) as typeof transaction;
  return () => Math.max(0, pending - 1);
}

/**
 * Times every statement on the pool's connections, each wrapped as it connects (pool.query and
 * Drizzle's transactions both end in a connection's `query`, in its callback or promise form).
 */
export function timePool(pool: pg.Pool, observers: Observers) {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: typeof query }).query = (...args) => {
      if (!observers.listening) return query(...args);
      const start = performance.now();
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (...results: unknown[]) => {
          observers.ended('query', start);
          return (last as (...r: unknown[]) => unknown)(...results);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) {
        const ended = () => observers.ended('query', start);
        result.then(ended, ended);
      }
      return result;
    };
  });
}
