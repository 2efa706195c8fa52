import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@immora/shared/auth';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { bearer, createAccount, DEFAULT_PASSWORD, signIn } from '../../../test/account-factories.ts';
import { onPostgres } from '../../../test/database.ts';
import { MAX_LIVE_SESSIONS } from './auth.service.ts';

/** Issue 9: live sessions capped per user, 'sign out everywhere', password change ends the others. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let clients = 0;
const post = (url: string, payload: object, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? bearer(token) : {},
    remoteAddress: `10.8.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`,
  });
const me = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).statusCode;
const liveSessions = async (userId: string) =>
  (
    await ctx.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()',
      [userId],
    )
  )[0]!.n;
const signInTimes = async (email: string, n: number) => {
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) tokens.push(await signIn(ctx.app, email));
  return tokens;
};

describe('session cap', () => {
  it(`keeps ${MAX_LIVE_SESSIONS} live sessions: the next sign-in ends the oldest`, async () => {
    expect(MAX_LIVE_SESSIONS).toBe(10);
    const user = await createAccount(ctx.database);
    const tokens = await signInTimes(user.email, 10);
    expect(await liveSessions(user.id)).toBe(10);
    for (const token of tokens) expect(await me(token)).toBe(200);
    const eleventh = await signIn(ctx.app, user.email);
    expect(await liveSessions(user.id)).toBe(10);
    expect(await me(tokens[0]!)).toBe(401);
    for (const token of [...tokens.slice(1), eleventh]) expect(await me(token)).toBe(200);
    await signIn(ctx.app, user.email);
    expect(await me(tokens[1]!)).toBe(401);
    expect(await me(tokens[2]!)).toBe(200);
  });

  // Five at once: parallel attempts count as failures until they pass, and a sixth would be a 429.
  it(`a user holding 8 sessions who signs in 5 times at once keeps ${MAX_LIVE_SESSIONS}${onPostgres ? ' (PostgreSQL)' : ' (PGlite: one connection, run on PostgreSQL with TEST_DATABASE_URL)'}`, async () => {
    const user = await createAccount(ctx.database);
    await signInTimes(user.email, 8);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post('/api/users/login', { email: user.email, password: DEFAULT_PASSWORD })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
    expect(await liveSessions(user.id)).toBe(MAX_LIVE_SESSIONS);
  });

  it("one user's sign-ins never end another user's sessions", async () => {
    const [a, b] = [await createAccount(ctx.database), await createAccount(ctx.database)];
    const bToken = await signIn(ctx.app, b.email);
    await signInTimes(a.email, 12);
    expect(await me(bToken)).toBe(200);
    expect(await liveSessions(a.id)).toBe(10);
  });
});

describe('POST /api/users/logout-all', () => {
  it('ends every session of the user, the one that asked included', async () => {
    const user = await createAccount(ctx.database);
    const other = await createAccount(ctx.database);
    const [laptop, phone, tablet] = await signInTimes(user.email, 3);
    const stranger = await signIn(ctx.app, other.email);
    const res = await post('/api/users/logout-all', {}, phone!);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(AUTH_MESSAGES.signedOutEverywhere);
    for (const token of [laptop!, phone!, tablet!]) expect(await me(token)).toBe(401);
    expect(await liveSessions(user.id)).toBe(0);
    expect(await me(stranger)).toBe(200);
    expect((await post('/api/users/logout-all', {}, phone!)).statusCode).toBe(401);
    // The account itself is fine: signing in again works.
    expect(await me(await signIn(ctx.app, user.email))).toBe(200);
  });

  it('needs a session', async () => {
    expect((await post('/api/users/logout-all', {})).statusCode).toBe(401);
  });
});

describe('POST /api/users/change-password', () => {
  const change = (token: string, currentPassword: string, newPassword: string) =>
    post('/api/users/change-password', { currentPassword, newPassword }, token);

  it('sets the new password and ends every other session; this one goes on', async () => {
    const user = await createAccount(ctx.database);
    const [here, elsewhere] = await signInTimes(user.email, 2);
    const res = await change(here!, user.password, 'Nieuw-wachtwoord-7');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('Password updated successfully!');
    expect(await me(here!)).toBe(200);
    expect(await me(elsewhere!)).toBe(401);
    const old = await post('/api/users/login', { email: user.email, password: user.password });
    expect(old.statusCode).toBe(401);
    expect(await signIn(ctx.app, user.email, 'Nieuw-wachtwoord-7')).toEqual(expect.any(String));
  });

  it('a wrong current password is a 400 on currentPassword (the session stays) and changes nothing', async () => {
    const user = await createAccount(ctx.database);
    const [here, elsewhere] = await signInTimes(user.email, 2);
    const res = await change(here!, 'Not-my-password-1', 'Nieuw-wachtwoord-7');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: AUTH_MESSAGES.currentPasswordWrong,
      fields: { currentPassword: AUTH_MESSAGES.currentPasswordWrong },
    });
    expect(await me(here!)).toBe(200);
    expect(await me(elsewhere!)).toBe(200);
    expect(await signIn(ctx.app, user.email, user.password)).toEqual(expect.any(String));
  });

  it('wrong current passwords count as failed sign-ins: after 5, 429 even with the right one', async () => {
    const user = await createAccount(ctx.database);
    const token = await signIn(ctx.app, user.email);
    for (let i = 0; i < 5; i++)
      expect((await change(token, `Guess-number-${i}`, 'Nieuw-wachtwoord-7')).statusCode).toBe(400);
    const locked = await change(token, user.password, 'Nieuw-wachtwoord-7');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(AUTH_MESSAGES.tooManyLogins.replace('{minutes}', '15'));
  });

  it.each([
    [{}, { currentPassword: AUTH_MESSAGES.required, newPassword: AUTH_MESSAGES.required }],
    [{ currentPassword: 'x', newPassword: 'short' }, { newPassword: AUTH_MESSAGES.passwordMin }],
    [
      { currentPassword: 'x'.repeat(257), newPassword: 'Nieuw-wachtwoord-7' },
      { currentPassword: AUTH_MESSAGES.tooLong },
    ],
  ])('bad input %j → 400 with the spec messages', async (payload, fields) => {
    const user = await createAccount(ctx.database);
    const token = await signIn(ctx.app, user.email);
    const res = await post('/api/users/change-password', payload, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual(fields);
  });

  it('needs a session', async () => {
    const res = await post('/api/users/change-password', { currentPassword: 'a', newPassword: 'Nieuw-wachtwoord-7' });
    expect(res.statusCode).toBe(401);
  });
});
