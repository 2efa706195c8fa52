import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, bearer, createAccount, signIn } from '../../test/account-factories.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';

let ctx: TestContext;
let buyer: Record<string, string>;
let seller: Record<string, string>;
let buyerEmail: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const b = await createAccount(ctx.database, { role: 'buyer' });
  const s = await createAccount(ctx.database, { role: 'pseller' });
  buyerEmail = b.email;
  buyer = bearer(await signIn(ctx.app, b.email));
  seller = bearer(await signIn(ctx.app, s.email));
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('Cache-Control: no-store on answers that carry a signed-in user’s data', () => {
  it.each([
    ['/api/users/me', () => buyer],
    ['/api/favourites', () => buyer],
    ['/api/favourites/ids', () => buyer],
    ['/api/saved-searches', () => buyer],
    ['/api/my-properties', () => seller],
  ])('GET %s with a session is no-store', async (url, headers) => {
    const res = await get(url, headers());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the sign-in answer, which hands out the token, is no-store', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: buyerEmail, password: DEFAULT_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.token).toEqual(expect.any(String));
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a public search is not no-store, for a guest nor with a token', async () => {
    for (const headers of [{}, buyer]) {
      const res = await get('/api/properties', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control'] ?? '').not.toContain('no-store');
    }
  });
});
