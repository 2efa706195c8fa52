import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupBody, uniqueEmail } from '../../../test/account-factories.ts';
import { createCustomTestApp } from '../../../test/custom-app.ts';
import type { TestContext } from '../../../test/app.ts';
import { outboxFor, tokenOfLink } from '../../../test/mail-outbox.ts';

/**
 * Issue 18: tokens and secrets are never logged. The account flows run against an app whose
 * logger writes everything (trace level) into `lines`; afterwards no password, e-mailed token,
 * session token, cookie or Authorization value may appear anywhere in what was written.
 */
const PUBLIC_URL = 'https://immora.test';
const lines: string[] = [];
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createCustomTestApp({
    env: { PUBLIC_URL },
    logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
  });
});
afterAll(() => ctx.close());

let clients = 0;
const send = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url, payload, headers, remoteAddress: `10.43.0.${++clients}` });

async function mailedToken(to: string, path: string) {
  await ctx.app.accountMail.drain();
  return tokenOfLink((await outboxFor(ctx.database, to)).map((m) => m.text).join('\n'), PUBLIC_URL, path);
}

describe('secrets are not logged', () => {
  it('sign-up, verification, sign-in, a signed-in call, reset and the links opened in the browser', async () => {
    const email = uniqueEmail('logged');
    const secrets: Record<string, string> = {
      firstPassword: 'Eerste-geheim-wachtwoord-1',
      wrongPassword: 'Fout-geraden-wachtwoord-2',
      newPassword: 'Nieuw-geheim-wachtwoord-3',
      oauthCode: 'oauth-code-4f1d2c9e8b',
      oauthState: 'oauth-state-77aa01bc',
      unsubscribeKey: 'unsubscribe-key-5b3e90',
      feedKey: 'feed-key-0c4d11aa',
    };
    const signup = await send('POST', '/api/users/signup', signupBody({ email, password: secrets.firstPassword }));
    expect(signup.statusCode).toBe(201);
    secrets.signupToken = signup.json().data.token;
    secrets.verifyToken = await mailedToken(email, '/verify-email');
    // The browser opens the e-mailed link (a page of the SPA), which then posts the token.
    await send('GET', `/verify-email?token=${secrets.verifyToken}`);
    expect((await send('POST', '/api/users/verify-email', { token: secrets.verifyToken })).statusCode).toBe(200);

    expect((await send('POST', '/api/users/login', { email, password: secrets.wrongPassword })).statusCode).toBe(401);
    const login = await send('POST', '/api/users/login', { email, password: secrets.firstPassword });
    expect(login.statusCode).toBe(200);
    secrets.sessionToken = login.json().data.token;
    const me = await send('GET', '/api/users/me', undefined, {
      authorization: `Bearer ${secrets.sessionToken}`,
      cookie: `authToken=${secrets.sessionToken}; role=buyer`,
    });
    expect(me.statusCode).toBe(200);

    expect((await send('POST', '/api/users/password-reset-request', { email })).statusCode).toBe(200);
    secrets.resetToken = await mailedToken(email, '/reset-password');
    await send('GET', `/reset-password?token=${secrets.resetToken}`);
    const reset = await send('POST', '/api/users/password-reset', {
      token: secrets.resetToken,
      newPassword: secrets.newPassword,
    });
    expect(reset.statusCode).toBe(200);
    expect((await send('POST', '/api/users/login', { email, password: secrets.newPassword })).statusCode).toBe(200);

    // Other addresses that carry a key: a provider's callback page, an unsubscribe link, a private feed.
    await send('GET', `/google/callback?code=${secrets.oauthCode}&state=${secrets.oauthState}`);
    await send('GET', `/api/alerts/unsubscribe/${secrets.unsubscribeKey}`);
    await send('GET', `/api/appointment-feeds/${secrets.feedKey}.ics`);

    const logged = lines.join('');
    // The capture saw the requests (so an absence below means something), with their keys redacted.
    expect(logged).toContain('"url":"/verify-email?token=[redacted]"');
    expect(logged).toContain('"url":"/api/alerts/unsubscribe/[redacted]"');
    expect(logged).toContain('kept in the outbox');
    for (const [name, value] of Object.entries(secrets)) {
      expect(value.length, name).toBeGreaterThan(8);
      expect(logged.includes(value), `${name} appears in the log`).toBe(false);
    }
    expect(logged).not.toMatch(/bearer|authorization|authToken=/i);
  });
});
