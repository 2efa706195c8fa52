import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { acceptCookies } from './support/accounts.ts';
import { appStarted } from './support/app-started.ts';
import { apiData } from './support/session.ts';

/** Issue 35: a listing's link to its municipality's market, /market/ixelles with its chart and tables, in Dutch and French. */

test.beforeEach(({ page }) => acceptCookies(page));

/** The demo's figures: the server sweeps the market as it starts (decision 074); wait for Ixelles's. */
async function ixellesSwept(page: Page) {
  await expect
    .poll(async () => (await apiData<{ computedAt: string | null }>(page, '/api/market/ixelles')).computedAt, {
      timeout: 60_000,
    })
    .not.toBeNull();
}

/** The page's language versions in its head, as [hreflang, path and query]. */
const alternates = (page: Page) =>
  page.locator('head link[rel="alternate"]').evaluateAll((links) =>
    links.map((l) => {
      const url = new URL(l.getAttribute('href') ?? '');
      return [l.getAttribute('hreflang'), `${url.pathname}${url.search}`];
    }),
  );

test('from a listing in Ixelles to its market, then the Dutch and French pages with their own slugs', async ({
  page,
}) => {
  await ixellesSwept(page);
  const { items } = await apiData<{ items: { id: string }[] }>(page, '/api/properties?city=Ixelles&pageSize=1');
  const listing = items[0];
  if (!listing) throw new Error('the demo seed has no listing in Ixelles');

  // The listing's "Prices in Ixelles" leads to the municipality's market page.
  await page.goto(`/single-v1/${listing.id}`);
  await page.getByRole('link', { name: 'Prices in Ixelles' }).click();
  await expect(page).toHaveURL(/\/market\/ixelles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Property prices in Ixelles' })).toBeVisible();
  await expect(page.getByTestId('market-sale-price')).toContainText(/€\d{3},\d{3}/);
  await expect(page.getByRole('table', { name: 'For sale' })).toContainText('All types');
  await expect(
    page.getByRole('table', { name: 'Neighbouring municipalities' }).getByRole('link').first(),
  ).toBeVisible();

  // The trend is drawn by the kit's chart as it comes near the screen, with its figures as a table.
  const trend = page.getByTestId('market-trend');
  await trend.scrollIntoViewIfNeeded();
  await expect(trend.locator('.chart__plot canvas').first()).toBeVisible();
  await trend.getByText('Show the figures').click();
  await expect(trend.getByRole('table').getByRole('row')).not.toHaveCount(1);
  await expect(trend.getByRole('table')).toContainText(/November 2026|\d{4}/);

  // Dutch: the server draws the page under its Dutch slug, with each language's own address.
  await page.goto('/market/elsene?lang=nl');
  await expect(page.locator('#root[data-first-screen]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Vastgoedprijzen in Elsene' })).toBeVisible();
  await appStarted(page);
  expect(await alternates(page)).toEqual([
    ['en', '/market/ixelles?lang=en'],
    ['nl', '/market/elsene?lang=nl'],
    ['fr', '/market/ixelles?lang=fr'],
    ['el', '/market/ixelles?lang=el'],
    ['x-default', '/market/ixelles'],
  ]);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/market\/elsene\?lang=nl$/);

  // French: the figures are in the HTML the server sends.
  const html = await (await page.request.get('/market/ixelles?lang=fr')).text();
  expect(html).toContain('Prix de l’immobilier à Ixelles');
  expect(html).toMatch(/\d[\d\u202f]*\u00a0€/);
  await page.goto('/market/ixelles?lang=fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Prix de l’immobilier à Ixelles' })).toBeVisible();

  // An unknown municipality is the site's 404 page.
  await page.goto('/market/atlantis?lang=fr');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nous n’avons pas trouvé cette page');
});
