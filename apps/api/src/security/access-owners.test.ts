import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { ACCESS } from './access-table.ts';
import { apiOperations, callAs } from './access-calls.ts';
import { RECORD_MAKERS } from './access-fixtures.ts';
import { NOT_OWNED, OWNED, OWNED_ELSEWHERE } from './access-owners.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('operations on one record', () => {
  it('are each in the owners table, left to a named test, or take no record of anyone', () => {
    const withId = apiOperations(ctx.app).filter((op) => /\{/.test(op.path) && ACCESS[op.operationId] !== 'everyone');
    const placed = new Set([...Object.keys(OWNED), ...Object.keys(OWNED_ELSEWHERE), ...NOT_OWNED]);
    expect(withId.map((op) => op.operationId).filter((id) => !placed.has(id))).toEqual([]);
    const known = new Set(apiOperations(ctx.app).map((op) => op.operationId));
    expect([...placed].filter((id) => !known.has(id))).toEqual([]);
    const src = join(import.meta.dirname, '..');
    expect(Object.values(OWNED_ELSEWHERE).filter((where) => !existsSync(join(src, where)))).toEqual([]);
  });

  it("answer another user of the owner's role 403 or 404, and let the owner in", async () => {
    const wrong: string[] = [];
    for (const op of apiOperations(ctx.app)) {
      const row = OWNED[op.operationId];
      if (!row) continue;
      const record = await RECORD_MAKERS[row.kind](ctx);
      const body = typeof row.body === 'function' ? row.body(record.ids) : row.body;
      const strangers = await callAs(ctx.app, op, record.stranger, record.ids, body);
      if (strangers !== 403 && strangers !== 404)
        wrong.push(`${op.operationId} as ${record.stranger.name}: ${strangers}`);
      // The owner comes second, so a stranger's delete or status change that went through shows.
      const owners = await callAs(ctx.app, op, record.owner, record.ids, body);
      if (owners >= 300) wrong.push(`${op.operationId} as ${record.owner.name}: ${owners}`);
    }
    expect(wrong).toEqual([]);
  }, 240_000);
});
