import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../test/database.ts';
import type { Database } from './client.ts';
import { withNamedLock } from './named-lock.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('holders of one name take turns, other names do not wait, and the holder’s Db answers', async () => {
  const order: string[] = [];
  let open!: () => void;
  let entered!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const inside = new Promise<void>((resolve) => (entered = resolve));
  const first = withNamedLock(database.db, 'a', async (db) => {
    order.push('first in');
    entered();
    await gate;
    await db.execute(sql`select 1`);
    order.push('first out');
  });
  await inside;
  const second = withNamedLock(database.db, 'a', async () => {
    order.push('second');
  });
  await withNamedLock(database.db, 'b', async () => {
    order.push('other name');
  });
  open();
  await Promise.all([first, second]);
  expect(order.indexOf('second')).toBeGreaterThan(order.indexOf('first out'));
  expect(order.indexOf('other name')).toBeLessThan(order.indexOf('first out'));
  // The lock is given back: the name can be taken again.
  expect(await withNamedLock(database.db, 'a', async () => 'again')).toBe('again');
});
