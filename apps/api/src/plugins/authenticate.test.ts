import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@immora/shared/auth';
import { bearer, createAccount, createPlan, createSubscription, signIn } from '../../test/account-factories.ts';
import { createCustomTestApp } from '../../test/custom-app.ts';
import type { TestContext } from '../../test/app.ts';
import { signSessionToken } from '../lib/tokens.ts';

const DAY = 86_400_000;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createCustomTestApp({
    // Routes of this test only: hidden from the OpenAPI document (every documented route declares its contract).
    routes: (app) => {
      const schema = { hide: true };
      app.get('/api/test/signed-in', { schema, preHandler: app.authenticate }, async (request) => ({
        success: true,
        data: { id: request.auth!.id, role: request.auth!.role },
      }));
      app.get('/api/test/agency-only', { schema, preHandler: app.requireRole('agency') }, async () => ({
        success: true,
        data: 'ok',
      }));
      app.get('/api/test/gated', { schema, preHandler: app.requireSubscription }, async () => ({
        success: true,
        data: 'ok',
      }));
    },
  });
});
afterAll(() => ctx.close());

const call = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const signedIn = (token: string) => call('/api/test/signed-in', bearer(token));
const expectRefused = (res: Awaited<ReturnType<typeof call>>, status: number, message: string) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({
    success: false,
    error: { code: status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN', message },
  });
};
/** A token with the same claims as a real one, signed however the test wants. */
const forge = (token: string, opts: { secret?: string; expiresAt?: Date; role?: 'agency'; kind?: 'crm' } = {}) => {
  const claims = decodeJwt(token);
  return signSessionToken(
    opts.secret ?? ctx.app.config.JWT_SECRET,
    {
      sub: claims.sub!,
      jti: claims.jti!,
      role: opts.role ?? (claims.role as 'buyer'),
      kind: opts.kind ?? 'web',
    },
    opts.expiresAt ?? new Date(claims.exp! * 1000),
  );
};
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('authenticate: who is signed in', () => {
  it('a fresh token of a verified user passes, with the role from the database', async () => {
    const user = await createAccount(ctx.database, { role: 'pseller' });
    const res = await signedIn(await signIn(ctx.app, user.email));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: user.id, role: 'pseller' });
  });

  it.each([
    ['no header', {}],
    ['another scheme', { authorization: 'Basic bG90dGU6c2VjcmV0' }],
    ['"Bearer" alone', { authorization: 'Bearer' }],
    ['two tokens', { authorization: 'Bearer abc def' }],
  ])('%s → 401 "Please sign in"', async (_what, headers) => {
    expectRefused(await call('/api/test/signed-in', headers), 401, 'Please sign in to continue.');
  });

  it('a token that is not a JWT → 401', async () => {
    expectRefused(await signedIn('not-a-jwt'), 401, AUTH_MESSAGES.sessionInvalid);
  });

  it('a token signed with another secret → 401', async () => {
    const user = await createAccount(ctx.database);
    const token = await forge(await signIn(ctx.app, user.email), { secret: 'x'.repeat(48) });
    expectRefused(await signedIn(token), 401, AUTH_MESSAGES.sessionInvalid);
  });

  it('an unsigned token (alg none) → 401', async () => {
    const user = await createAccount(ctx.database);
    const claims = decodeJwt(await signIn(ctx.app, user.email));
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    expectRefused(await signedIn(unsigned), 401, AUTH_MESSAGES.sessionInvalid);
  });

  it('an expired token → 401, even though its session is still open', async () => {
    const user = await createAccount(ctx.database);
    const token = await forge(await signIn(ctx.app, user.email), { expiresAt: new Date(Date.now() - 60_000) });
    expectRefused(await signedIn(token), 401, AUTH_MESSAGES.sessionInvalid);
  });

  it('a session past its end → 401, even though the token has not expired', async () => {
    const user = await createAccount(ctx.database);
    const token = await signIn(ctx.app, user.email);
    await ctx.database.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      decodeJwt(token).jti,
    ]);
    expectRefused(await signedIn(token), 401, AUTH_MESSAGES.sessionInvalid);
  });

  it('a token of a deleted user → 401', async () => {
    const user = await createAccount(ctx.database);
    const token = await signIn(ctx.app, user.email);
    expect((await signedIn(token)).statusCode).toBe(200);
    await ctx.database.query('DELETE FROM users WHERE id = $1', [user.id]);
    expectRefused(await signedIn(token), 401, AUTH_MESSAGES.sessionInvalid);
  });

  it('a token of an unverified user → 403, asking to verify', async () => {
    const user = await createAccount(ctx.database);
    const token = await signIn(ctx.app, user.email);
    await ctx.database.query('UPDATE users SET is_verified = false WHERE id = $1', [user.id]);
    expectRefused(await signedIn(token), 403, AUTH_MESSAGES.notVerified);
  });

  it('a CRM token is not a web session → 401', async () => {
    const user = await createAccount(ctx.database, { role: 'agency' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/crm/login',
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    expectRefused(await signedIn(res.json().data.token), 401, AUTH_MESSAGES.sessionInvalid);
  });
});

describe('requireRole', () => {
  it('no token → 401; a buyer → 403; an agency → 200', async () => {
    expect((await call('/api/test/agency-only')).statusCode).toBe(401);
    const buyer = await createAccount(ctx.database, { role: 'buyer' });
    expectRefused(
      await call('/api/test/agency-only', bearer(await signIn(ctx.app, buyer.email))),
      403,
      'Your account type cannot do this.',
    );
    const agency = await createAccount(ctx.database, { role: 'agency' });
    const ok = await call('/api/test/agency-only', bearer(await signIn(ctx.app, agency.email)));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, data: 'ok' });
  });

  it('goes by the role in the database, not the role written in the token', async () => {
    const buyer = await createAccount(ctx.database, { role: 'buyer' });
    const token = await forge(await signIn(ctx.app, buyer.email), { role: 'agency' });
    expect((await call('/api/test/agency-only', bearer(token))).statusCode).toBe(403);
  });
});

describe('requireSubscription', () => {
  it('no token → 401', async () => {
    expectRefused(await call('/api/test/gated'), 401, 'Please sign in to continue.');
  });

  it('no subscription, or only an ended one → 403 with the message', async () => {
    const plan = await createPlan(ctx.database);
    const user = await createAccount(ctx.database, { role: 'agency' });
    const token = await signIn(ctx.app, user.email);
    expectRefused(
      await call('/api/test/gated', bearer(token)),
      403,
      'An active subscription is required to use this feature.',
    );
    await createSubscription(ctx.database, user.id, plan.id, {
      startsAt: new Date(Date.now() - 40 * DAY),
      expiresAt: new Date(Date.now() - 10 * DAY),
    });
    expectRefused(await call('/api/test/gated', bearer(token)), 403, AUTH_MESSAGES.subscriptionRequired);
  });

  it('an active subscription → 200', async () => {
    const plan = await createPlan(ctx.database);
    const user = await createAccount(ctx.database, { role: 'individual' });
    await createSubscription(ctx.database, user.id, plan.id);
    const res = await call('/api/test/gated', bearer(await signIn(ctx.app, user.email)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: 'ok' });
  });

  it('a pending payment does not open the gate', async () => {
    const plan = await createPlan(ctx.database);
    const user = await createAccount(ctx.database, { role: 'agency' });
    await createSubscription(ctx.database, user.id, plan.id, { status: 'pending' });
    expect((await call('/api/test/gated', bearer(await signIn(ctx.app, user.email)))).statusCode).toBe(403);
  });
});
