import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { TFirstScreenInput, TFirstScreenSession } from '@immora/shared/first-page-data';
import { firstLanguage } from '@immora/shared/languages';
import { acceptedLanguages, cookieLanguage } from '../lib/reader-language.ts';

/** What the web build's server entry (apps/web/src/ssr/first-screen.tsx) takes and gives. */
export type FirstScreenInput = TFirstScreenInput;
export type FirstScreen = { html: string; width: number };
export type Render = (input: FirstScreenInput) => Promise<FirstScreen>;
/** A first screen with the language it is drawn in, for the page's `lang`. */
export type DrawnScreen = FirstScreen & { language: string };

/**
 * The first screen's language, as the app will choose it: `?lang=`, else the visitor's stored
 * choice (its cookie), else the browser's languages (decision 018).
 */
export function requestLanguage(request: FastifyRequest, search: string): string {
  return firstLanguage({ search, stored: cookieLanguage(request), browser: acceptedLanguages(request) });
}

/** A phone's layout for phones (client hint, else the user agent), a wide screen's for the rest. */
export function looksLikePhone(request: FastifyRequest): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi|Android|iPhone|iPod/i.test(request.headers['user-agent'] ?? '');
}

/**
 * The server's renderer of first screens (decision 045), from the web build's `dist-ssr` beside
 * its `dist`; null when the build has none (the API's own tests, `vite dev`), and the pages then
 * start from the boot shell as before.
 */
export async function loadFirstScreenRenderer(webDist: string, log: FastifyBaseLogger): Promise<Render | null> {
  const entry = join(webDist, '..', 'dist-ssr', 'first-screen.js');
  if (!existsSync(entry)) return null;
  try {
    const module = (await import(pathToFileURL(entry).href)) as { renderFirstScreen?: Render };
    return module.renderFirstScreen ?? null;
  } catch (error) {
    log.warn({ err: error }, 'first screens: the server renderer did not load; pages start from the boot shell');
    return null;
  }
}

/**
 * A guest's first screen of this request's page, from `data` (the page's first API answer, or the
 * list of them for a page with several), in the language and for the screen the app will use; undefined when it cannot be drawn, and the
 * page then starts from the boot shell as any other. With `session`, a signed-in visitor's (the
 * profiles, decision 083), whose token the caller has checked.
 */
export async function drawFirstScreen(
  render: Render,
  request: FastifyRequest,
  data: unknown,
  session?: TFirstScreenSession,
): Promise<DrawnScreen | undefined> {
  const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const language = requestLanguage(request, search);
  try {
    const drawn = await render({ url: request.url, language, phone: looksLikePhone(request), data, session });
    return { ...drawn, language };
  } catch (error) {
    request.log.warn({ err: error }, 'first screen not drawn: the page starts from the boot shell');
    return undefined;
  }
}
