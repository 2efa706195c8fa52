import { expect, test, type Page } from '@playwright/test';
import { acceptCookies } from './support/accounts.ts';

/** Responsive photos (decision 014): the page's largest picture is requested early, in the best format. */

/**
 * Seeded listings only: the journeys that run beside these publish listings of their own (houses,
 * a photo each, its variants made a moment later), which would otherwise come first in the results.
 */
const SEEDED = 'category=villa';

/**
 * The first search result, with the title its page shows an English visitor: its English version
 * when it has one, else the original (one seeded listing in five is written in French or Dutch).
 */
async function firstListing(page: Page) {
  const search = await page.request.get(`/api/properties?${SEEDED}&pageSize=1`);
  const [first] = ((await search.json()) as { data: { items: { id: string }[] } }).data.items;
  const detail = await page.request.get(`/api/properties/${first!.id}`);
  const listing = (
    (await detail.json()) as { data: { title: string; versions: { language: string; title: string }[] } }
  ).data;
  return { id: first!.id, title: listing.versions.find((v) => v.language === 'en')?.title ?? listing.title };
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('the listing page loads its first photo eagerly, with high priority, as AVIF', async ({ page }) => {
  const search = await page.request.get(`/api/properties?${SEEDED}&pageSize=1`);
  const [listing] = ((await search.json()) as { data: { items: { id: string }[] } }).data.items;
  await page.goto(`/single-v1/${listing!.id}`);
  const first = page.locator('.gallery__stage img');
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('width', /\d+/);
  await expect(first).toHaveAttribute('height', /\d+/);
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-\d+\.avif$/);
  // The thumbnails below wait until they are needed.
  await expect(page.locator('.gallery__thumb img').first()).toHaveAttribute('loading', 'lazy');
});

test('the home page preloads its hero, and only the home page does', async ({ page }) => {
  const home = await (await page.request.get('/')).text();
  expectPreloadFirst(home);
  const srcset = /<link rel="preload" as="image" type="image\/avif" imagesrcset="([^"]+)"/.exec(home)?.[1];
  expect(srcset).toBeTruthy();
  expect(await (await page.request.get('/properties')).text()).not.toContain('/assets/hero-');

  await page.goto('/');
  const hero = page.locator('img.hero__image');
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The picture the page shows is one the preload fetched.
  const shown = await hero.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  expect(srcset!.split(', ').map((entry) => entry.split(' ')[0])).toContain(shown);
});

/** The photos a page's HTML preloads (decision 019), as paths. */
/** The photo's preload comes before every script and stylesheet, so its request leaves first (decision 029). */
function expectPreloadFirst(html: string) {
  const preload = html.indexOf('<link rel="preload" as="image"');
  expect(preload).toBeGreaterThan(0);
  expect(preload).toBeLessThan(html.search(/<script|<link rel="(modulepreload|stylesheet)"/));
}

async function preloadedPhotos(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  expectPreloadFirst(html);
  const srcset = /<link rel="preload" as="image" type="image\/avif" imagesrcset="([^"]+)"/.exec(html)?.[1] ?? '';
  return srcset.split(', ').map((entry) => entry.split(' ')[0] ?? '');
}

test("a guest's first listing page comes with its data and its main photo preloaded", async ({ page }) => {
  const listing = await firstListing(page);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(`/single-v1/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  const first = page.locator('.gallery__stage img');
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const shown = await first.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  expect(await preloadedPhotos(page, `/single-v1/${listing.id}`)).toContain(shown);
  // The page did not ask the API for the listing: it came inside the HTML.
  expect(asked).not.toContain(`/api/properties/${listing.id}`);
});

test("a results page's first card photo is preloaded and fetched at once", async ({ page }) => {
  await page.goto(`/properties?${SEEDED}`);
  const first = page.getByTestId('property-card').first().locator('img');
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(page.getByTestId('property-card').nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const shown = await first.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  expect(await preloadedPhotos(page, `/properties?${SEEDED}`)).toContain(shown);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the listing page starts its map and its contact form only when the visitor nears them, and breaks no CSP rule', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const listing = await firstListing(page);
    await page.goto(`/single-v1/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    const map = page.getByRole('region', { name: "Map showing the property's location" });
    const form = page.getByRole('form', { name: 'Contact the advertiser' });
    await expect(map).toHaveCount(0);
    await expect(form).toHaveCount(0);
    // The form's code (its fields and their validation) is not fetched for the first screen.
    expect(scripts.filter((path) => /\/(contact-form|text-field)-/.test(path))).toEqual([]);
    await page.getByRole('heading', { name: 'Location', exact: true }).scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
    await page.getByRole('heading', { level: 2, name: 'Contact the advertiser' }).scrollIntoViewIfNeeded();
    await expect(form.getByLabel('Name')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
});
