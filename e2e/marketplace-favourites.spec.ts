import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, signIn, swal } from './support/accounts.ts';

/** A buyer keeps a favourite and a saved search, finds each in the dashboard, reopens and deletes it. */

test.beforeEach(({ page }) => acceptCookies(page));

/** The buyer's rentals in Brussels, as a signed-in buyer sees them. */
async function brusselsRentals(page: Page) {
  await signIn(page, 'buyer@immora.be', '/user-home');
  await page.goto('/properties?type=rent&city=Brussels');
}

test('a buyer favourites a listing, finds it in the dashboard and deletes it', async ({ page }) => {
  await brusselsRentals(page);
  const card = page
    .getByTestId('property-card')
    .filter({ has: page.locator('button[aria-pressed="false"]') })
    .first();
  await expect(card).toBeVisible();
  const title = (await card.locator('.property-card__title').textContent())!.trim();
  const chosen = page.getByTestId('property-card').filter({ hasText: title });
  await chosen.getByRole('button', { name: `Add ${title} to favourites` }).click();
  await expect(swal(page)).toContainText('Added to your favourites.');
  await expect(chosen.getByRole('button', { name: `Remove ${title} from favourites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/user-my-favourites');
  const favourite = page.getByTestId('favourite-card').filter({ hasText: title });
  await expect(favourite).toBeVisible();
  await expect(favourite).toContainText('m²');
  await expect(favourite).toContainText('/month');
  await favourite.getByRole('button', { name: `Delete ${title} from favourites` }).click();
  await expect(swal(page)).toContainText('Remove this favourite?');
  await swal(page).getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(favourite).toHaveCount(0);
});

test('a buyer saves a search, is refused the same title twice, then reopens and deletes it', async ({ page }) => {
  await brusselsRentals(page);
  await expect(page.getByTestId('property-card').first()).toBeVisible();
  const searchTitle = `Brussels rentals ${Date.now()}`;
  await page.getByRole('button', { name: 'Save search' }).click();
  const save = page.getByRole('dialog', { name: 'Save this search' });
  await expect(save.getByText('For rent', { exact: true })).toBeVisible();
  await save.getByLabel('Title').fill(searchTitle);
  await save.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(save).toBeHidden();
  await expect(swal(page)).toContainText('Search saved');

  // The same title again is refused with the server's message.
  await page.getByRole('button', { name: 'Save search' }).click();
  await save.getByLabel('Title').fill(searchTitle);
  await save.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'You already have a saved search with this title' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // In the dashboard: details, open, delete.
  await page.goto('/user-saved-search');
  const row = page.getByTestId('saved-search-row').filter({ hasText: searchTitle });
  await expect(row).toBeVisible();
  await expect(row).toContainText('For rent');
  await expect(row).toContainText('Brussels');
  await row.getByRole('button', { name: 'View details' }).click();
  await expect(page.getByRole('dialog', { name: searchTitle })).toBeVisible();
  await page.getByRole('dialog', { name: searchTitle }).getByRole('button', { name: 'Close' }).first().click();
  await row.getByRole('link', { name: 'Open search' }).click();
  await expect(page).toHaveURL(/\/properties\?/);
  await expect(page).toHaveURL(/type=rent/);
  await expect(page).toHaveURL(/city=Brussels/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties for rent in Brussels');

  await page.goto('/user-saved-search');
  await row.getByRole('button', { name: `Delete the saved search ${searchTitle}` }).click();
  await expect(swal(page)).toContainText('Delete this saved search?');
  await swal(page).getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(row).toHaveCount(0);
});

test('a subscribed agent has favourites and saved searches in the agent dashboard', async ({ page }) => {
  await signIn(page, 'agent@immora.be', '/dashboard-home');
  await page.goto('/dashboard-my-favourites');
  await expect(page.getByRole('heading', { level: 1, name: 'My favourites' })).toBeVisible();
  await page.goto('/dashboard-saved-search');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeVisible();
});
