import { expect, test } from '@playwright/test';
import { acceptCookies } from './support/accounts.ts';

/** Responsive photos (decision 014): the page's largest picture is requested early, in the best format. */

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('the listing page loads its first photo eagerly, with high priority, as AVIF', async ({ page }) => {
  const search = await page.request.get('/api/properties?pageSize=1');
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
  const srcset = /<link rel="preload" as="image" type="image\/avif" imagesrcset="([^"]+)"/.exec(home)?.[1];
  expect(srcset).toBeTruthy();
  expect(await (await page.request.get('/properties')).text()).not.toContain('rel="preload" as="image"');

  await page.goto('/');
  const hero = page.locator('img.hero__image');
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The picture the page shows is one the preload fetched.
  const shown = await hero.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  expect(srcset!.split(', ').map((entry) => entry.split(' ')[0])).toContain(shown);
});
