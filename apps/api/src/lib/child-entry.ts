import { fileURLToPath } from 'node:url';

/**
 * A child process's entry beside the calling module: from the sources (tsx, vitest) its
 * TypeScript file through tsx's loader; in the build, the bundled file beside dist/server.js
 * (scripts/build.mjs). `from`: the caller's import.meta.url.
 */
export function childEntry(from: string, source: string, built: string): { file: string; execArgv: string[] } {
  const fromSources = from.endsWith('.ts');
  return {
    file: fileURLToPath(new URL(fromSources ? source : built, from)),
    execArgv: fromSources ? ['--import', 'tsx'] : [],
  };
}
