import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './client.ts';
import * as schema from './schema/index.ts';

/** Work waiting for each name, per PGlite database (one process holds it). */
const queues = new WeakMap<object, Map<string, Promise<void>>>();

/** Runs `fn` after the earlier holders of `key` in this process are done. */
async function inTurn<T>(owner: object, key: string, fn: () => Promise<T>): Promise<T> {
  let byKey = queues.get(owner);
  if (!byKey) queues.set(owner, (byKey = new Map()));
  const before = byKey.get(key) ?? Promise.resolve();
  let done!: () => void;
  const tail = before.then(() => new Promise<void>((resolve) => (done = resolve)));
  byKey.set(key, tail);
  await before;
  try {
    return await fn();
  } finally {
    done();
    if (byKey.get(key) === tail) byKey.delete(key);
  }
}

/**
 * Runs `fn` while holding the lock named `key`, on every node at once, and hands it a `Db` whose
 * queries go through the lock's own connection (decision 054). On PostgreSQL: a session advisory
 * lock on one pooled connection, held across `fn` without a transaction (so `fn` may wait on
 * another service) and taken back before the connection returns to the pool; all of `fn`'s
 * queries use that connection, so holders never wait for a second one. On PGlite, which only this
 * process opens: holders of one key take turns in memory.
 */
export async function withNamedLock<T>(db: Db, key: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const client = db.$client;
  if (!(client instanceof pg.Pool)) return inTurn(client, key, () => fn(db));
  const holder = await client.connect();
  let broken = false;
  try {
    await holder.query('select pg_advisory_lock(hashtextextended($1, 0))', [key]);
    return await fn(drizzlePg(holder, { schema }) as unknown as Db);
  } finally {
    // A connection that cannot give the lock back is closed, which gives it back.
    await holder.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]).catch(() => (broken = true));
    holder.release(broken);
  }
}
