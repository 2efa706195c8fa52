import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoot } from '../../db/paths.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { onPostgres } from '../../../test/database.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('names the database engine, its version and the migration level', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.status).toBe('ok');
    expect(body.data.database.kind).toBe(onPostgres ? 'postgres' : 'pglite');
    expect(body.data.database.version).toMatch(/^\d+(\.\d+)?/);
    expect(body.data.database.migrations.applied).toBeGreaterThanOrEqual(1);
    expect(body.data.database.migrations.latest).toMatch(/^0\d{3}_/);
  });

  it('serves the OpenAPI document with the public routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/newsletter', '/api/properties']),
    );
  });

  it('matches the committed docs/openapi.json (run `npm run openapi` after changing a contract)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const committed = JSON.parse(readFileSync(join(apiRoot(), '..', '..', 'docs', 'openapi.json'), 'utf8'));
    expect(res.json()).toEqual(committed);
  });
});
