import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './app.ts';

/** The built SPA and uploads are served by the API: client routes get index.html, missing files a 404. */
const web = mkdtempSync(join(tmpdir(), 'immora-web-'));
let ctx: TestContext;

beforeAll(async () => {
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Immora</title><div id="root"></div>');
  writeFileSync(join(web, 'assets', 'app-abc123.js'), 'console.log("immora")');
  ctx = await createTestApp({ WEB_DIST: web });
  mkdirSync(join(ctx.dataDir, 'uploads', 'seed'), { recursive: true });
});
afterAll(async () => {
  await ctx.close();
  rmSync(web, { recursive: true, force: true });
});

describe('static files', () => {
  it('answers client routes with the SPA, without caching it', async () => {
    for (const url of [
      '/',
      '/properties?city=Ghent',
      '/single-v1/8f9e4b1c-0000-4000-8000-000000000000',
      '/no/such/page',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets for a year, and a missing asset is a 404, not the page', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await ctx.app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
    expect((await ctx.app.inject({ method: 'GET', url: '/favicon-old.svg' })).statusCode).toBe(404);
  });

  it('serves uploaded files and answers 404 JSON for a missing one', async () => {
    writeFileSync(join(ctx.dataDir, 'uploads', 'seed', 'photo.jpg'), Buffer.from([0xff, 0xd8, 0xff]));
    expect((await ctx.app.inject({ method: 'GET', url: '/uploads/seed/photo.jpg' })).statusCode).toBe(200);
    const missing = await ctx.app.inject({ method: 'GET', url: '/uploads/seed/none.jpg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().success).toBe(false);
  });
});
