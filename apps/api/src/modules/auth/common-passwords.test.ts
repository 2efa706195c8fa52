import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@immora/shared/auth';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { bearer, createAccount, signIn, uniqueEmail } from '../../../test/account-factories.ts';
import { outboxFor, tokenOfLink } from '../../../test/mail-outbox.ts';

/** Issue 9: the passwords that used to be accepted, on sign-up, reset and password change. */
const COMMON = ['password', '12345678', 'qwertyui', 'iloveyou', 'Password1', 'aaaaaaaa', 'PASSWORD', 'ILoveYou'];
const PUBLIC_URL = 'https://immora.test';
const tooCommon = (field: string) => ({
  code: 'VALIDATION_FAILED',
  message: AUTH_MESSAGES.passwordTooCommon,
  fields: { [field]: AUTH_MESSAGES.passwordTooCommon },
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL });
});
afterAll(() => ctx.close());

let clients = 0;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.9.0.${++clients % 250}` });
const userCount = async () => (await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]!.n;

describe('common passwords are refused', () => {
  it.each(COMMON)('sign-up with %s: 400 on the password field, no account', async (password) => {
    const before = await userCount();
    const res = await post('/api/users/signup', {
      first_name: 'Lotte',
      last_name: 'Peeters',
      email: uniqueEmail('common'),
      password,
      phoneNumber: '0475918273',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(tooCommon('password'));
    expect(await userCount()).toBe(before);
  });

  it('the 8-character minimum stays, and a less predictable password is accepted', async () => {
    const body = { first_name: 'Lotte', last_name: 'Peeters', phoneNumber: '0475918273' };
    const short = await post('/api/users/signup', { ...body, email: uniqueEmail('short'), password: 'Xq7#pL2' });
    expect(short.json().error.fields).toEqual({ password: AUTH_MESSAGES.passwordLength });
    const fine = await post('/api/users/signup', { ...body, email: uniqueEmail('fine'), password: 'Xq7#pL2-Gent' });
    expect(fine.statusCode).toBe(201);
  });

  it.each(COMMON)('reset with %s: 400 on newPassword, and the link still works', async (password) => {
    const user = await createAccount(ctx.database);
    await post('/api/users/password-reset-request', { email: user.email });
    await ctx.app.accountMail.drain();
    const [mail] = await outboxFor(ctx.database, user.email);
    const token = tokenOfLink(mail!.text, PUBLIC_URL, '/reset-password');
    const res = await post('/api/users/password-reset', { token, newPassword: password });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(tooCommon('newPassword'));
    expect((await post('/api/users/password-reset', { token, newPassword: 'Nieuw-wachtwoord-7' })).statusCode).toBe(
      200,
    );
  });

  it.each(COMMON)('password change to %s: 400 on newPassword, the old password stays', async (password) => {
    const user = await createAccount(ctx.database);
    const token = await signIn(ctx.app, user.email);
    const res = await post(
      '/api/users/change-password',
      { currentPassword: user.password, newPassword: password },
      bearer(token),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual(tooCommon('newPassword'));
    expect(await signIn(ctx.app, user.email, user.password)).toEqual(expect.any(String));
  });
});
