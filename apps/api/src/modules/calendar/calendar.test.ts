import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@immora/shared/auth';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { bearer, createAccount, uniqueEmail } from '../../../test/account-factories.ts';
import { createCustomTestApp } from '../../../test/custom-app.ts';
import { startOAuthProvider, type OAuthProvider } from '../../../test/oauth-provider.ts';

const PUBLIC_URL = 'https://immora.test';

let provider: OAuthProvider;
let ctx: TestContext;
/** The same API without any provider configured, on the same database. */
let bare: TestContext;
beforeAll(async () => {
  provider = await startOAuthProvider();
  ctx = await createTestApp({ PUBLIC_URL, ...provider.env() });
  bare = await createCustomTestApp({ database: ctx.database, env: { PUBLIC_URL } });
});
afterAll(async () => {
  await bare?.close();
  await ctx?.close();
  await provider?.stop();
});

const get = (url: string, app = ctx) => app.app.inject({ method: 'GET', url });
const calendarAuth = async (userId: string) =>
  (
    await ctx.database.query<{ google: unknown; outlook: unknown; is_verified: boolean }>(
      'SELECT google_calendar_auth AS google, outlook_calendar_auth AS outlook, is_verified FROM users WHERE id = $1',
      [userId],
    )
  )[0]!;

/** Asks the API where to send the browser, and follows that to the provider as the browser would. */
async function authorize(path: string) {
  const res = await get(path);
  expect(res.statusCode).toBe(200);
  const { url } = res.json().data as { url: string };
  return { url: new URL(url), ...(await provider.authorize(url)) };
}
const callback = (id: 'google' | 'outlook', query: Record<string, string>) =>
  get(`/api/${id}/calendar/callback?${new URLSearchParams(query).toString()}`);
const signInCallback = (id: 'google' | 'outlook', body: unknown) =>
  ctx.app.inject({ method: 'POST', url: `/api/auth/${id}/callback`, payload: body as object });

describe('without provider credentials', () => {
  it.each([
    ['/api/google/calendar/url', 'Google is not configured on this server.'],
    ['/api/outlook/calendar/url', 'Outlook is not configured on this server.'],
    ['/api/auth/google/url', 'Google is not configured on this server.'],
    ['/api/auth/outlook/url', 'Outlook is not configured on this server.'],
    ['/api/google/calendar/callback?code=abc&state=def', 'Google is not configured on this server.'],
  ])('GET %s → 503 %s', async (url, message) => {
    const res = await get(url, bare);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, error: { code: 'SERVICE_UNAVAILABLE', message } });
  });
});

describe('GET /api/{google,outlook}/calendar/url', () => {
  it.each([
    ['google', 'google-client-id', 'https://www.googleapis.com/auth/calendar.events'],
    ['outlook', 'microsoft-client-id', 'Calendars.ReadWrite'],
  ] as const)('%s: an authorization-code URL with PKCE S256 and state', async (id, clientId, scope) => {
    const res = await get(`/api/${id}/calendar/url`);
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    const url = new URL(res.json().data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.base}/authorize`);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(clientId);
    expect(q.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/${id}/calendar/callback`);
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('scope')!.split(' ')).toContain(scope);
    expect(res.body).not.toContain('secret');
    const other = new URL((await get(`/api/${id}/calendar/url`)).json().data.url).searchParams;
    expect(other.get('state')).not.toBe(q.get('state'));
    expect(other.get('code_challenge')).not.toBe(q.get('code_challenge'));
  });
});

describe('GET /api/google/calendar/callback', () => {
  it('stores the Google tokens on the user with that e-mail and answers them', async () => {
    const user = await createAccount(ctx.database, { isVerified: false });
    provider.setAccount({ sub: 'g-1', email: user.email.toUpperCase() });
    const { code, state, redirectedTo } = await authorize('/api/google/calendar/url');
    expect(redirectedTo).toBe(`${PUBLIC_URL}/auth/google/calendar/callback`);
    const res = await callback('google', { code, state });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toEqual({
      connected: true,
      user: expect.objectContaining({ id: user.id, email: user.email, role: 'buyer', isVerified: false }),
      tokens: { accessToken: expect.any(String), refreshToken: expect.any(String), tokenExpiry: expect.any(String) },
    });
    const hoursAhead = (Date.parse(data.tokens.tokenExpiry) - Date.now()) / 3_600_000;
    expect(hoursAhead).toBeGreaterThan(0.9);
    expect(hoursAhead).toBeLessThanOrEqual(1);
    const stored = await calendarAuth(user.id);
    expect(stored.google).toEqual(data.tokens);
    expect(stored.outlook).toBeNull();
    // Connecting a calendar does not verify the address.
    expect(stored.is_verified).toBe(false);
  });

  it('answers 404 "User doesn\'t exist" for an address without an account', async () => {
    provider.setAccount({ sub: 'g-2', email: uniqueEmail('stranger') });
    const { code, state } = await authorize('/api/google/calendar/url');
    const res = await callback('google', { code, state });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe("User doesn't exist");
  });

  it('a state works once: the replay is 400', async () => {
    const user = await createAccount(ctx.database);
    provider.setAccount({ sub: 'g-3', email: user.email });
    const { code, state } = await authorize('/api/google/calendar/url');
    expect((await callback('google', { code, state })).statusCode).toBe(200);
    const replay = await callback('google', { code, state });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.message).toBe(AUTH_MESSAGES.oauthStateInvalid);
  });

  it.each([
    ['the other provider', '/api/outlook/calendar/url'],
    ['a sign-in', '/api/auth/google/url'],
  ])('a state issued for %s is refused (400)', async (_what, path) => {
    const user = await createAccount(ctx.database);
    provider.setAccount({ sub: 'g-4', email: user.email });
    const { code, state } = await authorize(path);
    const res = await callback('google', { code, state });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(AUTH_MESSAGES.oauthStateInvalid);
    expect((await calendarAuth(user.id)).google).toBeNull();
  });

  it('an unknown or expired state is refused (400)', async () => {
    const user = await createAccount(ctx.database);
    provider.setAccount({ sub: 'g-5', email: user.email });
    const unknown = await callback('google', { code: 'some-code', state: 'not-a-state-we-issued' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(AUTH_MESSAGES.oauthStateInvalid);
    const { code, state } = await authorize('/api/google/calendar/url');
    await ctx.database.query(`UPDATE oauth_states SET expires_at = now() - interval '1 second' WHERE state = $1`, [
      state,
    ]);
    const expired = await callback('google', { code, state });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe(AUTH_MESSAGES.oauthStateInvalid);
  });

  it('a provider that refuses the code gives 400 with a message, and nothing is stored', async () => {
    const user = await createAccount(ctx.database);
    provider.setAccount({ sub: 'g-6', email: user.email });
    const { code, state } = await authorize('/api/google/calendar/url');
    provider.failNextTokenCall();
    const res = await callback('google', { code, state });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Google refused the authorization code (invalid_grant)');
    expect((await calendarAuth(user.id)).google).toBeNull();
  });

  it('a code obtained for another attempt fails PKCE at the provider (400)', async () => {
    const user = await createAccount(ctx.database);
    provider.setAccount({ sub: 'g-7', email: user.email });
    const first = await authorize('/api/google/calendar/url');
    const second = await authorize('/api/google/calendar/url');
    const res = await callback('google', { code: first.code, state: second.state });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^Google refused the authorization code/);
  });

  it('a provider that does not say the e-mail address gives 400', async () => {
    provider.setAccount({ sub: 'g-8' });
    const { code, state } = await authorize('/api/google/calendar/url');
    const res = await callback('google', { code, state });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Google did not tell us the account's e-mail address");
  });

  it.each([
    ['no code', { state: 'abc' }, 'No authorization code found'],
    ['an empty code', { code: '', state: 'abc' }, 'No authorization code found'],
    ['no state', { code: 'abc' }, AUTH_MESSAGES.oauthStateInvalid],
    ['a 3 kB code', { code: 'c'.repeat(3000), state: 'abc' }, AUTH_MESSAGES.tooLong],
  ])('%s → 400', async (_what, query, message) => {
    const res = await callback('google', query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('an unreachable token endpoint gives 400, not 500', async () => {
    const offline = await createCustomTestApp({
      database: ctx.database,
      env: { PUBLIC_URL, ...provider.env(), GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token' },
    });
    try {
      const user = await createAccount(ctx.database);
      provider.setAccount({ sub: 'g-9', email: user.email });
      const start = await offline.app.inject({ method: 'GET', url: '/api/google/calendar/url' });
      const { code, state } = await provider.authorize(start.json().data.url);
      const res = await offline.app.inject({
        method: 'GET',
        url: `/api/google/calendar/callback?${new URLSearchParams({ code, state }).toString()}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/^The Google token endpoint could not be reached/);
    } finally {
      await offline.close();
    }
  });
});

describe('GET /api/outlook/calendar/callback', () => {
  it('stores the Outlook tokens on the user', async () => {
    const user = await createAccount(ctx.database, { role: 'individual' });
    provider.setAccount({ sub: 'm-1', email: user.email });
    const { code, state, redirectedTo } = await authorize('/api/outlook/calendar/url');
    expect(redirectedTo).toBe(`${PUBLIC_URL}/auth/outlook/calendar/callback`);
    const res = await callback('outlook', { code, state });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ connected: true, user: { id: user.id, role: 'individual' } });
    const stored = await calendarAuth(user.id);
    expect(stored.outlook).toEqual(res.json().data.tokens);
    expect(stored.google).toBeNull();
  });

  it('404 for an unknown address, 400 for a Google state, 400 without a code', async () => {
    provider.setAccount({ sub: 'm-3', email: uniqueEmail('stranger') });
    const a = await authorize('/api/outlook/calendar/url');
    const unknown = await callback('outlook', { code: a.code, state: a.state });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(AUTH_MESSAGES.userDoesNotExist);
    const g = await authorize('/api/google/calendar/url');
    expect((await callback('outlook', { code: g.code, state: g.state })).statusCode).toBe(400);
    const noCode = await callback('outlook', { state: 'abc' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().error.message).toBe('No authorization code found');
  });

  it('a refused code gives 400 with a message', async () => {
    const user = await createAccount(ctx.database);
    provider.setAccount({ sub: 'm-4', email: user.email });
    const { code, state } = await authorize('/api/outlook/calendar/url');
    provider.failNextTokenCall();
    const res = await callback('outlook', { code, state });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Outlook refused the authorization code (invalid_grant)');
  });
});

describe('sign-in with Google or Microsoft', () => {
  it('GET /api/auth/google/url points back at the SPA sign-in callback', async () => {
    const { url, redirectedTo } = await authorize('/api/auth/google/url');
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/google/callback`);
    expect(redirectedTo).toBe(`${PUBLIC_URL}/auth/google/callback`);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it.each(['google', 'outlook'] as const)(
    '%s: the code signs in with a working token, and verifies an unverified address',
    async (id) => {
      const user = await createAccount(ctx.database, { isVerified: false, role: 'agency' });
      provider.setAccount({
        sub: `s-${id}`,
        email: user.email,
        ...(id === 'google' ? { email_verified: true } : { xms_edov: true }),
      });
      const { code, state } = await authorize(`/api/auth/${id}/url`);
      const res = await signInCallback(id, { code, state });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data).toMatchObject({
        token: expect.any(String),
        expiresAt: expect.any(String),
        user: { id: user.id, role: 'agency', isVerified: true, email: user.email },
      });
      expect((await calendarAuth(user.id)).is_verified).toBe(true);
      const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(data.token) });
      expect(me.statusCode).toBe(200);
      expect(me.json().data.id).toBe(user.id);
    },
  );

  it('an Outlook account that does not vouch for its address cannot sign in to it', async () => {
    const victim = await createAccount(ctx.database, { isVerified: true, role: 'agency' });
    provider.setAccount({ sub: 's-nooauth', email: victim.email });
    const { code, state } = await authorize('/api/auth/outlook/url');
    const res = await signInCallback('outlook', { code, state });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(AUTH_MESSAGES.providerEmailUnverified.replace('{provider}', 'Outlook'));
    expect(res.body).not.toContain('"token"');
  });

  it('an address without an account is 404; a calendar state is refused; a replay is refused', async () => {
    provider.setAccount({ sub: 's-3', email: uniqueEmail('stranger') });
    const a = await authorize('/api/auth/google/url');
    const unknown = await signInCallback('google', { code: a.code, state: a.state });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(AUTH_MESSAGES.userDoesNotExist);
    const replay = await signInCallback('google', { code: a.code, state: a.state });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.message).toBe(AUTH_MESSAGES.oauthStateInvalid);
    const user = await createAccount(ctx.database);
    provider.setAccount({ sub: 's-4', email: user.email });
    const c = await authorize('/api/google/calendar/url');
    const wrongPurpose = await signInCallback('google', { code: c.code, state: c.state });
    expect(wrongPurpose.statusCode).toBe(400);
    expect(wrongPurpose.json().error.message).toBe(AUTH_MESSAGES.oauthStateInvalid);
  });

  it.each([{}, { state: 'abc' }, { code: 'abc' }, { code: 42, state: ['x'] }])(
    'POST /api/auth/google/callback %j → 400',
    async (body) => {
      const res = await signInCallback('google', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toEqual(expect.any(String));
    },
  );

  it('a Google account whose e-mail Google has not verified cannot sign in to that address', async () => {
    const victim = await createAccount(ctx.database, { isVerified: false });
    provider.setAccount({ sub: 'attacker', email: victim.email, email_verified: false });
    const { code, state } = await authorize('/api/auth/google/url');
    const res = await signInCallback('google', { code, state });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toContain('"token"');
    expect((await calendarAuth(victim.id)).is_verified).toBe(false);
  });
});
