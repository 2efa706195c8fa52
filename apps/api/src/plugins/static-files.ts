import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@immora/shared/api';
import { rolesLetIn } from '@immora/shared/roles';
import { findRoute } from '@immora/shared/routes';
import type { Config } from '../config.ts';
import { apiRoot } from '../db/paths.ts';
import { sendCompressed } from './compression.ts';
import { firstPageHead, SIGNED_IN_FIRST_PAGES, type PageHead } from './first-page-data.ts';
import { FIRST_SCREEN_ATTRIBUTE, type TFirstScreenSession } from '@immora/shared/first-page-data';
import { drawFirstScreen, loadFirstScreenRenderer, requestLanguage, type DrawnScreen } from './first-screen.ts';
import { METRICS_PATH } from './metrics.ts';
import { uploadCacheHeaders } from './upload-cache-headers.ts';
import { readAppStartScript, startAppAfterFirstScreen } from './app-start-script.ts';

const YEAR = 'public, max-age=31536000, immutable';
/** Pages the server draws for a guest without an API answer to carry: their first screen needs none. */
const NO_DATA_HEAD: PageHead = { early: '', late: '', data: undefined };
const DRAWN_WITHOUT_DATA = new Set(['home', 'estimate']);

/**
 * Route page → HTML file, from the build's `page-html.json` (apps/web/scripts/page-html.ts): the
 * pages most visits start on have an index.html of their own that links their chunk (and, for
 * the home page, preloads the hero). Empty when the build has none.
 */
function readPageHtml(webDist: string): Record<string, string> {
  const file = join(webDist, 'page-html.json');
  if (!existsSync(file)) return {};
  const pages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return Object.fromEntries(Object.entries(pages).filter(([, html]) => existsSync(join(webDist, html))));
}

const search = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

/** A cookie of the request, decoded as the web app reads it (`lib/cookies.ts`); undefined when absent or unreadable. */
function requestCookie(request: FastifyRequest, name: string): string | undefined {
  const value = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(request.headers.cookie ?? '')?.[1];
  if (!value) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The signed-in visitor of a page request (decision 083): the session the web app will restore
 * from the same cookies, once the server has checked that its token is of a live session of a
 * verified account (as every API call does). Null for a guest, and for a token that is no longer
 * valid (the app then finds out on its first call, as before).
 */
async function signedInVisitor(app: FastifyInstance, request: FastifyRequest): Promise<TFirstScreenSession | null> {
  const token = requestCookie(request, 'authToken');
  if (!token) return null;
  try {
    const user = await app.userOfToken(token);
    return { token, id: user.id, role: user.role, isVerified: true };
  } catch {
    return null;
  }
}

/** The start script of drawn pages in this build, and whether this page's app starts on demand (decision 089). */
type StartScript = { script: string | undefined; onDemand: boolean };

/**
 * A built HTML file (read once: a build never changes under a running server) with tags added to
 * its head: `early` before its first script or link (else at the end), `late` at the end. With a
 * first screen (decision 045), that markup replaces the boot shell in the root, and the page's
 * style sheets, which the build only preloads, apply from the start, so it is drawn as the app draws it.
 */
const builtHtml = new Map<string, string>();
function htmlWith(file: string, head: PageHead, screen?: DrawnScreen, start?: StartScript): string {
  let html = builtHtml.get(file);
  if (html === undefined) {
    html = readFileSync(file, 'utf8');
    builtHtml.set(file, html);
  }
  const end = html.search(/[ \t]*<\/head>/);
  const first = Math.min(/[ \t]*<(script|link)[\s>]/.exec(html)?.index ?? end, end);
  const early = head.early ? `    ${head.early}\n` : '';
  let page = `${html.slice(0, first)}${early}${html.slice(first)}`.replace(
    /([ \t]*)<\/head>/,
    (_, indent: string) => `    ${head.late}\n${indent}</head>`,
  );
  if (screen?.html) {
    page = inlineStyles(page, dirname(file));
    if (start?.script) page = startAppAfterFirstScreen(page, start.script, start.onDemand);
    page = page
      .replace(/<html lang="[^"]*">/, `<html lang="${screen.language}">`)
      .replace(
        /<div id="root">[\s\S]*?<\/div>\s*<noscript/,
        () => `<div id="root" ${FIRST_SCREEN_ATTRIBUTE}="${screen.width}">${screen.html}</div>\n    <noscript`,
      );
  }
  return page;
}

const builtCss = new Map<string, string>();
function cssFile(webDist: string, href: string): string {
  let css = builtCss.get(href);
  if (css === undefined) {
    css = readFileSync(join(webDist, href), 'utf8');
    builtCss.set(href, css);
  }
  return css;
}

/**
 * A first screen is drawn with the page's style sheets in the page itself: no round trip for them
 * before the first paint. Each sheet (the entry's and the page chunks') becomes a `<style>`, with
 * a disabled `<link rel="stylesheet">` to its file in front: the browser neither fetches nor
 * applies it, and the app's chunk loader (Vite's, which looks for such a link before adding one)
 * sees the sheet as there. Without it, the app added every sheet a second time as it started, and
 * each one made the browser match and lay out the whole page again (issue 10).
 */
function inlineStyles(html: string, webDist: string): string {
  return html.replace(
    /<link rel="(?:stylesheet|preload" as="style)" crossorigin href="\/(assets\/[^"]+\.css)">/g,
    (_, href: string) => `<link rel="stylesheet" href="/${href}" disabled><style>${cssFile(webDist, href)}</style>`,
  );
}

/**
 * Uploaded files under /uploads, the built SPA at /, and the SPA's index.html for client routes;
 * every one of them answers HEAD as it answers GET (monitors and link checkers use HEAD).
 *
 * The SPA's files go out as the build compressed them (`apps/web/scripts/precompress.ts` writes
 * `.br` and `.gz` beside each): `preCompressed` picks the one the client accepts, with
 * `Content-Encoding` and `Vary: Accept-Encoding`, and the plain file otherwise (decision 012).
 */
export async function registerStaticFiles(app: FastifyInstance, config: Config) {
  const uploads = join(config.DATA_DIR, 'uploads');
  mkdirSync(uploads, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '7d',
    immutable: false,
    setHeaders: uploadCacheHeaders,
  });
  const webDist = config.WEB_DIST ? resolve(config.WEB_DIST) : join(apiRoot(), '..', 'web', 'dist');
  const hasWeb = existsSync(join(webDist, 'index.html'));
  const pageHtml = hasWeb ? readPageHtml(webDist) : {};
  const renderFirstScreen = hasWeb ? await loadFirstScreenRenderer(webDist, app.log) : null;
  const startScript = hasWeb ? readAppStartScript(webDist) : undefined;
  if (hasWeb) {
    const assets = join(webDist, 'assets');
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      // The compressed copies are found beside each file, never addressed themselves.
      globIgnore: ['**/*.br', '**/*.gz'],
      // Vite's hashed assets never change; index.html is always revalidated.
      setHeaders: (reply, path) => {
        if (path.startsWith(assets)) reply.header('cache-control', YEAR);
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // Client routes get the SPA; a missing file (an old asset hash, a typo) gets a real 404, not HTML.
    const isFile = /\.[a-z0-9]+$/i.test(path) || path.startsWith('/assets/');
    const isPageMethod = request.method === 'GET' || request.method === 'HEAD';
    // /metrics is Prometheus's, served or not (decision 060): a scraper must not read a page there.
    const isOurs = path.startsWith('/api') || path.startsWith('/uploads/') || path === METRICS_PATH;
    const wantsPage = isPageMethod && !isFile && !isOurs;
    if (wantsPage && hasWeb) {
      const routeDef = findRoute(path);
      const route = routeDef?.page ?? '';
      const page = pageHtml[route] ?? 'index.html';
      reply.type('text/html').header('cache-control', 'no-cache');
      // A guest's GET of a listing or results page carries the page's data (first-page-data.ts).
      const guest = !/(?:^|;\s*)authToken=[^;]/.test(request.headers.cookie ?? '');
      const firstVisit = request.method === 'GET' && guest;
      // The home and estimate pages have no first answer to carry, but the server draws their first screen too.
      const reader = { origin: config.PUBLIC_URL, language: requestLanguage(request, search(request.url)) };
      let head = !firstVisit
        ? null
        : DRAWN_WITHOUT_DATA.has(route)
          ? NO_DATA_HEAD
          : await firstPageHead(app, route, path, search(request.url), { kind: 'guest' }, reader);
      // A signed-in visitor's profile (decision 083): drawn for them, with the answer asked with their token.
      const visitor =
        request.method === 'GET' && !guest && SIGNED_IN_FIRST_PAGES.has(route)
          ? await signedInVisitor(app, request)
          : null;
      // Only for a role the page lets in: staff are sent elsewhere by the app, so not drawn for.
      const session = visitor && routeDef?.roles && rolesLetIn(routeDef.roles, visitor.role) ? visitor : null;
      if (session) {
        const viewer = { kind: 'signedIn', authorization: `Bearer ${session.token}` } as const;
        head = await firstPageHead(app, route, path, search(request.url), viewer, reader);
      }
      // Not a route, so @fastify/compress is not attached here: compress this page ourselves.
      if (head) {
        const screen = renderFirstScreen
          ? await drawFirstScreen(renderFirstScreen, request, head.data, session ?? undefined)
          : undefined;
        const start = { script: startScript, onDemand: routeDef?.startOnDemand === true };
        if (!session) return sendCompressed(request, reply, htmlWith(join(webDist, page), head, screen, start));
        // A signed-in visitor's page is theirs: never kept by a shared cache. Their data goes out drawn or not at all.
        if (screen) {
          reply.header('cache-control', 'private, no-store');
          return sendCompressed(request, reply, htmlWith(join(webDist, page), head, screen, start));
        }
      }
      // cacheControl: false, or sendFile writes its own 'public, max-age=0' over no-cache.
      return reply.sendFile(page, webDist, { cacheControl: false });
    }
    return reply.status(404).send({
      success: false,
      error: { code: ERROR_CODES.notFound, message: `No route for ${request.method} ${path}.` },
    });
  });
}
