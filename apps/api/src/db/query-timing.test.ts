import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, onPostgres } from '../../test/database.ts';
import type { Database } from './client.ts';

/** Decision 060: every database call is timed for GET /metrics, and the engine's load is readable. */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('database call timing and load', () => {
  it('tells each listener every call until it stops listening', async () => {
    const heard: string[] = [];
    const stop = database.observeQueries((kind, seconds) => {
      expect(seconds).toBeGreaterThanOrEqual(0);
      heard.push(kind);
    });
    await database.query('SELECT 1');
    expect(heard).toContain('query');
    stop();
    const count = heard.length;
    await database.query('SELECT 1');
    expect(heard).toHaveLength(count);
  });

  it.skipIf(onPostgres)('counts the calls waiting for the embedded engine', async () => {
    const calls = [1, 2, 3].map(() => database.query('SELECT pg_sleep(0.05)'));
    expect(database.load()).toEqual({ engine: 'pglite', queued: 2 });
    await Promise.all(calls);
    expect(database.load()).toEqual({ engine: 'pglite', queued: 0 });
  });

  it.runIf(onPostgres)('reads the pool’s connections', async () => {
    await database.query('SELECT 1');
    expect(database.load()).toMatchObject({ engine: 'postgres', waiting: 0 });
    expect((database.load() as { total: number }).total).toBeGreaterThan(0);
  });
});
