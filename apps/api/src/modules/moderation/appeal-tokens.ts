import { createHmac, timingSafeEqual } from 'node:crypto';
import { APPEAL_LINK_TOKEN } from '@immora/shared/appeal-link';

/** A key of its own for these links, derived from the signing secret (never the session key itself). */
const keyOf = (secret: string) => createHmac('sha256', secret).update('immora:suspension-appeal').digest();

const signature = (secret: string, caseId: string, expires: string) =>
  createHmac('sha256', keyOf(secret)).update(`${caseId}.${expires}`).digest('base64url');

/**
 * The token of a suspension e-mail's appeal link (decision 081): `<case id>-<expiry>-<HMAC>`,
 * the expiry in whole seconds, base 36. Nothing is stored: the case row says whether an appeal
 * may still be sent, the signature that the server wrote the link, the expiry how long it works.
 */
export function appealToken(secret: string, caseId: string, expiresAt: Date) {
  const expires = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return `${caseId}-${expires}-${signature(secret, caseId, expires)}`;
}

/** The case and expiry of a well-signed token (expired or not), or null. */
export function readAppealToken(secret: string, token: string): { caseId: string; expiresAt: Date } | null {
  const [, caseId, expires, sig] = APPEAL_LINK_TOKEN.exec(token) ?? [];
  if (!caseId || !expires || !sig) return null;
  const expected = Buffer.from(signature(secret, caseId, expires));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { caseId, expiresAt: new Date(parseInt(expires, 36) * 1000) };
}
