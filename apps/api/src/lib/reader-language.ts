import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  isLanguage,
  languageInQuery,
  LANGUAGE_COOKIE,
  offeredLanguage,
  type TLanguage,
} from '@immora/shared/languages';

/** The language chosen in the interface, as the web app stores it in its cookie (decision 045). */
export function cookieLanguage(request: FastifyRequest): string | null {
  const cookie = request.headers.cookie ?? '';
  return new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`).exec(cookie)?.[1] ?? null;
}

/** The browser's languages (Accept-Language), in its order. */
export function acceptedLanguages(request: FastifyRequest): string[] {
  return (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
}

/**
 * The language of whoever reads this answer (decision 055): `?lang=`, else the interface's choice
 * (its cookie), else the browser's languages, else the signed-in account's language; null when
 * none is one Immora offers. The answer then varies with those headers, and says so (`Vary`).
 */
export function readerLanguage(request: FastifyRequest, reply: FastifyReply): TLanguage | null {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Language, Cookie` : 'Accept-Language, Cookie');
  const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const cookie = cookieLanguage(request);
  const account = request.auth?.row.language;
  return (
    languageInQuery(search) ??
    (isLanguage(cookie) ? cookie : null) ??
    offeredLanguage(acceptedLanguages(request)) ??
    (isLanguage(account) ? account : null)
  );
}
