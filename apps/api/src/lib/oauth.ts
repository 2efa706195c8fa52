import { createHash, randomBytes } from 'node:crypto';
import type { CalendarProvider } from '@immora/shared/auth';
import type { Config } from '../config.ts';

/**
 * OAuth 2.0 authorisation-code flow with PKCE (S256) and `state`, for Google and Microsoft.
 * Endpoints come from configuration, so tests run it against a local OAuth server.
 */
export type Provider = {
  id: CalendarProvider;
  label: string;
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scopes: { signin: string[]; calendar: string[] };
};

export function provider(config: Config, id: CalendarProvider): Provider | null {
  if (id === 'google') {
    if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return null;
    return {
      id,
      label: 'Google',
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      authUrl: config.GOOGLE_AUTH_URL,
      tokenUrl: config.GOOGLE_TOKEN_URL,
      userinfoUrl: config.GOOGLE_USERINFO_URL,
      scopes: {
        signin: ['openid', 'email', 'profile'],
        calendar: [
          'openid',
          'email',
          'https://www.googleapis.com/auth/calendar.events',
          // Free slots leave out the host's busy times (freeBusy, decision 025).
          'https://www.googleapis.com/auth/calendar.freebusy',
        ],
      },
    };
  }
  if (!config.MICROSOFT_CLIENT_ID || !config.MICROSOFT_CLIENT_SECRET) return null;
  return {
    id,
    label: 'Outlook',
    clientId: config.MICROSOFT_CLIENT_ID,
    clientSecret: config.MICROSOFT_CLIENT_SECRET,
    authUrl: config.MICROSOFT_AUTH_URL,
    tokenUrl: config.MICROSOFT_TOKEN_URL,
    userinfoUrl: config.MICROSOFT_USERINFO_URL,
    scopes: {
      signin: ['openid', 'email', 'profile'],
      calendar: ['openid', 'email', 'offline_access', 'Calendars.ReadWrite'],
    },
  };
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export function authorizationUrl(
  p: Provider,
  opts: { redirectUri: string; state: string; challenge: string; purpose: 'signin' | 'calendar' },
) {
  const url = new URL(p.authUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', p.clientId);
  url.searchParams.set('redirect_uri', opts.redirectUri);
  url.searchParams.set('scope', p.scopes[opts.purpose].join(' '));
  url.searchParams.set('state', opts.state);
  url.searchParams.set('code_challenge', opts.challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  if (opts.purpose === 'calendar') {
    url.searchParams.set('access_type', 'offline');
    url.searchParams.set('prompt', 'consent');
  }
  return url.toString();
}

export type ProviderTokens = { accessToken: string; refreshToken?: string; tokenExpiry?: string };

export class OAuthError extends Error {}

/** POSTs a grant to the token endpoint and reads the tokens it gives. */
async function tokenCall(p: Provider, body: URLSearchParams, refusal: string): Promise<ProviderTokens> {
  const tokenRes = await fetch(p.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
    signal: AbortSignal.timeout(10_000),
  }).catch((err: unknown) => {
    throw new OAuthError(`The ${p.label} token endpoint could not be reached (${(err as Error).message})`);
  });
  const tokenJson = (await tokenRes.json().catch(() => ({}))) as Record<string, unknown>;
  if (!tokenRes.ok || typeof tokenJson.access_token !== 'string') {
    throw new OAuthError(`${p.label} ${refusal} (${String(tokenJson.error ?? tokenRes.status)})`);
  }
  return {
    accessToken: tokenJson.access_token,
    ...(typeof tokenJson.refresh_token === 'string' ? { refreshToken: tokenJson.refresh_token } : {}),
    ...(typeof tokenJson.expires_in === 'number'
      ? { tokenExpiry: new Date(Date.now() + tokenJson.expires_in * 1000).toISOString() }
      : {}),
  };
}

/**
 * A new access token for a stored refresh token (calendar sync, decision 025). A provider that
 * does not rotate the refresh token gives none back: the old one stays.
 */
export async function refreshTokens(p: Provider, refreshToken: string): Promise<ProviderTokens> {
  const body = new URLSearchParams({
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: p.clientId,
    client_secret: p.clientSecret,
  });
  const tokens = await tokenCall(p, body, 'refused the refresh token');
  return { refreshToken, ...tokens };
}

/** Exchanges the code for tokens, then asks the provider whose account it is. */
export async function exchangeCode(
  p: Provider,
  opts: { code: string; redirectUri: string; verifier: string },
): Promise<{ tokens: ProviderTokens; email: string; emailVerified: boolean }> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: opts.code,
    redirect_uri: opts.redirectUri,
    client_id: p.clientId,
    client_secret: p.clientSecret,
    code_verifier: opts.verifier,
  });
  const tokens = await tokenCall(p, body, 'refused the authorization code');
  const infoRes = await fetch(p.userinfoUrl, {
    headers: { authorization: `Bearer ${tokens.accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  }).catch((err: unknown) => {
    throw new OAuthError(`The ${p.label} account could not be read (${(err as Error).message})`);
  });
  const info = (await infoRes.json().catch(() => ({}))) as Record<string, unknown>;
  const email = info.email ?? info.preferred_username ?? info.upn;
  if (!infoRes.ok || typeof email !== 'string')
    throw new OAuthError(`${p.label} did not tell us the account's e-mail address`);
  // An address the provider itself has not verified proves nothing about who holds it.
  if (info.email_verified === false || info.email_verified === 'false') {
    throw new OAuthError(`${p.label} has not verified the e-mail address of this account`);
  }
  // Google says email_verified; Microsoft Entra says xms_edov (e-mail domain owner verified).
  const emailVerified = info.email_verified === true || info.email_verified === 'true' || info.xms_edov === true;
  return { tokens, email: email.toLowerCase(), emailVerified };
}
