import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../src/db/schema/blogs.ts';
import { propertyPhotos } from '../src/db/schema/properties.ts';
import { createTestApp, type TestContext } from './app.ts';
import { createProperty, createUser } from './factories.ts';
import { runningAuctionWithBid } from './closure-fixtures.ts';

/** A guest's first request of a listing or results page carries its data and preloads its main photo (decision 019). */
const web = mkdtempSync(join(tmpdir(), 'immora-web-'));
const INDEX =
  '<!doctype html>\n<html>\n  <head>\n    <title>Immora</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';
let ctx: TestContext;
let listingId: string;
let ownerId: string;

const variant = (width: number) => ({
  width,
  height: Math.round((width * 9) / 16),
  avif: `/uploads/properties/p/abc-${width}.avif`,
  webp: `/uploads/properties/p/abc-${width}.webp`,
  jpeg: `/uploads/properties/p/abc-${width}.jpg`,
});

beforeAll(async () => {
  writeFileSync(join(web, 'index.html'), INDEX);
  ctx = await createTestApp({ WEB_DIST: web });
  const owner = await createUser(ctx.database);
  const listing = await createProperty(ctx.database, owner.id, {
    title: 'Loft by the canal </script><!-- in Gent',
    city: 'Gent',
  });
  listingId = listing.id;
  ownerId = owner.id;
  await ctx.database.db
    .update(propertyPhotos)
    .set({ variants: [480, 960, 1600, 2048].map(variant) })
    .where(eq(propertyPhotos.propertyId, listing.id));
  await createProperty(ctx.database, owner.id, { city: 'Brussels' });
  await ctx.database.db.insert(blogPosts).values({
    slug: 'renovation-premiums-flanders',
    title: 'Renovation premiums in Flanders',
    excerpt: 'What the region pays back.',
    body: 'Ask before you start the works.',
    category: 'Renovation',
    coverImage: '/uploads/blogs/cover.jpg',
    coverVariants: [480, 960, 1600].map(variant),
    authorId: owner.id,
    publishedAt: new Date(),
  });
});
afterAll(async () => {
  await ctx.close();
  rmSync(web, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  ctx.app.inject({ method, url, headers });

/** The JSON the page carries, as the web app reads it (the script's text): one answer, or a list of them. */
function embedded<T = { url: string; data: Record<string, unknown> }>(html: string): T | undefined {
  const json = /<script type="application\/json" id="first-page-data">(.*?)<\/script>/s.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe('first-page data', () => {
  it("puts a listing's API answer and a preload of its main photo in a guest's page", async () => {
    const res = await page(`/single-v1/${listingId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const first = embedded(res.body);
    const api = await ctx.app.inject({ method: 'GET', url: `/api/properties/${listingId}` });
    expect(first).toEqual({ url: `/api/properties/${listingId}`, data: api.json().data });
    // The title's '</script><!--' cannot end the element early: '<' is escaped in the JSON.
    expect(res.body).not.toContain('</script><!--');
    expect(res.body).toContain(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/uploads/properties/p/abc-480.avif 480w, /uploads/properties/p/abc-960.avif 960w, /uploads/properties/p/abc-1600.avif 1600w, /uploads/properties/p/abc-2048.avif 2048w" imagesizes="(min-width: 1240px) 1240px, 100vw" fetchpriority="high">',
    );
  });

  it("puts a blog article's answer and a preload of its cover in a guest's page", async () => {
    const res = await page('/blogs/renovation-premiums-flanders');
    const first = embedded(res.body);
    const api = await ctx.app.inject({ method: 'GET', url: '/api/blogs/renovation-premiums-flanders' });
    expect(first).toEqual({ url: '/api/blogs/renovation-premiums-flanders', data: api.json().data });
    expect(res.body).toContain(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/uploads/properties/p/abc-480.avif 480w, /uploads/properties/p/abc-960.avif 960w, /uploads/properties/p/abc-1600.avif 1600w" imagesizes="(min-width: 1100px) 1100px, 100vw" fetchpriority="high">',
    );
    // An article that is not there: the page asks itself and shows its own not-found.
    expect(embedded((await page('/blogs/no-such-article')).body)).toBeUndefined();
  });

  it("puts a results page's search, as the page would ask it, in a guest's page", async () => {
    const res = await page('/properties?city=Gent&sort=priceAsc&page=1');
    const first = embedded(res.body);
    expect(first?.url).toBe('/api/properties?city=Gent&sort=priceAsc&page=1&pageSize=12');
    const items = (first?.data as { items: { title: string }[] }).items;
    expect(items.map((item) => item.title)).toEqual(['Loft by the canal </script><!-- in Gent']);
    expect(res.body).toContain('imagesizes="(min-width: 1240px) 400px, (min-width: 640px) 50vw, 100vw"');
    // Made per request, the page is compressed on the fly like any large answer.
    const compressed = await page('/properties?city=Gent&sort=priceAsc&page=1', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(res.body);
  });

  it("puts an auction page's two answers, its listing then its auction, and a preload of its photo in a guest's page", async () => {
    const bidder = await createUser(ctx.database);
    const auction = await runningAuctionWithBid(ctx.database, listingId, ownerId, bidder.id);
    const res = await page(`/single-v8/${listingId}/${auction.id}`);
    const listing = await ctx.app.inject({ method: 'GET', url: `/api/properties/${listingId}` });
    const answer = await ctx.app.inject({ method: 'GET', url: `/api/auctions/${auction.id}` });
    expect(embedded<unknown[]>(res.body)).toEqual([
      { url: `/api/properties/${listingId}`, data: listing.json().data },
      { url: `/api/auctions/${auction.id}`, data: answer.json().data },
    ]);
    // A guest's view of the auction: who leads, and up to what, is not in the page.
    expect(res.body).not.toContain(bidder.id);
    expect(res.body).toContain(
      'imagesrcset="/uploads/properties/p/abc-480.avif 480w, /uploads/properties/p/abc-960.avif 960w, /uploads/properties/p/abc-1600.avif 1600w, /uploads/properties/p/abc-2048.avif 2048w" imagesizes="(min-width: 1240px) 800px, (min-width: 1025px) 65vw, 100vw" fetchpriority="high">',
    );
    // An auction of another listing, or none: the page asks for itself and shows the not-found page.
    const other = await createProperty(ctx.database, ownerId, { city: 'Leuven' });
    for (const address of [
      `/single-v8/${other.id}/${auction.id}`,
      `/single-v8/${listingId}/8f9e4b1c-0000-4000-8000-000000000000`,
    ]) {
      const without = await page(address);
      expect(without.statusCode).toBe(200);
      expect(without.body).toBe(INDEX);
    }
  });

  it("puts the blog list's articles and its categories, as the page asks them, in a guest's page", async () => {
    const res = await page('/blog-list-v3?category=Renovation&page=0');
    const answers = embedded<{ url: string; data: unknown }[]>(res.body);
    // The page reads page=0 as the first page (readBlogListQuery), and asks 9 articles.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/blogs?page=1&pageSize=9&category=Renovation' });
    const categories = await ctx.app.inject({ method: 'GET', url: '/api/blogs/categories' });
    expect(answers).toEqual([
      { url: '/api/blogs?page=1&pageSize=9&category=Renovation', data: list.json().data },
      { url: '/api/blogs/categories', data: categories.json().data },
    ]);
    expect((answers?.[0]?.data as { items: { title: string }[] }).items.map((item) => item.title)).toEqual([
      'Renovation premiums in Flanders',
    ]);
  });

  it("puts the plans of the audience in the address, else an individual's, in a guest's pricing page", async () => {
    const agency = await ctx.app.inject({ method: 'GET', url: '/api/plans?audience=agency' });
    expect(embedded((await page('/pricing?for=agency')).body)).toEqual({
      url: '/api/plans?audience=agency',
      data: agency.json().data,
    });
    expect(embedded<{ url: string }>((await page('/pricing?for=nobody')).body)?.url).toBe(
      '/api/plans?audience=individual',
    );
  });

  it("writes a market page's language versions in its head: each language's slug, x-default and the version read's canonical", async () => {
    const origin = ctx.app.config.PUBLIC_URL;
    /** The head's links the server wrote, as [rel, hreflang, address]. */
    const links = (html: string) =>
      [...html.slice(0, html.indexOf('</head>')).matchAll(/<link rel="(alternate|canonical)"([^>]*)>/g)].map(
        ([, rel, rest]) => [rel, /hreflang="([^"]+)"/.exec(rest!)?.[1] ?? null, /href="([^"]+)"/.exec(rest!)?.[1]],
      );
    const ixelles = [
      ['alternate', 'en', `${origin}/market/ixelles?lang=en`],
      ['alternate', 'nl', `${origin}/market/elsene?lang=nl`],
      ['alternate', 'fr', `${origin}/market/ixelles?lang=fr`],
      ['alternate', 'el', `${origin}/market/ixelles?lang=el`],
      ['alternate', 'x-default', `${origin}/market/ixelles`],
    ];
    // Read in Dutch, by its Dutch slug or its French one: the same versions, the Dutch canonical.
    for (const res of [
      await page('/market/elsene?lang=nl'),
      await page('/market/ixelles', { 'accept-language': 'nl-BE' }),
    ])
      expect(links(res.body)).toEqual([...ixelles, ['canonical', null, `${origin}/market/elsene?lang=nl`]]);
    // In English the canonical is the x-default address.
    expect(links((await page('/market/ixelles?lang=en')).body).at(-1)).toEqual([
      'canonical',
      null,
      `${origin}/market/ixelles`,
    ]);
    // The index: its own address in each language.
    expect(links((await page('/market?lang=fr')).body)).toEqual([
      ['alternate', 'en', `${origin}/market?lang=en`],
      ['alternate', 'nl', `${origin}/market?lang=nl`],
      ['alternate', 'fr', `${origin}/market?lang=fr`],
      ['alternate', 'el', `${origin}/market?lang=el`],
      ['alternate', 'x-default', `${origin}/market`],
    ]);
    // Marked for the app, which replaces them with its own; an unknown municipality has none.
    expect((await page('/market/ixelles')).body).toMatch(
      /<link rel="alternate" hreflang="nl" href="[^"]+" data-first-page-link>/,
    );
    expect(links((await page('/market/atlantis')).body)).toEqual([]);
  });

  it('leaves it out for a signed-in visitor, a listing that is not there, a HEAD and other pages', async () => {
    const signedIn = await page(`/single-v1/${listingId}`, { cookie: 'cookieConsent=1; authToken=abc.def.ghi' });
    const missing = await page('/single-v1/8f9e4b1c-0000-4000-8000-000000000000');
    const head = await page(`/single-v1/${listingId}`, {}, 'HEAD');
    const other = await page('/agents');
    for (const res of [signedIn, missing, other]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    }
    expect([head.statusCode, head.body]).toEqual([200, '']);
  });
});
