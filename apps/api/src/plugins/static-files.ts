import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@immora/shared/api';
import type { Config } from '../config.ts';
import { apiRoot } from '../db/paths.ts';
import { uploadCacheHeaders } from './upload-cache-headers.ts';

const YEAR = 'public, max-age=31536000, immutable';

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
  // index.html with the hero preloaded (apps/web/scripts/home-page-html.ts), for `/` only.
  const hasHome = existsSync(join(webDist, 'home.html'));
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
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // Client routes get the SPA; a missing file (an old asset hash, a typo) gets a real 404, not HTML.
    const isFile = /\.[a-z0-9]+$/i.test(path) || path.startsWith('/assets/');
    const isPageMethod = request.method === 'GET' || request.method === 'HEAD';
    const wantsPage = isPageMethod && !isFile && !path.startsWith('/api') && !path.startsWith('/uploads/');
    if (wantsPage && hasWeb) {
      const page = path === '/' && hasHome ? 'home.html' : 'index.html';
      // cacheControl: false, or sendFile writes its own 'public, max-age=0' over no-cache.
      return reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .sendFile(page, webDist, { cacheControl: false });
    }
    return reply.status(404).send({
      success: false,
      error: { code: ERROR_CODES.notFound, message: `No route for ${request.method} ${path}.` },
    });
  });
}
