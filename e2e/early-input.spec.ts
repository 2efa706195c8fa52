import { expect, test } from '@playwright/test';
import { acceptCookies } from './support/accounts.ts';
import { appReady, holdTheApp } from './support/app-started.ts';

/**
 * Decision 046: a server-drawn page can be used before the app has taken it over. What the
 * visitor does meanwhile (taps, options chosen, text typed, a form sent) is kept by the page's
 * start script and done again once the app is ready, instead of being lost.
 */

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('a search filled in and sent before the app has started runs once it has', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const search = page.getByRole('search', { name: 'Property search' });
  await search.getByText('Buy', { exact: true }).click();
  await search.getByRole('combobox', { name: 'Property type' }).selectOption('houses');
  await search.getByRole('combobox', { name: 'City' }).fill('Gent');
  await search.getByRole('button', { name: 'Search' }).click();

  // Nothing has happened yet: the page is the server's, and the browser has not sent the form.
  await expect(page).toHaveURL('/');
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0);

  release();
  // 'Gent' is Ghent's Dutch name: the search waits for the list of cities and names the municipality.
  await expect(page).toHaveURL('/properties?type=sale&category=houses&city=Ghent');
  await expect(page.getByRole('heading', { level: 2, name: /propert(y|ies) found/ })).toBeVisible();
});

test('a button tapped before the app has started does its work once it has', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/properties', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'My Account' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  release();
  await appReady(page);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Login' }).first()).toBeVisible();
});

test('a link followed before the app has started opens as a page of its own', async ({ page }) => {
  await holdTheApp(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('banner').getByRole('link', { name: 'ADVERTISE NOW' }).click();
  await expect(page).toHaveURL('/advertise');
});
