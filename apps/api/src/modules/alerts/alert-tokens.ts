import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an unsubscribe link turns off: one alert ('a', by its id) or every alert of a user ('u'). */
export type UnsubscribeTarget = { scope: 'a' | 'u'; id: string };

/** A key of its own for these links, derived from the signing secret (never the session key itself). */
const keyOf = (secret: string) => createHmac('sha256', secret).update('immora:alert-unsubscribe').digest();

const signature = (secret: string, target: UnsubscribeTarget) =>
  createHmac('sha256', keyOf(secret)).update(`${target.scope}.${target.id}`).digest('base64url');

/**
 * A link token that needs no session and no stored row: `<scope>-<id>-<HMAC>`. It stays valid as
 * long as the alert exists; once the alert is gone it turns nothing off (decision 024). No dot:
 * the SPA's page address must not look like a file (`…/a.b` would be one to the static files).
 */
export const unsubscribeToken = (secret: string, target: UnsubscribeTarget) =>
  `${target.scope}-${target.id}-${signature(secret, target)}`;

const TOKEN = /^([au])-([0-9a-f-]{36})-([\w-]{43})$/;

/** The target of a well-signed token, or null. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | null {
  const [, scope, id, sig] = TOKEN.exec(token) ?? [];
  if ((scope !== 'a' && scope !== 'u') || !id || !sig) return null;
  const expected = Buffer.from(signature(secret, { scope, id }));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { scope, id } : null;
}
