import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@immora/shared/auth';
import { PHONE_MESSAGES } from '@immora/shared/phone';
import { LICENCE_MESSAGES } from '@immora/shared/licence-number';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import {
  bearer,
  createAccount,
  DEFAULT_PASSWORD,
  signIn,
  signupBody,
  uniqueEmail,
} from '../../../test/account-factories.ts';
import { createCustomTestApp } from '../../../test/custom-app.ts';
import { startSmtpCapture } from '../../../test/mail-capture.ts';
import { outboxFor, tokenOfLink } from '../../../test/mail-outbox.ts';

const PUBLIC_URL = 'https://immora.test';
const MINUTE = 60_000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL });
});
afterAll(() => ctx.close());

/** Every call from its own client address, so the per-client limits only bite where a test wants them. */
let clients = 0;
const nextIp = () => {
  clients++;
  return `10.1.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};
const post = (url: string, payload: unknown, ip = nextIp(), headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip, headers });
const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });

const countRows = async (table: 'users' | 'agencies' | 'sessions' | 'email_outbox' | 'user_tokens') =>
  (await ctx.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
const userRow = async (email: string) =>
  (
    await ctx.database.query<{
      id: string;
      role: string;
      email: string;
      password_hash: string | null;
      is_verified: boolean;
      first_name: string;
      last_name: string;
      phone_number: string | null;
      licence_number: string | null;
    }>('SELECT * FROM users WHERE lower(email) = lower($1)', [email])
  )[0];
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

const signup = (body: Record<string, unknown>, ip?: string) => post('/api/users/signup', body, ip);

/** The token of the last link to `path` e-mailed to `to` (from the outbox: this app has no SMTP_URL). */
const mailedToken = async (to: string, path: '/verify-email' | '/reset-password') => {
  await ctx.app.accountMail.drain();
  const mails = await outboxFor(ctx.database, to);
  expect(mails.length).toBeGreaterThan(0);
  return tokenOfLink(mails.at(-1)!.text, PUBLIC_URL, path);
};

describe('POST /api/users/signup', () => {
  it('creates an unverified buyer and answers token, name and user, with no password hash anywhere', async () => {
    const before = await countRows('users');
    const body = signupBody({ email: 'Sofie.Janssens@Example.be', first_name: '  Sofie ', last_name: 'Janssens' });
    const res = await signup(body);
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer.success).toBe(true);
    expect(answer.data).toEqual({
      token: expect.any(String),
      name: 'Sofie Janssens',
      user: {
        id: expect.any(String),
        _id: expect.any(String),
        role: 'buyer',
        isVerified: false,
        email: 'sofie.janssens@example.be',
        first_name: 'Sofie',
        last_name: 'Janssens',
        language: 'en',
      },
    });
    expect(res.body).not.toMatch(/argon2|password/i);
    expect(await countRows('users')).toBe(before + 1);
    const row = await userRow('sofie.janssens@example.be');
    expect(row).toMatchObject({ role: 'buyer', is_verified: false, phone_number: '0475918273' });
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    expect(row!.password_hash).not.toContain(DEFAULT_PASSWORD);
  });

  it('ignores a role or verified flag sent in the body', async () => {
    const body = signupBody({ role: 'agency', isVerified: true, is_verified: true });
    const res = await signup(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user).toMatchObject({ role: 'buyer', isVerified: false });
    expect(await userRow(body.email)).toMatchObject({ role: 'buyer', is_verified: false });
  });

  it('Pro form, sellerType agency: creates the agency with its name', async () => {
    const body = signupBody({ sellerType: 'agency', agencyName: 'Immo Zuid' });
    const res = await signup(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.role).toBe('agency');
    const [agency] = await ctx.database.query<{ name: string; email: string }>(
      'SELECT a.name, a.email FROM agencies a JOIN users u ON u.id = a.owner_id WHERE u.email = $1',
      [body.email],
    );
    expect(agency).toEqual({ name: 'Immo Zuid', email: body.email });
  });

  it.each([{}, { agencyName: '' }, { agencyName: '   ' }])(
    'Pro form, sellerType agency without a name %j: 400 and nothing created',
    async (extra) => {
      const [users, agencies] = [await countRows('users'), await countRows('agencies')];
      const res = await signup(signupBody({ sellerType: 'agency', ...extra }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Agency name is required');
      expect(res.json().error.fields).toEqual({ agencyName: 'Agency name is required' });
      expect(await countRows('users')).toBe(users);
      expect(await countRows('agencies')).toBe(agencies);
    },
  );

  it('Pro form, sellerType individual: an agent with the licence number, and no agency', async () => {
    const agencies = await countRows('agencies');
    const body = signupBody({ sellerType: 'individual', licenceNumber: ' BIV-508.123 ' });
    const res = await signup(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.role).toBe('individual');
    expect((await userRow(body.email))!.licence_number).toBe('BIV-508.123');
    expect(await countRows('agencies')).toBe(agencies);
  });

  it.each(['BIV-1', '504.1234', 'ABC 504.123', 'IPI 50412'])(
    "Pro form, sellerType individual: the licence number %s is refused with the profile's message (decision 077)",
    async (licenceNumber) => {
      const users = await countRows('users');
      const res = await signup(signupBody({ sellerType: 'individual', licenceNumber }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ licenceNumber: LICENCE_MESSAGES.format });
      expect(await countRows('users')).toBe(users);
    },
  );

  it('private seller: role pseller; a licence number is only kept for agents', async () => {
    const body = signupBody({ sellerType: 'pseller', licenceNumber: 'BIV-1' });
    const res = await signup(body);
    expect(res.statusCode).toBe(201);
    expect(await userRow(body.email)).toMatchObject({ role: 'pseller', licence_number: null });
  });

  it('keeps accented and non-Latin names as they were typed', async () => {
    const body = signupBody({ first_name: 'Zoë-Anaïs', last_name: "D'Hondt Çelik" });
    const res = await signup(body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.name).toBe("Zoë-Anaïs D'Hondt Çelik");
    expect(await userRow(body.email)).toMatchObject({ first_name: 'Zoë-Anaïs', last_name: "D'Hondt Çelik" });
  });

  it('reports every missing field at once', async () => {
    const res = await signup({});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.fields).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
      phoneNumber: 'Phone number is required',
    });
  });

  it.each([
    ['first_name', '', 'First name is required'],
    ['first_name', 'L', 'First name must be at least 2 characters'],
    ['first_name', 'L'.repeat(51), 'First name must not exceed 50 characters'],
    ['first_name', 42, 'First name is required'],
    ['last_name', '  ', 'Last name is required'],
    ['last_name', 'P', 'Last name must be at least 2 characters'],
    ['last_name', 'P'.repeat(51), 'Last name must not exceed 50 characters'],
    ['email', '', 'Email is required'],
    ['email', 'sofie', 'Must be a valid email address'],
    ['email', 'sofie@example', 'Must be a valid email address'],
    ['email', `${'s'.repeat(250)}@example.be`, 'Must be a valid email address'],
    ['password', '', 'Password is required'],
    ['password', '1234567', 'Password must be at least 8 characters'],
    ['password', 'Xq7#pL2-'.repeat(16) + 'x', AUTH_MESSAGES.passwordMax],
    ['phoneNumber', '', PHONE_MESSAGES.required],
    ['phoneNumber', '+32475918273', 'Only numbers are allowed'],
    ['phoneNumber', '047591827', 'Phone number must be at least 10 digits'],
    ['phoneNumber', '3247591827364519', 'Phone number must not exceed 15 digits'],
    ['phoneNumber', '0000000000', 'Phone number cannot be all zeros'],
    ['phoneNumber', '0123456789', 'Phone number cannot be sequential or repetitive'],
    ['phoneNumber', '1234567890', 'Phone number cannot be sequential or repetitive'],
    ['phoneNumber', '9876543210', 'Phone number cannot be sequential or repetitive'],
    ['phoneNumber', '3270123456789', 'Phone number cannot be sequential or repetitive'],
    ['phoneNumber', '7777777777', 'Phone number cannot be sequential or repetitive'],
    ['phoneNumber', '5555555555', 'Phone number cannot be sequential or repetitive'],
    ['phoneNumber', '1231231234', 'Phone number cannot be a commonly used fake number'],
    ['phoneNumber', '1212121212', 'Phone number must contain a mix of digits'],
    ['phoneNumber', 475918273, PHONE_MESSAGES.required],
    ['sellerType', 'admin', 'Choose Agency or Agent'],
  ])('%s = %j → 400 %s, nothing created', async (field, value, message) => {
    const before = await countRows('users');
    const res = await signup(signupBody({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message, fields: { [field]: message } });
    expect(await countRows('users')).toBe(before);
  });

  it('answers an address already registered, whatever its case, like a new one, and changes nothing (decision 043)', async () => {
    const first = signupBody({ email: 'marie.dubois@example.be' });
    const fresh = await signup(first);
    expect(fresh.statusCode).toBe(201);
    await ctx.app.accountMail.drain();
    const users = await countRows('users');
    const again = signupBody({ email: '  MARIE.Dubois@EXAMPLE.be ', first_name: 'Other' });
    const res = await signup(again);
    expect(res.statusCode).toBe(201);
    // The same shape and values as a new account's answer; only the id and token are new, as they would be.
    const shape = (body: { data: { token: string; user: { id: string } } }) => ({
      ...body.data,
      token: expect.stringMatching(/^ey/),
      user: { ...body.data.user, id: expect.any(String), _id: expect.any(String) },
    });
    expect(res.json()).toEqual({ success: true, data: shape(res.json()) });
    expect(Object.keys(res.json().data)).toEqual(Object.keys(fresh.json().data));
    expect(res.json().data).toMatchObject({
      name: 'Other Peeters',
      user: { email: 'marie.dubois@example.be', isVerified: false, role: 'buyer' },
    });
    expect(await countRows('users')).toBe(users);
    expect((await userRow('marie.dubois@example.be'))!.first_name).toBe('Lotte');
    // The token opens nothing, and is refused as a new account's is (403 until verified), not as a bad one.
    const [decoy, real] = [await me(res.json().data.token), await me(fresh.json().data.token)];
    expect(decoy.statusCode).toBe(403);
    expect(decoy.json()).toEqual(real.json());
  });

  it('a sign-up with a verified account’s address e-mails its owner a note without a token; an unverified one gets a new link', async () => {
    const verified = await createAccount(ctx.database, { isVerified: true });
    const unverified = await createAccount(ctx.database, { isVerified: false });
    for (const { email } of [verified, unverified]) expect((await signup(signupBody({ email }))).statusCode).toBe(201);
    await ctx.app.accountMail.drain();
    const [note] = await outboxFor(ctx.database, verified.email);
    expect(note).toMatchObject({ kind: 'account_exists', subject: 'You already have an Immora account' });
    expect(note!.text).toContain(`${PUBLIC_URL}/forget-password`);
    expect(note!.text).not.toContain('token=');
    expect(await mailedToken(unverified.email, '/verify-email')).toEqual(expect.any(String));
  });

  it('limits account creation per client (20 in 10 minutes)', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await signup(signupBody({ phoneNumber: 'x' }), ip)).statusCode);
    expect(codes.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(codes[20]).toBe(429);
  });
});

describe('bad input on every account call', () => {
  const nasty = {
    huge: 'x'.repeat(10_240),
    sql: "' OR 1=1 --",
    sqlEmail: "sofie@example.be' OR '1'='1",
    script: '<script>alert(1)</script>',
    emoji: '😀😀😀😀@example.be',
    unicodeEmail: 'zoë@exämple.be',
    nul: 'sofie\u0000@example.be',
  };
  const calls: [string, unknown][] = [
    ['/api/users/signup', null],
    ['/api/users/signup', []],
    ['/api/users/signup', 'a string'],
    ['/api/users/signup', signupBody({ email: nasty.sqlEmail })],
    ['/api/users/signup', signupBody({ email: nasty.huge })],
    ['/api/users/signup', signupBody({ email: nasty.emoji })],
    ['/api/users/signup', signupBody({ email: nasty.nul })],
    ['/api/users/signup', signupBody({ first_name: nasty.script })],
    ['/api/users/signup', signupBody({ first_name: nasty.huge })],
    ['/api/users/signup', signupBody({ last_name: { $ne: null } })],
    ['/api/users/signup', signupBody({ phoneNumber: nasty.sql })],
    ['/api/users/signup', signupBody({ phoneNumber: '😀'.repeat(10) })],
    ['/api/users/signup', signupBody({ password: nasty.huge })],
    ['/api/users/signup', signupBody({ password: ['Brussel-2024!'] })],
    ['/api/users/signup', signupBody({ sellerType: 'agency', agencyName: nasty.huge })],
    ['/api/users/signup', signupBody({ sellerType: 'individual', licenceNumber: nasty.huge })],
    ['/api/users/login', {}],
    ['/api/users/login', { email: nasty.sql, password: nasty.sql }],
    ['/api/users/login', { email: nasty.huge, password: DEFAULT_PASSWORD }],
    ['/api/users/login', { email: 'a@b.be', password: nasty.huge }],
    ['/api/users/login', { email: nasty.nul, password: DEFAULT_PASSWORD }],
    ['/api/users/login', { email: ['a@b.be'], password: 12345678 }],
    ['/api/users/login', { email: nasty.unicodeEmail, password: DEFAULT_PASSWORD }],
    ['/api/users/verify-email', {}],
    ['/api/users/verify-email', { token: '' }],
    ['/api/users/verify-email', { token: nasty.sql }],
    ['/api/users/verify-email', { token: nasty.huge }],
    ['/api/users/verify-email', { token: nasty.nul }],
    ['/api/users/verify-email', { token: 12345 }],
    ['/api/users/resend-verification-email', {}],
    ['/api/users/resend-verification-email', { email: nasty.script }],
    ['/api/users/resend-verification-email', { email: nasty.huge }],
    ['/api/users/resend-verification-email', { email: nasty.sqlEmail }],
    ['/api/users/password-reset-request', { email: null }],
    ['/api/users/password-reset-request', { email: nasty.emoji }],
    ['/api/users/password-reset-request', { email: nasty.nul }],
    ['/api/users/password-reset', {}],
    ['/api/users/password-reset', { token: nasty.sql, newPassword: DEFAULT_PASSWORD }],
    ['/api/users/password-reset', { token: nasty.nul, newPassword: DEFAULT_PASSWORD }],
    ['/api/users/password-reset', { token: 'abc', newPassword: 'short' }],
    ['/api/users/password-reset', { token: nasty.huge, newPassword: nasty.huge }],
    ['/api/crm/login', { email: nasty.sql, password: nasty.script }],
  ];

  const labelled = calls.map(([url, payload]) => [url, (JSON.stringify(payload) ?? '').slice(0, 80), payload] as const);
  it.each(labelled)('POST %s %s → 4xx with a clear message, nothing created', async (url, _label, payload) => {
    const [users, sessions] = [await countRows('users'), await countRows('sessions')];
    const res = await post(url, payload);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ success: false, error: { code: expect.any(String) } });
    expect(res.json().error.message).toMatch(/^[A-Z].{5,}/);
    expect(await countRows('users')).toBe(users);
    expect(await countRows('sessions')).toBe(sessions);
  });

  it.each([
    ['first_name', 'Lo\u0000tte'],
    ['last_name', 'Pee\u0000ters'],
    ['agencyName', 'Immo\u0000Zuid'],
    ['licenceNumber', 'BIV\u0000123'],
  ])('a null byte in %s is refused with 400, not a server error', async (field, value) => {
    const before = await countRows('users');
    const sellerType = field === 'agencyName' ? 'agency' : 'individual';
    const res = await signup(signupBody({ sellerType, agencyName: 'Immo Zuid', [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(await countRows('users')).toBe(before);
  });

  it('a valid signup whose password holds a null byte or emoji still signs in with it', async () => {
    const body = signupBody({ password: 'pass\u0000word😀' });
    expect((await signup(body)).statusCode).toBe(201);
    const res = await post('/api/users/login', { email: body.email, password: 'pass\u0000word😀' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.email).toBe(body.email);
  });

  it('answers a text body with 415 and a broken JSON body with 400', async () => {
    const text = await post('/api/users/login', 'email=a@b.be', nextIp(), { 'content-type': 'text/plain' });
    expect(text.statusCode).toBe(415);
    const broken = await post('/api/users/signup', '{"email": "a@b.be",', nextIp(), {
      'content-type': 'application/json',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe('The request body is not valid JSON.');
  });

  /** Strings a client can send: printable, any code point, and pieces of attacks. */
  const anyText = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.string({
      unit: fc.constantFrom('\u0000', 'a', 'é', '😀', "'", '<', ' ', '@', '.', '1', '\\', '%'),
      maxLength: 60,
    }),
    fc.constantFrom(nasty.sql, nasty.script, nasty.huge, nasty.emoji, nasty.nul, '', 'null', 'undefined'),
  );
  const anyValue = fc.oneof(
    { weight: 6, arbitrary: anyText },
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  );
  const near = (valid: Record<string, unknown>) =>
    fc.oneof(
      // One field of a valid body replaced (or dropped): reaches the service and the database.
      {
        weight: 4,
        arbitrary: fc
          .tuple(fc.constantFrom(...Object.keys(valid)), fc.option(anyValue, { nil: undefined }))
          .map(([key, value]) => ({ ...valid, [key]: value })),
      },
      // Any object with the call's keys.
      fc.record(Object.fromEntries(Object.keys(valid).map((k) => [k, anyValue])), { requiredKeys: [] }),
      anyValue,
    );
  const bodies: [string, fc.Arbitrary<unknown>][] = [
    [
      '/api/users/signup',
      near({
        first_name: 'Lotte',
        last_name: 'Peeters',
        email: 'prop@example.be',
        password: DEFAULT_PASSWORD,
        phoneNumber: '0475918273',
        sellerType: 'agency',
        agencyName: 'Immo Zuid',
        licenceNumber: 'BIV-1',
        language: 'nl',
      }),
    ],
    ['/api/users/login', near({ email: 'prop@example.be', password: DEFAULT_PASSWORD })],
    ['/api/users/verify-email', near({ token: 'a-token-of-some-sort' })],
    ['/api/users/resend-verification-email', near({ email: 'prop@example.be' })],
    ['/api/users/password-reset-request', near({ email: 'prop@example.be' })],
    ['/api/users/password-reset', near({ token: 'a-token-of-some-sort', newPassword: DEFAULT_PASSWORD })],
    ['/api/crm/login', near({ email: 'prop@example.be', password: DEFAULT_PASSWORD })],
  ];

  it.each(bodies)('no body sent to POST %s ever gets a 5xx', async (url, body) => {
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload ?? null),
          remoteAddress: nextIp(),
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });
});

describe('POST /api/users/login', () => {
  const login = (email: string, password: string, ip = nextIp()) => post('/api/users/login', { email, password }, ip);

  it('an unverified user gets no token, and the user so the page can ask to verify', async () => {
    const user = await createAccount(ctx.database, { isVerified: false });
    const res = await login(user.email, user.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      token: null,
      expiresAt: null,
      user: { id: user.id, role: 'buyer', isVerified: false, email: user.email, first_name: 'Lotte' },
    });
  });

  it('a wrong password and an unknown address get the same 401', async () => {
    const user = await createAccount(ctx.database);
    const wrong = await login(user.email, 'Wrong-password-1');
    const unknown = await login(uniqueEmail('nobody'), user.password);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({ code: 'UNAUTHORIZED', message: 'Invalid email or password' });
    }
  });

  it('a verified user gets a token for 59 minutes that opens GET /api/users/me', async () => {
    const user = await createAccount(ctx.database, { role: 'agency', firstName: 'Jan' });
    const res = await login(` ${user.email.toUpperCase()} `, user.password);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user).toEqual({
      id: user.id,
      _id: user.id,
      role: 'agency',
      isVerified: true,
      email: user.email,
      first_name: 'Jan',
      last_name: 'Peeters',
      language: 'en',
    });
    expect(res.body).not.toMatch(/argon2|password/i);
    const minutesAhead = (Date.parse(data.expiresAt) - Date.now()) / MINUTE;
    expect(minutesAhead).toBeGreaterThan(58.5);
    expect(minutesAhead).toBeLessThanOrEqual(59);
    const who = await me(data.token);
    expect(who.statusCode).toBe(200);
    expect(who.json().data).toMatchObject({ id: user.id, email: user.email, role: 'agency' });
  });

  it('after 5 failures for an address, even the right password gets 429; other addresses still sign in', async () => {
    const target = await createAccount(ctx.database);
    const other = await createAccount(ctx.database);
    const attacker = nextIp();
    for (let i = 0; i < 5; i++)
      expect((await login(target.email, `Wrong-password-${i}`, attacker)).statusCode).toBe(401);
    const locked = await login(target.email, target.password, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
    // The lock is on the address, from any client.
    expect((await login(target.email, target.password, nextIp())).statusCode).toBe(429);
    expect((await login(other.email, other.password, nextIp())).statusCode).toBe(200);
  });

  it('a successful sign-in clears the failures of the address', async () => {
    const user = await createAccount(ctx.database);
    const ip = nextIp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expect((await login(user.email, 'Wrong-password-1', ip)).statusCode).toBe(401);
      expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
    }
  });

  it('after 30 failures from one client across addresses, that client gets 429 for any address', async () => {
    const user = await createAccount(ctx.database);
    const sprayer = nextIp();
    for (let i = 0; i < 30; i++)
      expect((await login(uniqueEmail('spray'), 'Wrong-password-1', sprayer)).statusCode).toBe(401);
    const res = await login(user.email, user.password, sprayer);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(AUTH_MESSAGES.tooManyLogins.replace('{minutes}', '15'));
    expect((await login(user.email, user.password, nextIp())).statusCode).toBe(200);
  });

  it('parallel wrong guesses cannot get past the 5-failure limit of an address', async () => {
    const user = await createAccount(ctx.database);
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(user.email, `Wrong-password-${i}`, nextIp())),
    );
    const tried = guesses.filter((r) => r.statusCode === 401).length;
    expect(guesses.every((r) => r.statusCode === 401 || r.statusCode === 429)).toBe(true);
    expect(tried).toBeLessThanOrEqual(5);
  });

  it('POST /api/users/logout ends that session only', async () => {
    const user = await createAccount(ctx.database);
    const token = await signIn(ctx.app, user.email);
    const otherDevice = await signIn(ctx.app, user.email);
    const res = await post('/api/users/logout', {}, nextIp(), bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toEqual(expect.any(String));
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe(AUTH_MESSAGES.sessionInvalid);
    expect((await post('/api/users/logout', {}, nextIp(), bearer(token))).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(200);
  });

  it('logout without a token is 401', async () => {
    expect((await post('/api/users/logout', {})).statusCode).toBe(401);
  });
});

describe('e-mail verification', () => {
  it('signup e-mails a /verify-email link to PUBLIC_URL, kept in the outbox without SMTP_URL', async () => {
    const body = signupBody();
    expect((await signup(body)).statusCode).toBe(201);
    await ctx.app.accountMail.drain();
    const mails = await outboxFor(ctx.database, body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'verify_email', subject: 'Verify your e-mail address for Immora' });
    expect(mails[0]!.sent_at).toBeNull();
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}/verify-email?token=`);
    expect(mails[0]!.html).toContain(`href="${PUBLIC_URL}/verify-email?token=`);
  });

  it('stores only the hash of the token, never the token itself', async () => {
    const body = signupBody();
    await signup(body);
    const token = await mailedToken(body.email, '/verify-email');
    const rows = await ctx.database.query<{ token_hash: string; row: string }>(
      `SELECT t.token_hash, row_to_json(t)::text AS row FROM user_tokens t JOIN users u ON u.id = t.user_id
       WHERE u.email = $1`,
      [body.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(sha256(token));
    expect(rows[0]!.row).not.toContain(token);
    const anywhere = await ctx.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM user_tokens t WHERE row_to_json(t)::text LIKE $1',
      [`%${token}%`],
    );
    expect(anywhere[0]!.n).toBe(0);
  });

  it('the link verifies the address once; then login gives a token', async () => {
    const body = signupBody();
    await signup(body);
    const token = await mailedToken(body.email, '/verify-email');
    const res = await post('/api/users/verify-email', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(AUTH_MESSAGES.emailVerified);
    expect((await userRow(body.email))!.is_verified).toBe(true);
    const login = await post('/api/users/login', { email: body.email, password: body.password });
    expect(login.json().data.token).toEqual(expect.any(String));
    const again = await post('/api/users/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(AUTH_MESSAGES.tokenInvalid);
  });

  it('an unknown token is 400', async () => {
    const res = await post('/api/users/verify-email', { token: 'dGhpcy1pcy1ub3QtYS10b2tlbi1vZi1vdXJz' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(AUTH_MESSAGES.tokenInvalid);
  });

  it('an expired link is 410 and leaves the address unverified', async () => {
    const body = signupBody();
    await signup(body);
    const token = await mailedToken(body.email, '/verify-email');
    const [row] = await ctx.database.query<{ hours: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM user_tokens WHERE token_hash = $1`,
      [sha256(token)],
    );
    expect(row!.hours).toBe(24);
    await ctx.database.query(`UPDATE user_tokens SET expires_at = now() - interval '1 minute' WHERE token_hash = $1`, [
      sha256(token),
    ]);
    const res = await post('/api/users/verify-email', { token });
    expect(res.statusCode).toBe(410);
    expect(res.json().error.message).toBe(AUTH_MESSAGES.tokenExpired);
    expect((await userRow(body.email))!.is_verified).toBe(false);
  });

  it('a verification link cannot reset a password', async () => {
    const body = signupBody();
    await signup(body);
    const token = await mailedToken(body.email, '/verify-email');
    const res = await post('/api/users/password-reset', { token, newPassword: 'Another-pass-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(AUTH_MESSAGES.tokenInvalid);
    expect((await post('/api/users/verify-email', { token })).statusCode).toBe(200);
  });

  it('the token answered by signup opens no session: "verify" until the address is verified, then "log in"', async () => {
    const body = signupBody();
    const sessions = await countRows('sessions');
    const { token } = (await signup(body)).json().data;
    expect(await countRows('sessions')).toBe(sessions);
    const before = await me(token);
    expect(before.statusCode).toBe(403);
    expect(before.json().error.message).toBe(AUTH_MESSAGES.notVerified);
    await post('/api/users/verify-email', { token: await mailedToken(body.email, '/verify-email') });
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe(AUTH_MESSAGES.sessionInvalid);
  });
});

describe('POST /api/users/resend-verification-email', () => {
  const resend = async (email: string, ip = nextIp()) => {
    const res = await post('/api/users/resend-verification-email', { email }, ip);
    await ctx.app.accountMail.drain();
    return res;
  };

  it('an unknown address gets the same answer and no e-mail', async () => {
    const email = uniqueEmail('ghost');
    const res = await resend(email);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(AUTH_MESSAGES.verificationSent);
    expect(await outboxFor(ctx.database, email)).toHaveLength(0);
  });

  it('a verified address is told so (400)', async () => {
    const user = await createAccount(ctx.database);
    const res = await resend(user.email.toUpperCase());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(AUTH_MESSAGES.alreadyVerified);
    expect(await outboxFor(ctx.database, user.email)).toHaveLength(0);
  });

  it('an unverified address gets a new link, and the old one stops working', async () => {
    const body = signupBody();
    await signup(body);
    const oldToken = await mailedToken(body.email, '/verify-email');
    const res = await resend(body.email);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(AUTH_MESSAGES.verificationSent);
    expect(await outboxFor(ctx.database, body.email)).toHaveLength(2);
    const newToken = await mailedToken(body.email, '/verify-email');
    expect(newToken).not.toBe(oldToken);
    const old = await post('/api/users/verify-email', { token: oldToken });
    expect(old.statusCode).toBe(400);
    expect(old.json().error.message).toBe(AUTH_MESSAGES.tokenInvalid);
    expect((await post('/api/users/verify-email', { token: newToken })).statusCode).toBe(200);
  });

  it('limits a client to 5 requests in 15 minutes', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await resend(uniqueEmail('ghost'), ip)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('password reset', () => {
  const requestReset = async (email: string) => {
    const res = await post('/api/users/password-reset-request', { email });
    await ctx.app.accountMail.drain();
    return res;
  };
  const reset = (token: string, newPassword: string) => post('/api/users/password-reset', { token, newPassword });
  const login = (email: string, password: string) => post('/api/users/login', { email, password });

  it('answers known and unknown addresses alike; only the known one gets a link valid 1 hour', async () => {
    const user = await createAccount(ctx.database);
    const ghost = uniqueEmail('ghost');
    const known = await requestReset(user.email);
    const unknown = await requestReset(ghost);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().data.message).toBe(AUTH_MESSAGES.resetRequested);
    expect(await outboxFor(ctx.database, ghost)).toHaveLength(0);
    const mails = await outboxFor(ctx.database, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('reset_password');
    const token = tokenOfLink(mails[0]!.text, PUBLIC_URL, '/reset-password');
    const [row] = await ctx.database.query<{ minutes: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM user_tokens WHERE token_hash = $1`,
      [sha256(token)],
    );
    expect(row!.minutes).toBe(60);
  });

  it('the link sets the new password: the old one fails, the new one works, the link is single use', async () => {
    const user = await createAccount(ctx.database);
    await requestReset(user.email);
    const token = await mailedToken(user.email, '/reset-password');
    const res = await reset(token, 'Nieuw-wachtwoord-7');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(AUTH_MESSAGES.passwordReset);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'Nieuw-wachtwoord-7')).json().data.token).toEqual(expect.any(String));
    const again = await reset(token, 'Derde-wachtwoord-9');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(AUTH_MESSAGES.tokenInvalid);
    expect((await login(user.email, 'Nieuw-wachtwoord-7')).statusCode).toBe(200);
  });

  it('an expired link is 410 and the password stays', async () => {
    const user = await createAccount(ctx.database);
    await requestReset(user.email);
    const token = await mailedToken(user.email, '/reset-password');
    await ctx.database.query(`UPDATE user_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
      sha256(token),
    ]);
    const res = await reset(token, 'Nieuw-wachtwoord-7');
    expect(res.statusCode).toBe(410);
    expect(res.json().error.message).toBe(AUTH_MESSAGES.tokenExpired);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('a too-short new password is refused without using up the link', async () => {
    const user = await createAccount(ctx.database);
    await requestReset(user.email);
    const token = await mailedToken(user.email, '/reset-password');
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({ newPassword: 'Minimum 8 characters long password' });
    expect((await reset(token, 'Nieuw-wachtwoord-7')).statusCode).toBe(200);
  });

  it('a newer request retires the older link', async () => {
    const user = await createAccount(ctx.database);
    await requestReset(user.email);
    const first = await mailedToken(user.email, '/reset-password');
    await requestReset(user.email);
    const second = await mailedToken(user.email, '/reset-password');
    expect((await reset(first, 'Nieuw-wachtwoord-7')).statusCode).toBe(400);
    expect((await reset(second, 'Nieuw-wachtwoord-7')).statusCode).toBe(200);
  });

  it('ends every existing session of the account', async () => {
    const user = await createAccount(ctx.database);
    const tokens = [await signIn(ctx.app, user.email), await signIn(ctx.app, user.email)];
    await requestReset(user.email);
    expect((await reset(await mailedToken(user.email, '/reset-password'), 'Nieuw-wachtwoord-7')).statusCode).toBe(200);
    for (const token of tokens) expect((await me(token)).statusCode).toBe(401);
  });

  it('also verifies an unverified address (the link came through its mailbox)', async () => {
    const user = await createAccount(ctx.database, { isVerified: false });
    await requestReset(user.email);
    await reset(await mailedToken(user.email, '/reset-password'), 'Nieuw-wachtwoord-7');
    expect((await login(user.email, 'Nieuw-wachtwoord-7')).json().data.token).toEqual(expect.any(String));
  });
});

describe('POST /api/crm/login', () => {
  const crmLogin = (email: string, password = DEFAULT_PASSWORD) => post('/api/crm/login', { email, password });

  // Any verified account is a CRM customer (decision 038): the records about it are matched by e-mail.
  it.each(['agency', 'individual', 'buyer', 'pseller'] as const)(
    'a verified %s gets a CRM token and the customer',
    async (role) => {
      const user = await createAccount(ctx.database, { role, firstName: 'Eva', lastName: 'Maes' });
      const res = await crmLogin(user.email);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        token: expect.any(String),
        customer: { id: user.id, name: 'Eva Maes', email: user.email, role },
      });
    },
  );

  it('an unverified agency is asked to verify (403); a wrong password is 401', async () => {
    const user = await createAccount(ctx.database, { role: 'agency', isVerified: false });
    const res = await crmLogin(user.email);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(AUTH_MESSAGES.notVerified);
    const wrong = await crmLogin(user.email, 'Wrong-password-1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(AUTH_MESSAGES.invalidCredentials);
  });
});

describe('with SMTP_URL: e-mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let mailing: TestContext;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    mailing = await createCustomTestApp({
      database: ctx.database,
      env: { PUBLIC_URL, SMTP_URL: smtp.url, MAIL_FROM: 'Immora <no-reply@immora.test>' },
    });
  });
  afterAll(async () => {
    await mailing?.close();
    await smtp?.close();
  });
  const send = (url: string, payload: unknown) =>
    mailing.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: nextIp() });

  it('the verification e-mail arrives with a working /verify-email link', async () => {
    const body = signupBody();
    expect((await send('/api/users/signup', body)).statusCode).toBe(201);
    await mailing.app.accountMail.drain();
    const mails = smtp.to(body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.from).toBe('no-reply@immora.test');
    expect(mails[0]!.body).toContain('Subject: Verify your e-mail address for Immora');
    const token = tokenOfLink(mails[0]!.body, PUBLIC_URL, '/verify-email');
    const [row] = await outboxFor(ctx.database, body.email);
    expect(row!.sent_at).not.toBeNull();
    expect(row!.error).toBeNull();
    expect((await send('/api/users/verify-email', { token })).statusCode).toBe(200);
    const login = await send('/api/users/login', { email: body.email, password: body.password });
    expect(login.json().data.token).toEqual(expect.any(String));
  });

  it('the reset e-mail arrives with a working /reset-password link; an unknown address gets nothing', async () => {
    const user = await createAccount(ctx.database);
    const ghost = uniqueEmail('ghost');
    await send('/api/users/password-reset-request', { email: user.email });
    await send('/api/users/password-reset-request', { email: ghost });
    await mailing.app.accountMail.drain();
    expect(smtp.to(ghost)).toHaveLength(0);
    const [mail] = smtp.to(user.email);
    const token = tokenOfLink(mail!.body, PUBLIC_URL, '/reset-password');
    expect((await send('/api/users/password-reset', { token, newPassword: 'Nieuw-wachtwoord-7' })).statusCode).toBe(
      200,
    );
  });

  it('once an e-mail is sent, the database keeps no usable copy of its link', async () => {
    const body = signupBody();
    await send('/api/users/signup', body);
    await mailing.app.accountMail.drain();
    const token = tokenOfLink(smtp.to(body.email)[0]!.body, PUBLIC_URL, '/verify-email');
    const [row] = await outboxFor(ctx.database, body.email);
    expect(row!.sent_at).not.toBeNull();
    expect(row!.text).not.toContain(token);
    expect(row!.html).not.toContain(token);
  });
});
