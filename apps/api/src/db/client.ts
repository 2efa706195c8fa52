import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { PgliteBridge } from './pglite-bridge.ts';
import { queryObservers, timePglite, timePool, type DatabaseLoad, type QueryObserver } from './query-timing.ts';
import * as schema from './schema/index.ts';

/**
 * One Drizzle database over either engine. Repositories only see `Db`; which engine
 * sits below is a start-up decision (DATABASE_URL set → PostgreSQL, else PGlite).
 */
export type Db = ReturnType<typeof drizzlePglite<typeof schema>> | ReturnType<typeof drizzlePg<typeof schema>>;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Plain SQL with positional parameters, for health checks, tests and the seed. */
  query: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
  /** Runs `fn` while holding a cluster-wide lock (one node migrates at a time). */
  exclusive: <T>(fn: () => Promise<T>) => Promise<T>;
  /** Hears every call's duration until the answered function is called (GET /metrics). */
  observeQueries: (observer: QueryObserver) => () => void;
  /** The pool's connections (PostgreSQL) or the calls waiting for the engine (PGlite), now. */
  load: () => DatabaseLoad;
  /**
   * Gives back the memory heavy start-up work left in the embedded engine (initdb, the demo seed):
   * its thread is replaced by a new one on the same files (decision 065). Only between calls.
   */
  release?: () => Promise<void>;
};

/** Key of the PostgreSQL advisory lock taken while migrating. */
const MIGRATION_LOCK = 7_360_201;

/** PGlite with the extensions the migrations create (trigram search), for an engine on this thread. */
export const pgliteOptions = (extra: PGliteOptions = {}): PGliteOptions => ({ ...extra, extensions: { pg_trgm } });

/**
 * The embedded engine: normally PGlite in its worker thread (`PgliteBridge`, decision 065), which
 * answers the calls Drizzle and this module make (query, exec, transaction, close) like PGlite.
 */
export function fromPglite(client: PGlite | PgliteBridge): Database {
  const observers = queryObservers();
  const queued = timePglite(client, observers);
  return {
    kind: 'pglite',
    db: drizzlePglite(client as PGlite, { schema }),
    query: async (sql, params) => (await client.query(sql, params)).rows as never,
    close: () => client.close(),
    // PGlite lives in this one process: nothing else can migrate it at the same time.
    exclusive: (fn) => fn(),
    observeQueries: (observer) => observers.add(observer),
    load: () => ({ engine: 'pglite', queued: queued() }),
    ...(client instanceof PgliteBridge ? { release: () => client.restart() } : {}),
  };
}

export function fromPool(pool: pg.Pool): Database {
  const observers = queryObservers();
  timePool(pool, observers);
  return {
    kind: 'postgres',
    db: drizzlePg(pool, { schema }),
    query: async (sql, params) => (await pool.query(sql, params)).rows as never,
    close: () => pool.end(),
    exclusive: async (fn) => {
      const holder = await pool.connect();
      try {
        await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        return await fn();
      } finally {
        await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        holder.release();
      }
    },
    observeQueries: (observer) => observers.add(observer),
    load: () => ({ engine: 'postgres', total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** `poolSize`: connections to PostgreSQL (DATABASE_POOL_SIZE); PGlite has one. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // Wrapped before its first connection, so every connection's statements are timed.
    const database = fromPool(pool);
    await database.query('select 1');
    return database;
  }
  const dir = join(opts.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return fromPglite(await PgliteBridge.create({ dataDir: dir }));
}
