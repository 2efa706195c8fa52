import { expect, test } from '@playwright/test';
import budget from '../apps/web/bundle-budget.json' with { type: 'json' };
import { acceptCookies } from './support/accounts.ts';
import { FIRST_LOAD } from './support/first-load.ts';

/** What the server really sends a browser: compressed scripts, within the home page's budget. */

type Sent = { url: string; encoding: string | null; bytes: number };

test('the home page loads its scripts brotli-compressed and within the JavaScript budget', async ({ page }) => {
  await acceptCookies(page);
  const pending: Promise<Sent>[] = [];
  page.on('requestfinished', (request) => {
    if (!new URL(request.url()).pathname.endsWith('.js')) return;
    pending.push(
      (async () => ({
        url: request.url(),
        encoding: (await request.response())?.headers()['content-encoding'] ?? null,
        bytes: (await request.sizes()).responseBodySize,
      }))(),
    );
  });
  await page.goto('/');
  const featured = page.getByTestId('featured-listings');
  await featured.scrollIntoViewIfNeeded();
  // The cards come once the app has started after the first screen (decision 046) and the section
  // is near: in session 15's CI run, under a full run's load, the app asked for them 19 s after load.
  await expect(featured.getByTestId('property-card').first()).toBeVisible(FIRST_LOAD);
  await page.waitForLoadState('networkidle');

  const scripts = await Promise.all(pending);
  expect(scripts.length).toBeGreaterThan(1);
  for (const script of scripts) expect(script.encoding, script.url).toBe('br');
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  expect(total, `${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(
    budget.homePageScriptKB * 1024,
  );
});

test('HEAD answers on the home page and a client route as GET does, without a body', async ({ request }) => {
  for (const path of ['/', '/properties']) {
    const head = await request.head(path);
    expect(head.status(), path).toBe(200);
    expect(head.headers()['content-type'], path).toContain('text/html');
    expect(await head.body(), path).toHaveLength(0);
  }
});

test("a page the server does not draw shows the header's frame and logo before its scripts have run, and the app replaces it", async ({
  browser,
}) => {
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const early = await withoutScripts.newPage();
  await early.goto('/blogs');
  await expect(early.locator('.boot-shell')).toBeVisible();
  await expect(early.locator('.boot-shell')).toContainText('Immora');
  const shell = await early.locator('.boot-shell').boundingBox();
  await withoutScripts.close();

  const page = await browser.newPage();
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.boot-shell')).toHaveCount(0);
  // The app's header takes the same place and height: nothing below it moves.
  expect(await page.locator('header.site-header').boundingBox()).toMatchObject({ y: shell!.y, height: shell!.height });
  await page.close();
});

test("a page draws its text in the device's own typeface: it downloads no font and declares none", async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto('/properties');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.boot-shell')).toHaveCount(0);
  const declared = await page.evaluate(async () => {
    await document.fonts.ready;
    let faces = 0;
    document.fonts.forEach(() => faces++);
    return faces;
  });
  // Decision 087: no typeface to fetch before the text can be measured, and none swapped in later.
  expect({ fonts, declared }).toEqual({ fonts: [], declared: 0 });
});
