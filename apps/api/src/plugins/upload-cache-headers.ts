import { basename } from 'node:path';
import type { FastifyReply } from 'fastify';
import { VARIANT_FILE } from '../lib/photo-variants.ts';

const YEAR = 'public, max-age=31536000, immutable';

/**
 * `setHeaders` of the `/uploads/` files: a photo variant's name is the address of its content
 * (decision 014), so it is cached for a year and never revalidated; every other upload keeps
 * the plugin's `maxAge`. S3 objects get the same header when stored (`lib/storage.ts`).
 */
export function uploadCacheHeaders(reply: FastifyReply, path: string) {
  if (VARIANT_FILE.test(basename(path))) reply.header('cache-control', YEAR);
}
