import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { signedInUser } from '../../test/session.ts';

/**
 * Issue 18's header item: a strict Content-Security-Policy (no inline script), HSTS, framing only
 * by ourselves, and error bodies that name no file, stack or SQL. The server sets no cookie: the
 * session cookies of spec 1 §3 are written by the browser's own script, which has to read them.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );

describe('security headers', () => {
  it.each(['/api/health', '/api/properties', '/', '/properties', '/no-such-page'])('%s', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    const hsts = String(res.headers['strict-transport-security']);
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(15_552_000);
    expect(hsts).toContain('includeSubDomains');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('sets no cookie on sign-in either', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'x@example.be', password: 'nope-nope' },
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    const user = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: user.headers });
    expect(me.headers['set-cookie']).toBeUndefined();
  });
});

describe('error bodies', () => {
  const leaks =
    /\bat .+:\d+:\d+|node_modules|\/work\/|\bselect\b.+\bfrom\b|\binsert into\b|\bupdate .+ set\b|stack|postgres|pglite|drizzle/i;

  it.each([
    [
      'malformed JSON',
      {
        method: 'POST' as const,
        url: '/api/users/login',
        payload: '{"email":',
        headers: { 'content-type': 'application/json' },
      },
    ],
    ['wrong types', { method: 'POST' as const, url: '/api/users/login', payload: { email: 1, password: [] } }],
    ['an id that is not one', { method: 'GET' as const, url: "/api/properties/1' OR '1'='1" }],
    ['an unknown route', { method: 'GET' as const, url: '/api/no-such-route' }],
    [
      'a body that is not JSON',
      {
        method: 'POST' as const,
        url: '/api/newsletter',
        payload: 'email=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    ],
    ['an oversized query', { method: 'GET' as const, url: `/api/properties?city=${'x'.repeat(20_000)}` }],
  ])('%s: a 4xx in the ApiError shape that names no code, file or query', async (_, request) => {
    const res = await ctx.app.inject(request);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json() as { success: boolean; error: Record<string, unknown> };
    expect(body.success).toBe(false);
    expect(Object.keys(body.error).sort()).toEqual(expect.arrayContaining(['code', 'message']));
    expect(body.error).not.toHaveProperty('stack');
    expect(res.body).not.toMatch(leaks);
  });
});
