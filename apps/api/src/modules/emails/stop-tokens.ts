import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_STOP_TOKEN } from '@immora/shared/email-stop';
import type { HolderKey } from '../crm-area/crm-area.repository.ts';

/** Who is asked to stop, and for which address (lower case). */
export type StopTarget = { holder: HolderKey; email: string };

/** A key of its own for these links, derived from the signing secret (never the session key itself). */
const keyOf = (secret: string) => createHmac('sha256', secret).update('immora:contact-mail-stop').digest();

const letter = (holder: HolderKey) => (holder.role === 'agency' ? 'a' : 'u');

const signature = (secret: string, t: StopTarget) =>
  createHmac('sha256', keyOf(secret))
    .update(`${letter(t.holder)}.${t.holder.id}.${t.email}`)
    .digest('base64url');

/**
 * The token of an e-mail's stop link (decision 062): `<a|u>-<holder id>-<address>-<HMAC>`, the
 * address in base64url. Nothing is stored: the same holder and address always give the same
 * token, and only the server's secret makes one.
 */
export const stopToken = (secret: string, t: StopTarget) =>
  `${letter(t.holder)}-${t.holder.id}-${Buffer.from(t.email).toString('base64url')}-${signature(secret, t)}`;

/** The target of a well-signed token, or null. */
export function readStopToken(secret: string, token: string): StopTarget | null {
  const [, l, id, address, sig] = EMAIL_STOP_TOKEN.exec(token) ?? [];
  if (!l || !id || !address || !sig) return null;
  const target: StopTarget = {
    holder: { role: l === 'a' ? 'agency' : 'agent', id },
    email: Buffer.from(address, 'base64url').toString('utf8'),
  };
  const expected = Buffer.from(signature(secret, target));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? target : null;
}
