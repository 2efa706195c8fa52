// Bundles the API into dist/server.js, and the embedded engine's worker beside it
// (dist/pglite-worker.mjs, which db/pglite-bridge.ts starts from its own folder). Registry
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
console.log('api: dist/server.js, dist/pglite-worker.mjs');
