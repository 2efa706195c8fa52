import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { AccountRole } from '@immora/shared/roles';

/** Session length of spec 1 §9: 59 minutes from login. */
export const SESSION_MINUTES = 59;

/** `pending`: answered by sign-up, before the address is verified (decision 043). */
export type TokenClaims = { sub: string; role: AccountRole; jti: string; kind: 'web' | 'crm'; pending?: boolean };

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signSessionToken(secret: string, claims: TokenClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ role: claims.role, kind: claims.kind, ...(claims.pending ? { pending: true } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setJti(claims.jti)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
}

/** The claims of a valid token, or null for a bad signature, an expired or malformed token. */
export async function verifySessionToken(secret: string, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
    return {
      sub: payload.sub,
      jti: payload.jti,
      role: payload.role as AccountRole,
      kind: payload.kind === 'crm' ? 'crm' : 'web',
      ...(payload.pending === true ? { pending: true } : {}),
    };
  } catch {
    return null;
  }
}

/** A random single-use token for an e-mailed link, and the hash that is stored instead of it. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
