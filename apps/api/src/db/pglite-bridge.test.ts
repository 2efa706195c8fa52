import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { onPostgres } from '../../test/database.ts';
import { isUniqueViolation } from '../lib/unique-violation.ts';
import { mapError } from '../plugins/error-handler.ts';
import { fromPglite, pgliteOptions, type Database } from './client.ts';
import { PgliteBridge } from './pglite-bridge.ts';

/** Decision 065: PGlite in a worker thread answers like PGlite on this one, and leaves this thread free. */
describe.skipIf(onPostgres)('the embedded engine in its worker thread', () => {
  let bridge: PgliteBridge;
  let database: Database;
  const template = () => readFileSync(inject('pgliteTemplate'));
  beforeAll(async () => {
    bridge = await PgliteBridge.create({ loadDataDir: template() });
    database = fromPglite(bridge);
    await bridge.exec('CREATE TABLE bridge_counter (id int PRIMARY KEY, n int NOT NULL)');
    await bridge.query('INSERT INTO bridge_counter VALUES (1, 0)');
  });
  afterAll(() => database.close());

  it('answers rows of every type exactly as PGlite on this thread does, with and without parsers', async () => {
    const local = await PGlite.create(pgliteOptions({ loadDataDir: new Blob([template()]) }));
    const text = `SELECT 1::int AS i, 9007199254740993::int8 AS big, 12.50::numeric AS price, true AS yes,
      '2026-11-29 03:00:00+00'::timestamptz AS at, '2026-11-29'::date AS day, '1 day'::interval AS span,
      '{"a":[1,{"b":null}]}'::jsonb AS doc, '"x"'::json AS plain, '\\x00ff10'::bytea AS bytes,
      ARRAY['a', NULL, 'c'] AS list, ARRAY['2026-01-01 00:00:00+00'::timestamptz] AS times,
      NULL::text AS nothing, $1::text AS param, $2::timestamptz AS param_at, $3::bytea AS param_bytes,
      7.25::numeric AS price, '2027-01-01 00:00:00+00'::timestamptz AS at`; // two names twice: the last stays
    const params = ['é ✓', new Date('2026-02-03T04:05:06.789Z'), new Uint8Array([1, 2, 3])];
    // Drizzle's own options: timestamps and dates stay text, rows as arrays.
    const drizzleLike = {
      rowMode: 'array' as const,
      parsers: {
        [types.TIMESTAMPTZ]: (value: string) => value,
        [types.DATE]: (value: string) => value,
        1185: (v: string) => v,
      },
    };
    // PGlite calls a parser with the type too, which its declared type leaves out.
    const custom = {
      parsers: { [types.NUMERIC]: (value: string, type: number) => ({ value, type }) },
    } as unknown as QueryOptions;
    try {
      for (const options of [undefined, drizzleLike, custom]) {
        const expected = await local.query(text, params, options);
        const actual = await bridge.query(text, params, options);
        expect(actual).toEqual(expected);
      }
      expect(await bridge.exec('SELECT 1 AS a; SELECT now()::date AS b')).toEqual(
        await local.exec('SELECT 1 AS a; SELECT now()::date AS b'),
      );
    } finally {
      await local.close();
    }
  });

  it('throws PostgreSQL’s error with its code and fields, which the error handler maps to 409', async () => {
    const error = await bridge.query('INSERT INTO bridge_counter VALUES (1, 0)').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      code: '23505',
      constraint: 'bridge_counter_pkey',
      detail: 'Key (id)=(1) already exists.',
    });
    // Through Drizzle too, as the repositories see it.
    const wrapped = await database.db.execute(sql`INSERT INTO bridge_counter VALUES (1, 0)`).catch((e: unknown) => e);
    expect(isUniqueViolation(wrapped, 'bridge_counter_pkey')).toBe(true);
    expect(mapError(wrapped as Error).status).toBe(409);
    const bad = await bridge.query('SELECT $1::int', ['twelve']).catch((e: unknown) => e);
    expect(mapError(bad as Error)).toMatchObject({ status: 400 });
  });

  it('rolls a transaction back when its callback throws, and commits when it returns', async () => {
    const thrown = new Error('changed my mind');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE bridge_counter SET n = 100 WHERE id = 1`);
        throw thrown;
      }),
    ).rejects.toBe(thrown);
    expect((await bridge.query<{ n: number }>('SELECT n FROM bridge_counter')).rows[0]!.n).toBe(0);
    // A failed statement inside aborts the transaction as it would on this thread.
    await expect(
      bridge.transaction(async (tx) => {
        await tx.query('UPDATE bridge_counter SET n = 7');
        await tx.query('SELECT 1/0');
      }),
    ).rejects.toMatchObject({ code: '22012' });
    await bridge.transaction(async (tx) => {
      await tx.query('UPDATE bridge_counter SET n = 5');
      await tx.rollback();
    });
    expect((await bridge.query<{ n: number }>('SELECT n FROM bridge_counter')).rows[0]!.n).toBe(0);
    expect(await database.db.transaction(async (tx) => (await tx.execute(sql`SELECT 2 AS two`)).rows)).toEqual([
      { two: 2 },
    ]);
  });

  it('runs concurrent transactions one after the other, and plain queries after the open one', async () => {
    const bump = () =>
      database.db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ n: number }>(sql`SELECT n FROM bridge_counter WHERE id = 1 FOR UPDATE`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        await tx.execute(sql`UPDATE bridge_counter SET n = ${rows[0]!.n + 1} WHERE id = 1`);
      });
    await Promise.all([bump(), bump(), bump(), bump()]);
    expect((await database.query<{ n: number }>('SELECT n FROM bridge_counter WHERE id = 1'))[0]!.n).toBe(4);

    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const undone = bridge.transaction(async (tx) => {
      await tx.query('UPDATE bridge_counter SET n = 99 WHERE id = 1');
      entered();
      await gate;
      throw new Error('undo');
    });
    await inside;
    let answered = false;
    const outside = bridge
      .query<{ n: number }>('SELECT n FROM bridge_counter WHERE id = 1')
      .finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    open();
    await expect(undone).rejects.toThrow('undo');
    // It waited for the transaction's end: it never saw the update that was rolled back.
    expect((await outside).rows[0]!.n).toBe(4);
  });

  it('leaves this thread’s event loop free while a slow statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    try {
      await bridge.query('SELECT pg_sleep(0.3)');
    } finally {
      clearInterval(timer);
    }
    // On this thread the engine would hold the loop for the whole 300 ms: no tick at all.
    expect(ticks).toBeGreaterThanOrEqual(5);
  });

  it('parses a statement once under a name, and answers it again after its table changes', async () => {
    await bridge.exec('CREATE TABLE bridge_shape (id int PRIMARY KEY)');
    await bridge.query('INSERT INTO bridge_shape VALUES ($1)', [1]);
    const text = 'SELECT * FROM bridge_shape WHERE id = $1';
    expect((await bridge.query(text, [1])).rows).toEqual([{ id: 1 }]);
    expect((await bridge.query(text, [1])).rows).toEqual([{ id: 1 }]);
    const named = await bridge.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1',
      [text],
    );
    expect(named.rows).toEqual([{ n: 1 }]);
    // Its result's columns change: PostgreSQL refuses the kept statement, the bridge prepares it again.
    await bridge.exec(`ALTER TABLE bridge_shape ADD COLUMN label text NOT NULL DEFAULT 'x'`);
    expect((await bridge.query(text, [1])).rows).toEqual([{ id: 1, label: 'x' }]);
    // In a transaction the statement takes PGlite's own path, with the same answer.
    expect((await bridge.transaction((tx) => tx.query(text, [1]))).rows).toEqual([{ id: 1, label: 'x' }]);
  });

  it('starts with its memory capped: 32 MB of shared buffers, not PGlite’s 128 MB', async () => {
    expect((await bridge.query('SHOW shared_buffers')).rows).toEqual([{ shared_buffers: '32MB' }]);
  });

  it('dumps the database it holds', async () => {
    const dump = await bridge.dumpDataDir('none');
    const copy = await PgliteBridge.create({ loadDataDir: new Uint8Array(await dump.arrayBuffer()) });
    try {
      expect((await copy.query<{ n: number }>('SELECT count(*)::int AS n FROM bridge_counter')).rows).toEqual([
        { n: 1 },
      ]);
    } finally {
      await copy.close();
    }
  });
});

describe.skipIf(onPostgres)('closing the embedded engine', () => {
  it('ends the worker, refuses later calls, and leaves its files whole for the next opening', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'immora-bridge-'));
    try {
      const template = readFileSync(inject('pgliteTemplate'));
      const first = await PgliteBridge.create({ dataDir, loadDataDir: template });
      await first.exec('CREATE TABLE kept (v text); INSERT INTO kept VALUES ($$still here$$)');
      await first.close();
      expect(first.closed).toBe(true);
      await expect(first.query('SELECT 1')).rejects.toThrow(/closed/);
      const second = await PgliteBridge.create({ dataDir });
      expect((await second.query('SELECT v FROM kept')).rows).toEqual([{ v: 'still here' }]);
      // A restart (after the seed) lets the transaction in flight end, then answers the calls made meanwhile.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const writing = second.transaction(async (tx) => {
        await held;
        await tx.query(`INSERT INTO kept VALUES ('written before the restart')`);
      });
      const restarted = second.restart();
      const meanwhile = second.query<{ n: number }>('SELECT count(*)::int AS n FROM kept');
      release();
      await Promise.all([writing, restarted]);
      expect((await meanwhile).rows).toEqual([{ n: 2 }]);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
