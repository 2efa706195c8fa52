import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './app.ts';

/** Decision 014 on the static side: `/` gets the page that preloads the hero; variants are cached for a year. */
const web = mkdtempSync(join(tmpdir(), 'immora-web-'));
let ctx: TestContext;

beforeAll(async () => {
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Immora</title><div id="root"></div>');
  writeFileSync(
    join(web, 'home.html'),
    '<!doctype html><title>Immora</title><link rel="preload" as="image"><div id="root"></div>',
  );
  writeFileSync(join(web, 'page-html.json'), JSON.stringify({ home: 'home.html' }));
  ctx = await createTestApp({ WEB_DIST: web });
  mkdirSync(join(ctx.dataDir, 'uploads', 'properties', 'l1'), { recursive: true });
});
afterAll(async () => {
  await ctx.close();
  rmSync(web, { recursive: true, force: true });
});

describe('responsive photos, static side', () => {
  it('answers / with the page that preloads the hero, and every other client route without it', async () => {
    const home = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('rel="preload" as="image"');
    for (const url of ['/properties', '/single-v1/8f9e4b1c-0000-4000-8000-000000000000', '/?lang=nl']) {
      const page = await ctx.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body.includes('rel="preload"'), url).toBe(url.startsWith('/?'));
    }
  });

  it('caches content-addressed photo variants for a year and other uploads for a week', async () => {
    const folder = join(ctx.dataDir, 'uploads', 'properties', 'l1');
    writeFileSync(join(folder, '0123456789abcdef0123-960.avif'), Buffer.from([0]));
    writeFileSync(join(folder, 'legacy-gallery.jpg'), Buffer.from([0xff, 0xd8, 0xff]));
    const variant = await ctx.app.inject({
      method: 'GET',
      url: '/uploads/properties/l1/0123456789abcdef0123-960.avif',
    });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/avif');
    expect(variant.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const legacy = await ctx.app.inject({ method: 'GET', url: '/uploads/properties/l1/legacy-gallery.jpg' });
    expect(legacy.headers['cache-control']).toBe('public, max-age=604800');
  });
});
