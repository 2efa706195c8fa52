import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Text the server makes or reads at request time: JSON, HTML, CSS, JavaScript, XML and SVG.
 * Photos, fonts (woff2), PDFs and anything unknown (`application/octet-stream`) are already
 * compressed or may be, and go as they are.
 */
export const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]+\+)?(?:json|javascript|xml)|image\/svg\+xml)/;

/**
 * On-the-fly compression (brotli, else gzip) of answers above 1 KB, with `Vary: Accept-Encoding`.
 * Registered before the routes: @fastify/compress attaches itself to each route as it is added.
 * The built web app's files are compressed at build time instead (plugins/static-files.ts);
 * a reply that already carries a Content-Encoding is left alone. Request bodies are not
 * decompressed: clients send plain JSON and multipart.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
    globalDecompression: false,
  });
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The same choice for an answer no route makes (a page built per request by the not-found
 * handler, plugins/static-files.ts), where @fastify/compress is not attached: brotli (quality 4,
 * its default) or gzip when accepted and the body is at least 1 KB, with `Vary: Accept-Encoding`.
 */
export async function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string) {
  reply.header('vary', 'accept-encoding');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = Buffer.byteLength(body) >= 1024 ? negotiate(accepted, ['br', 'gzip']) : null;
  if (encoding === 'br') {
    const options = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
    return reply.header('content-encoding', 'br').send(await brotli(body, options));
  }
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(await gzipped(body));
  return reply.send(body);
}
