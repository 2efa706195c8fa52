import { jwtVerify, SignJWT } from 'jose';
import { FRESH_OAUTH_MINUTES } from '@immora/shared/account-closure';

const AUDIENCE = 'immora:reopen-account';
const key = (secret: string) => new TextEncoder().encode(secret);

/**
 * What a closed account's OAuth sign-in answers instead of a session (decision 061): the proof,
 * for `FRESH_OAUTH_MINUTES`, that the provider vouched for this account, so `POST
 * /api/users/reopen` can reopen it without a password. Its own audience: it opens nothing else.
 */
export function reopenToken(secret: string, userId: string) {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(`${FRESH_OAUTH_MINUTES}m`)
    .sign(key(secret));
}

/** The account a valid reopen token stands for, or null. */
export async function reopenTokenUser(secret: string, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], audience: AUDIENCE });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
