import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './support/phone.ts';

/** The search journeys on a phone (the "phone" project: 390 px wide, touch): filters in a drawer, list or map. */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
});

const cards = (page: Page) => page.getByTestId('property-card');

test('filters open in a drawer, the list shows only matches and the page never scrolls sideways', async ({ page }) => {
  await page.goto('/properties');
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Where').fill('Ghent');
  await drawer.getByLabel('Listing type').selectOption('sale');
  await drawer.getByLabel('Minimum price in euro').fill('100000');
  await drawer.getByRole('button', { name: 'Search' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/[?&]city=Ghent/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties for sale in Ghent');
  // The previous results stay on screen while the new ones load: count only once the list has them.
  await expect(page.locator('.search-list')).toHaveAttribute('aria-busy', 'false');
  await expect(cards(page).first()).toBeVisible();
  const n = await cards(page).count();
  for (let i = 0; i < n; i += 1) {
    await expect(cards(page).nth(i).locator('.property-card__city')).toHaveText('Ghent');
    await expect(cards(page).nth(i).locator('.badge--type')).toHaveText('For sale');
  }
  // The filter button counts the refinements beyond place and type.
  await expect(page.getByRole('button', { name: 'Filters 1' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the list and the map take turns, and a pin leads to its listing', async ({ page }) => {
  await page.goto('/properties?city=Brussels');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByTestId('results-map')).toBeHidden();
  const views = page.getByRole('group', { name: 'Show results as' });
  await views.getByRole('button', { name: 'Map' }).click();
  await expect(views.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('results-map').locator('.price-pin').first()).toBeVisible();
  await expect(cards(page).first()).toBeHidden();
  await views.getByRole('button', { name: 'List' }).click();
  await expect(cards(page).first()).toBeVisible();
});

test('a listing page on a phone shows the price and facts and sends the contact form', async ({ page }) => {
  await page.goto('/properties?type=rent');
  await cards(page).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/single-v1\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Key facts' })).toBeVisible();
  // The form's code loads when the visitor scrolls near it, as a visitor does to reach it.
  await page.getByRole('heading', { level: 2, name: 'Contact the advertiser' }).scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Contact the advertiser' });
  await form.getByLabel('Name').fill('Lotte Peeters');
  await form.getByLabel('Email address').fill('lotte.peeters@example.be');
  await form.getByLabel('Message').fill('Is a visit possible next Saturday morning?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Your message has been sent. The advertiser will contact you soon.')).toBeVisible();
  await expectNoSidewaysScroll(page);
});
