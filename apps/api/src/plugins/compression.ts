import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

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
