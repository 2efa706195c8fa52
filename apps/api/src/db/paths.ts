import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api package's root, found by walking up from this module: the same answer whether the
 * code runs from src/ (tsx, vitest) or from the bundled dist/server.js.
 */
export function apiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === '@immora/api')
      return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @immora/api package root');
    dir = parent;
  }
}

export const migrationsDir = () => join(apiRoot(), 'src', 'db', 'migrations');
