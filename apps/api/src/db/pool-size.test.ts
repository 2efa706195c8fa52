import { describe, expect, it } from 'vitest';
import { onPostgres } from '../../test/database.ts';
import { openDatabase } from './client.ts';

describe.runIf(onPostgres)('the PostgreSQL pool', () => {
  it('opens no more connections than DATABASE_POOL_SIZE, however many queries wait', async () => {
    const database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: '', poolSize: 2 });
    try {
      // Asked at once: a pool that allowed more connections would open one per query.
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => database.query<{ pid: number }>('select pg_backend_pid() as pid')),
      );
      // Every query was answered, by one of two server processes.
      expect(answers).toHaveLength(6);
      expect(new Set(answers.map(([row]) => row!.pid)).size).toBe(2);
    } finally {
      await database.close();
    }
  });
});
