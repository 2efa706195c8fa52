import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';

type Operation = { method: string; path: string; secured: boolean };
type OpenApi = { paths: Record<string, Record<string, { security?: unknown[] }>> };

let ctx: TestContext;
let operations: Operation[];
beforeAll(async () => {
  ctx = await createTestApp();
  // Every documented operation, so a new route is covered by itself.
  const doc = ctx.app.swagger() as unknown as OpenApi;
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      // A session is required unless the operation also accepts none (`{}`: optional, as GET /auctions/:id).
      secured: Boolean(op.security?.length) && !op.security!.some((s) => Object.keys(s as object).length === 0),
    })),
  );
});
afterAll(() => ctx.close());

describe('authenticate first: a guest is refused before anything it sent is read', () => {
  it('the OpenAPI document marks the authenticated operations', () => {
    expect(operations.filter((op) => op.secured).length).toBeGreaterThan(20);
    expect(operations).toContainEqual({ method: 'POST', path: '/api/auctions', secured: true });
  });

  it('exactly the documented authenticated operations answer a guest with an invalid body and ids 401', async () => {
    const refused: string[] = [];
    for (const { method, path } of operations) {
      const url = path.replace(/\{[^}]+\}/g, 'not-an-id');
      const hasBody = method !== 'GET' && method !== 'DELETE';
      const res = await ctx.app.inject({ method: method as 'GET', url, ...(hasBody ? { payload: { x: 1 } } : {}) });
      if (res.statusCode === 401) refused.push(`${method} ${path} ${res.json().error.code}`);
    }
    const secured = operations.filter((op) => op.secured).map(({ method, path }) => `${method} ${path} UNAUTHORIZED`);
    expect(refused).toEqual(secured);
  });

  it('a guest creating an auction with a wrong body gets 401 without field messages', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auctions', payload: { x: 1 } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' },
    });
  });
});
