/// <reference types="node" />
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and woff2 fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every text file of
 * `dir`. The server sends the one the browser accepts (@fastify/static `preCompressed`): the best
 * compression, paid once at build time, and never any compression work per request for the app's
 * files. A tiny file's copy can be a few bytes larger than the file; one rule for all is simpler.
 */
export async function precompress(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const sizes = await Promise.all(
    filesUnder(dir)
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (path) => {
        const content = await readFile(path);
        // zlib's asynchronous calls run on libuv's thread pool: the files compress in parallel.
        const [br, gzipped] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gz(content, { level: 9 }),
        ]);
        await writeFile(`${path}.br`, br);
        await writeFile(`${path}.gz`, gzipped);
        return [content.length, br.length] as const;
      }),
  );
  return {
    files: sizes.length,
    bytes: sizes.reduce((sum, [plain]) => sum + plain, 0),
    brotliBytes: sizes.reduce((sum, [, br]) => sum + br, 0),
  };
}

/** Vite plugin: precompresses the build output once it is written (not in the dev server). */
export function precompressPlugin(): Plugin {
  return {
    name: 'immora-precompress',
    apply: 'build',
    async writeBundle(options) {
      if (!options.dir) return;
      const { files, bytes, brotliBytes } = await precompress(options.dir);
      const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
      this.info(`precompressed ${files} files: ${kb(bytes)} → ${kb(brotliBytes)} brotli`);
    },
  };
}
