import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAppStartScript, startAppAfterFirstScreen } from './app-start-script.ts';

const BUILT = `<head>
    <script type="module" crossorigin src="/assets/index-AbC1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-X1.js">
    <link rel="modulepreload" crossorigin href="/assets/public-area-Y2.js">
    <link rel="preload" as="style" crossorigin href="/assets/public-area-Z3.css">
  </head>`;

describe('the start script of a drawn page (decision 046)', () => {
  it('takes the place of the entry and its module preloads, and names them', () => {
    const page = startAppAfterFirstScreen(BUILT, '/assets/app-start-Q9.js');
    expect(page).toContain(
      '<script type="module" src="/assets/app-start-Q9.js" data-entry="/assets/index-AbC1.js" ' +
        'data-preload="/assets/jsx-runtime-X1.js /assets/public-area-Y2.js"></script>',
    );
    expect(page).not.toContain('modulepreload');
    expect(page).not.toContain('src="/assets/index-AbC1.js"');
    // Style sheets are not scripts: they stay.
    expect(page).toContain('<link rel="preload" as="style" crossorigin href="/assets/public-area-Z3.css">');
  });

  it("marks a read-mostly page's start as on demand (decision 089), and no other", () => {
    const onDemand = startAppAfterFirstScreen(BUILT, '/assets/app-start-Q9.js', true);
    expect(onDemand).toMatch(
      /<script type="module" src="\/assets\/app-start-Q9.js" [^>]* data-start="on-demand"><\/script>/,
    );
    expect(startAppAfterFirstScreen(BUILT, '/assets/app-start-Q9.js')).not.toContain('data-start');
  });

  it('leaves a page without an entry script as it is', () => {
    const page = '<head><title>Immora</title></head>';
    expect(startAppAfterFirstScreen(page, '/assets/app-start-Q9.js')).toBe(page);
  });

  it("is found in the build's manifest, and is missing from a build without one", () => {
    const dist = mkdtempSync(join(tmpdir(), 'immora-app-start-'));
    expect(readAppStartScript(dist)).toBeUndefined();
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({ 'src/boot/app-start.ts': { file: 'assets/app-start-Q9.js', isEntry: true } }),
    );
    expect(readAppStartScript(dist)).toBe('/assets/app-start-Q9.js');
  });
});
