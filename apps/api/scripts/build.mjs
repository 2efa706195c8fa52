// Bundles the API into dist/server.js, and the embedded engine's worker beside it
// (dist/pglite-worker.mjs, which db/pglite-bridge.ts starts from its own folder). Registry
// packages stay external (node_modules); the workspace package @immora/shared (TypeScript
// source) is bundled in.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@immora/'));

await build({
  entryPoints: [new URL('../src/server.ts', import.meta.url).pathname],
  outfile: new URL('../dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
await build({
  entryPoints: [new URL('../src/db/pglite-worker.mjs', import.meta.url).pathname],
  outfile: new URL('../dist/pglite-worker.mjs', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
console.log('api: dist/server.js, dist/pglite-worker.mjs');
