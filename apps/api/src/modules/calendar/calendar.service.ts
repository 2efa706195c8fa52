import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES, type CalendarProvider } from '@immora/shared/auth';
import { ERROR_CODES } from '@immora/shared/api';
import { AppError } from '../../lib/errors.ts';
import { authorizationUrl, exchangeCode, OAuthError, pkcePair, provider, type Provider } from '../../lib/oauth.ts';
import { reopenToken } from '../account-closure/reopen-token.ts';
import { refuseClosed, startSession, type AuthDeps } from '../auth/auth.service.ts';
import { toSessionUser } from '../users/users.mapper.ts';

type Purpose = 'calendar' | 'signin';
const STATE_MINUTES = 10;

/** Where the provider sends the browser back: the SPA's callback screens (spec 1 §2). */
const redirectUri = (deps: AuthDeps, id: CalendarProvider, purpose: Purpose) =>
  `${deps.config.PUBLIC_URL}/auth/${id}${purpose === 'calendar' ? '/calendar' : ''}/callback`;

function configured(deps: AuthDeps, id: CalendarProvider): Provider {
  const p = provider(deps.config, id);
  if (!p) {
    const label = id === 'google' ? 'Google' : 'Outlook';
    throw new AppError(503, ERROR_CODES.unavailable, AUTH_MESSAGES.providerNotConfigured.replace('{provider}', label));
  }
  return p;
}

export async function startOAuth(deps: AuthDeps, id: CalendarProvider, purpose: Purpose) {
  const p = configured(deps, id);
  const state = randomBytes(24).toString('base64url');
  const { verifier, challenge } = pkcePair();
  await deps.auth.saveOAuthState({
    state,
    provider: id,
    purpose,
    codeVerifier: verifier,
    expiresAt: new Date(Date.now() + STATE_MINUTES * 60_000),
  });
  return { url: authorizationUrl(p, { redirectUri: redirectUri(deps, id, purpose), state, challenge, purpose }) };
}

/** Checks state (once, unexpired, same provider and purpose), exchanges the code, finds the user by e-mail. */
async function finishOAuth(deps: AuthDeps, id: CalendarProvider, purpose: Purpose, code: string, state: string) {
  const p = configured(deps, id);
  const saved = await deps.auth.takeOAuthState(state);
  if (!saved || saved.provider !== id || saved.purpose !== purpose)
    throw AppError.badRequest(AUTH_MESSAGES.oauthStateInvalid);
  let result;
  try {
    result = await exchangeCode(p, { code, redirectUri: redirectUri(deps, id, purpose), verifier: saved.codeVerifier });
  } catch (err) {
    if (err instanceof OAuthError) throw AppError.badRequest(err.message);
    throw err;
  }
  const user = await deps.users.byEmail(result.email);
  if (!user) throw AppError.notFound(AUTH_MESSAGES.userDoesNotExist);
  return { user, tokens: result.tokens, emailVerified: result.emailVerified };
}

export async function connectCalendar(deps: AuthDeps, id: CalendarProvider, code: string, state: string) {
  const { user, tokens } = await finishOAuth(deps, id, 'calendar', code, state);
  await deps.users.setCalendarAuth(user.id, id, tokens);
  return { connected: true as const, user: toSessionUser(user), tokens };
}

/** Sign-in with the provider: the account's e-mail must be registered; a provider-confirmed address counts as verified. */
export async function signInWithProvider(deps: AuthDeps, id: CalendarProvider, code: string, state: string) {
  const { user, emailVerified } = await finishOAuth(deps, id, 'signin', code, state);
  // Signing in on the strength of an address needs the provider to vouch for it: an account
  // whose e-mail the provider has not verified could claim anybody's (the "nOAuth" pattern).
  if (!emailVerified)
    throw AppError.forbidden(
      AUTH_MESSAGES.providerEmailUnverified.replace('{provider}', id === 'google' ? 'Google' : 'Outlook'),
    );
  // A closed account is offered to reopen, with a short-lived token standing for this sign-in (decision 061).
  if (user.closedAt) refuseClosed(user, await reopenToken(deps.config.JWT_SECRET, user.id));
  if (!user.isVerified) await deps.users.update(user.id, { isVerified: true });
  const verified = { ...user, isVerified: true };
  const session = await startSession(deps, verified, 'web', 'oauth');
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), user: toSessionUser(verified) };
}
