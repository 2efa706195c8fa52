// Bundles the API into dist/server.js, and beside it the embedded engine's worker
// (dist/pglite-worker.mjs, which db/pglite-bridge.ts starts from its own folder) and the seed's
// picture drawing child (dist/draw-pictures.js, db/seed/draw-pictures.ts). Registry
// packages stay external (node_modules); the workspace package @immora/shared (TypeScript
// source) is bundled in.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@immora/'));
const path = (relative) => new URL(relative, import.meta.url).pathname;
const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
};

await build({
  ...common,
  entryPoints: [path('../src/server.ts')],
  outfile: path('../dist/server.js'),
  sourcemap: true,
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
await build({
  ...common,
  entryPoints: [path('../src/db/pglite-worker.mjs')],
  outfile: path('../dist/pglite-worker.mjs'),
});
// The child process that draws the demo seed's pictures (db/seed/draw-pictures.ts finds it here).
await build({
  ...common,
  entryPoints: [path('../src/db/seed/draw-pictures-child.ts')],
  outfile: path('../dist/draw-pictures.js'),
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
// The child process that prepares a new embedded database (db/seed/first-start.ts finds it here).
await build({
  ...common,
  entryPoints: [path('../src/db/seed/first-start-child.ts')],
  outfile: path('../dist/first-start.js'),
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
console.log('api: dist/server.js, dist/pglite-worker.mjs, dist/draw-pictures.js, dist/first-start.js');
