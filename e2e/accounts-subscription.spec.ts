import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { acceptCookies, login } from './support/accounts.ts';

/** Subscription gating (spec 1 §4): the subscription-required page and locked menu items. */

test.beforeEach(({ page }) => acceptCookies(page));

async function loginAgent(page: Page, email: string) {
  await login(page, email);
  await expect(page).toHaveURL('/dashboard-home');
}

test('without a subscription a gated page is replaced and its menu item locked', async ({ page }) => {
  await loginAgent(page, 'nosub-agent@immora.be');
  const menu = page.getByRole('complementary');
  const reporting = menu.getByText('Reporting', { exact: true }).locator('..');
  await expect(reporting).toHaveAttribute('aria-disabled', 'true');
  await expect(reporting).toHaveAttribute('title', 'An active subscription is required to use this feature.');
  await expect(menu.getByRole('link', { name: 'Reporting' })).toHaveCount(0);
  // Home, package and profile stay open.
  await expect(menu.getByRole('link', { name: 'My Package' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My Profile' })).toBeVisible();

  await page.goto('/dashboard-reporting');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Subscription required' })).toBeVisible();
  await expect(main.getByText('An active subscription is required to use this feature.')).toBeVisible();
  await expect(main.getByText(/Your subscription expired on/)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Buy a subscription' })).toHaveAttribute('href', '/pricing');
  // Shown inside the agent's own layout.
  await expect(page.getByRole('complementary')).toBeVisible();
});

test('with a subscription the gated page opens', async ({ page }) => {
  await loginAgent(page, 'agent@immora.be');
  const menu = page.getByRole('complementary');
  await menu.getByRole('link', { name: 'Reporting' }).click();
  await expect(page).toHaveURL('/dashboard-reporting');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Reporting' })).toBeVisible();
  await expect(page.getByText('An active subscription is required to use this feature.')).toHaveCount(0);
});
