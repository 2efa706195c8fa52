import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@immora/shared/auth';
import { COMMON_PASSWORDS_TEXT } from '@immora/shared/common-passwords.generated';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createAccount, signupBody, uniqueEmail } from '../../../test/account-factories.ts';
import { onPostgres } from '../../../test/database.ts';
import { outboxFor, tokenOfLink } from '../../../test/mail-outbox.ts';

/**
 * Issue 18, accounts: the password rules and the hash, the e-mailed tokens, and the per-client
 * limits of sign-up and reset requests (docs/security.md maps each requirement to its test).
 */
const PUBLIC_URL = 'https://immora.test';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL });
});
afterAll(() => ctx.close());

let clients = 0;
const nextIp = () => `10.18.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;
const post = (url: string, payload: object, ip = nextIp()) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const login = (email: string, password: string) => post('/api/users/login', { email, password });
const storedHash = async (email: string) =>
  (await ctx.database.query<{ h: string }>('SELECT password_hash AS h FROM users WHERE email = $1', [email]))[0]!.h;
const userCount = async () => (await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]!.n;

/** Signs up and verifies through the e-mailed link: an account that can sign in with `password`. */
async function verifiedSignup(password: string) {
  const body = signupBody({ password });
  const res = await post('/api/users/signup', body);
  expect(res.statusCode, res.body).toBe(201);
  const token = await mailedToken(body.email, '/verify-email');
  expect((await post('/api/users/verify-email', { token })).statusCode).toBe(200);
  return body.email;
}

async function mailedToken(to: string, path: '/verify-email' | '/reset-password') {
  await ctx.app.accountMail.drain();
  const texts = (await outboxFor(ctx.database, to)).map((mail) => mail.text);
  return tokenOfLink(texts.join('\n'), PUBLIC_URL, path);
}

/** The parameters of an encoded argon2 hash: `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`. */
function argon2Parameters(encoded: string) {
  const match = /^\$(argon2(?:id|i|d))\$v=(\d+)\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(encoded);
  expect(match, encoded).not.toBeNull();
  const [, algorithm, version, m, t, p] = match!;
  return { algorithm, version: Number(version), memoryKiB: Number(m), iterations: Number(t), lanes: Number(p) };
}

describe('password hashes', () => {
  it('sign-up stores argon2id with at least 19 MiB and 2 iterations', async () => {
    const email = await verifiedSignup('Brussel-2024!');
    const params = argon2Parameters(await storedHash(email));
    expect(params).toMatchObject({ algorithm: 'argon2id', version: 19 });
    expect(params.memoryKiB).toBeGreaterThanOrEqual(19 * 1024);
    expect(params.iterations).toBeGreaterThanOrEqual(2);
  });

  it('a password set by a reset link is hashed the same way', async () => {
    const user = await createAccount(ctx.database);
    await post('/api/users/password-reset-request', { email: user.email });
    const token = await mailedToken(user.email, '/reset-password');
    expect((await post('/api/users/password-reset', { token, newPassword: 'Nieuw-wachtwoord-7' })).statusCode).toBe(
      200,
    );
    const params = argon2Parameters(await storedHash(user.email));
    expect(params.algorithm).toBe('argon2id');
    expect(params.memoryKiB).toBeGreaterThanOrEqual(19 * 1024);
    expect(params.iterations).toBeGreaterThanOrEqual(2);
  });
});

describe('passwords: 8 to 128 characters of any Unicode, kept whole', () => {
  const ascii128 = 'Gent-Brugge-'.repeat(11).slice(0, 127) + 'A';
  // 128 characters that are each two UTF-16 units: the count is of characters, not of units.
  const emoji128 = '🏠🔑🌷🚲'.repeat(32);

  it('a 128-character password signs in, and one character less or different does not', async () => {
    expect([...ascii128]).toHaveLength(128);
    const email = await verifiedSignup(ascii128);
    expect((await login(email, ascii128)).statusCode).toBe(200);
    expect((await login(email, ascii128.slice(0, 127))).statusCode).toBe(401);
    expect((await login(email, `${ascii128.slice(0, 127)}B`)).statusCode).toBe(401);
  });

  it('128 emoji are a 128-character password: it signs in, and the 127 first do not', async () => {
    expect([...emoji128]).toHaveLength(128);
    expect(emoji128.length).toBe(256);
    const email = await verifiedSignup(emoji128);
    expect((await login(email, emoji128)).statusCode).toBe(200);
    expect((await login(email, [...emoji128].slice(0, 127).join(''))).statusCode).toBe(401);
  });

  it('spaces at either end are part of the password', async () => {
    const email = await verifiedSignup('  Brussel 2024  ');
    expect((await login(email, '  Brussel 2024  ')).statusCode).toBe(200);
    expect((await login(email, 'Brussel 2024')).statusCode).toBe(401);
  });

  it.each([
    ['129 characters', `${ascii128}x`, AUTH_MESSAGES.passwordMax],
    ['129 emoji', `${emoji128}🏠`, AUTH_MESSAGES.passwordMax],
    ['7 characters', 'Xq7#pL2', AUTH_MESSAGES.passwordLength],
    ['7 emoji (14 UTF-16 units)', '🏠🔑🌷🚲🏠🔑🌷', AUTH_MESSAGES.passwordLength],
  ])('%s: 400 on the password field, no account', async (_label, password, message) => {
    const before = await userCount();
    const res = await post('/api/users/signup', signupBody({ password }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ password: message });
    expect(await userCount()).toBe(before);
  });

  it('the same limits hold for a reset: 129 characters refused without using up the link', async () => {
    const user = await createAccount(ctx.database);
    await post('/api/users/password-reset-request', { email: user.email });
    const token = await mailedToken(user.email, '/reset-password');
    const long = await post('/api/users/password-reset', { token, newPassword: `${ascii128}x` });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ newPassword: AUTH_MESSAGES.passwordMax });
    expect((await post('/api/users/password-reset', { token, newPassword: emoji128 })).statusCode).toBe(200);
    expect((await login(user.email, emoji128)).statusCode).toBe(200);
  });

  it('NFC: an accented letter typed as one character or as letter + accent is the same password', async () => {
    const composed = 'Café-Liège-2026';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    const email = await verifiedSignup(decomposed);
    expect((await login(email, composed)).statusCode).toBe(200);
    expect((await login(email, decomposed)).statusCode).toBe(200);
    // Compatibility forms stay distinct (NFC, not NFKC): a full-width digit is not the digit.
    expect((await login(email, 'Café-Liège-２026')).statusCode).toBe(401);
  });

  it('an account whose hash was written before NFC (the password as typed) still signs in', async () => {
    const decomposed = 'Ze\u0301ro-Brussel-7';
    const { email } = await createAccount(ctx.database, { password: decomposed });
    // The factory hashes through hashPassword (NFC): write the old kind of hash directly.
    const { hash } = await import('@node-rs/argon2');
    const legacy = await hash(decomposed, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    await ctx.database.query('UPDATE users SET password_hash = $1 WHERE email = $2', [legacy, email]);
    expect((await login(email, decomposed)).statusCode).toBe(200);
  });
});

describe('the 3 000 most common passwords are refused', () => {
  const list = COMMON_PASSWORDS_TEXT.split('\n');

  it('the list holds at least 3 000 entries, most common first', () => {
    expect(list.length).toBeGreaterThanOrEqual(3000);
    expect(list.slice(0, 3)).toEqual(['password', '12345678', '123456789']);
  });

  it.each([0, 1, 499, 1500, 2999].map((i) => [i, list[i]!]))(
    'entry %i (%s) is refused at sign-up, also in capitals',
    async (_i, password) => {
      for (const variant of [password, password.toUpperCase()]) {
        const res = await post('/api/users/signup', signupBody({ password: variant }));
        expect(res.statusCode).toBe(400);
        expect(res.json().error.fields).toEqual({ password: AUTH_MESSAGES.passwordTooCommon });
      }
    },
  );
});

describe('e-mailed tokens', () => {
  /** base64url without padding: 6 bits a character. */
  const bitsOf = (token: string) => {
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    return Buffer.from(token, 'base64url').length * 8;
  };

  it('verification and reset tokens carry at least 128 random bits, all different', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 10; i++) {
      const user = await createAccount(ctx.database, { isVerified: false });
      await post('/api/users/resend-verification-email', { email: user.email });
      await post('/api/users/password-reset-request', { email: user.email });
      tokens.push(await mailedToken(user.email, '/verify-email'), await mailedToken(user.email, '/reset-password'));
    }
    for (const token of tokens) expect(bitsOf(token)).toBeGreaterThanOrEqual(128);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('a reset token is stored only as its hash', async () => {
    const user = await createAccount(ctx.database);
    await post('/api/users/password-reset-request', { email: user.email });
    const token = await mailedToken(user.email, '/reset-password');
    const rows = await ctx.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM user_tokens t WHERE row_to_json(t)::text LIKE $1',
      [`%${token}%`],
    );
    expect(rows[0]!.n).toBe(0);
  });

  describe.skipIf(!onPostgres)('20 parallel redemptions of one token: exactly one succeeds (PostgreSQL)', () => {
    it('a verification link', async () => {
      const user = await createAccount(ctx.database, { isVerified: false });
      await post('/api/users/resend-verification-email', { email: user.email });
      const token = await mailedToken(user.email, '/verify-email');
      const answers = await Promise.all(Array.from({ length: 20 }, () => post('/api/users/verify-email', { token })));
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, ...Array(19).fill(400)]);
    });

    it('a reset link: one new password is set, the other 19 are refused', async () => {
      const user = await createAccount(ctx.database);
      await post('/api/users/password-reset-request', { email: user.email });
      const token = await mailedToken(user.email, '/reset-password');
      const passwords = Array.from({ length: 20 }, (_, i) => `Parallel-reset-${i}`);
      const answers = await Promise.all(
        passwords.map((newPassword) => post('/api/users/password-reset', { token, newPassword })),
      );
      const winners = passwords.filter((_, i) => answers[i]!.statusCode === 200);
      expect(winners).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(19);
      expect((await login(user.email, winners[0]!)).statusCode).toBe(200);
    });
  });
});

/** RATE_LIMIT_MESSAGE with its number of seconds. */
const WAIT_SECONDS = /^Too many requests\. Please try again in (\d+) seconds\.$/;

describe('per-client limits', () => {
  it('password-reset requests: the 6th in 15 minutes from one client is 429 with a clear message; another client goes on', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    let last;
    for (let i = 0; i < 6; i++) {
      last = await post('/api/users/password-reset-request', { email: uniqueEmail('reset-limit') }, ip);
      codes.push(last.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect(last!.json()).toEqual({
      success: false,
      error: { code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(WAIT_SECONDS) },
    });
    // The wait is the rest of the 15-minute window.
    const seconds = Number(WAIT_SECONDS.exec(last!.json().error.message)![1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    expect((await post('/api/users/password-reset-request', { email: uniqueEmail('reset-limit') })).statusCode).toBe(
      200,
    );
  });

  it('sign-up: past 20 in 10 minutes one client gets 429, another still signs up', async () => {
    const ip = nextIp();
    const bad = signupBody({ phoneNumber: 'x' });
    for (let i = 0; i < 20; i++) expect((await post('/api/users/signup', bad, ip)).statusCode).toBe(400);
    const limited = await post('/api/users/signup', signupBody(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(WAIT_SECONDS);
    expect((await post('/api/users/signup', signupBody())).statusCode).toBe(201);
  });
});
