import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './app.ts';
import { createProperty, createUser } from './factories.ts';

/** The built SPA and uploads are served by the API: client routes get index.html, missing files a 404. */
const web = mkdtempSync(join(tmpdir(), 'immora-web-'));
const INDEX = '<!doctype html><title>Immora</title><div id="root"></div>';
const SCRIPT = `console.log(${JSON.stringify('immora '.repeat(400))});`;
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array.from({ length: 4000 }, (_, i) => i % 251)]);
let ctx: TestContext;

/** A built file with the .br and .gz copies apps/web/scripts/precompress.ts writes beside it. */
function writeBuilt(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

beforeAll(async () => {
  mkdirSync(join(web, 'assets'));
  writeBuilt(join(web, 'index.html'), INDEX);
  writeBuilt(join(web, 'assets', 'app-abc123.js'), SCRIPT);
  // The first pages' own HTML (apps/web/scripts/page-html.ts); 'blog' names a file the build lacks.
  writeBuilt(join(web, 'home.html'), INDEX.replace('<title>', '<meta name="page" content="home"><title>'));
  writeBuilt(join(web, 'property.html'), INDEX.replace('<title>', '<meta name="page" content="property"><title>'));
  writeFileSync(
    join(web, 'page-html.json'),
    JSON.stringify({ home: 'home.html', property: 'property.html', blog: 'blog.html' }),
  );
  ctx = await createTestApp({ WEB_DIST: web });
  mkdirSync(join(ctx.dataDir, 'uploads', 'seed'), { recursive: true });
  writeFileSync(join(ctx.dataDir, 'uploads', 'seed', 'photo.jpg'), JPEG);
});
afterAll(async () => {
  await ctx.close();
  rmSync(web, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

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
      // Revalidated on every visit, so a new build's script names reach returning visitors.
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it("sends a first page's own HTML for its routes, and index.html for every other", async () => {
    const pageOf = async (url: string, method: 'GET' | 'HEAD' = 'GET') => {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, url).toBe(200);
      return /<meta name="page" content="(\w+)">/.exec(res.body)?.[1] ?? 'index';
    };
    expect(await pageOf('/')).toBe('home');
    expect(await pageOf('/single-v1/8f9e4b1c-0000-4000-8000-000000000000')).toBe('property');
    expect(await pageOf('/Single-v1/8f9e4b1c-0000-4000-8000-000000000000/?tab=photos')).toBe('property');
    expect(await pageOf('/properties')).toBe('index');
    expect(await pageOf('/blogs/some-article')).toBe('index');
    expect(await pageOf('/no/such/page')).toBe('index');
    const head = await ctx.app.inject({ method: 'HEAD', url: '/single-v1/8f9e4b1c-0000-4000-8000-000000000000' });
    expect([head.statusCode, head.body]).toEqual([200, '']);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(INDEX.length);
  });

  it('serves hashed assets for a year, and a missing asset is a 404, not the page', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await ctx.app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
    expect((await ctx.app.inject({ method: 'GET', url: '/favicon-old.svg' })).statusCode).toBe(404);
    // The compressed copies are found beside the file, never addressed on their own.
    expect((await get('/assets/app-abc123.js.br')).statusCode).toBe(404);
  });

  it('serves uploaded files and answers 404 JSON for a missing one', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/uploads/seed/photo.jpg' })).statusCode).toBe(200);
    const missing = await ctx.app.inject({ method: 'GET', url: '/uploads/seed/none.jpg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().success).toBe(false);
  });
});

describe('compression', () => {
  it('sends a built asset brotli- or gzip-encoded as the browser accepts, and plain when it accepts neither', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.headers['cache-control']).toContain('immutable');

    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    for (const plain of [await get('/assets/app-abc123.js'), await get('/assets/app-abc123.js', 'identity')]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(SCRIPT);
    }
  });

  it('sends the SPA page of a client route compressed too', async () => {
    const page = await get('/agents?page=2', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);
  });

  it('compresses a large JSON answer on the fly, and sends it plain when not asked to', async () => {
    const owner = await createUser(ctx.database);
    for (let i = 0; i < 12; i++) await createProperty(ctx.database, owner.id);
    const url = '/api/properties?pageSize=12';
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.json().data.items).toHaveLength(12);

    const br = await get(url, 'br;q=1, gzip;q=0.5');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers and photos as they are', async () => {
    const health = await get('/api/health', 'br, gzip');
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();

    const photo = await get('/uploads/seed/photo.jpg', 'br, gzip');
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.rawPayload.equals(JPEG)).toBe(true);
  });
});

describe('HEAD', () => {
  it('answers 200 with headers and no body wherever GET answers a page, a file or a read', async () => {
    for (const url of [
      '/',
      '/properties?city=Ghent',
      '/assets/app-abc123.js',
      '/uploads/seed/photo.jpg',
      '/api/health',
    ]) {
      const head = await ctx.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
      expect(head.headers['content-type'], url).toBeTruthy();
    }
  });

  it('answers 404 where GET does', async () => {
    for (const url of ['/assets/app-old999.js', '/uploads/seed/none.jpg', '/api/no-such-thing']) {
      expect((await ctx.app.inject({ method: 'HEAD', url })).statusCode, url).toBe(404);
    }
  });
});
