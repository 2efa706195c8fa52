import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { acceptCookies, login, signIn } from './support/accounts.ts';

/**
 * A private seller (seller@immora.be, seeded with credits) boosts a published listing from
 * "My properties": the credits fall in the dialog and on the dashboard, the row shows the boost,
 * and the listing leads the public search of its city (boosted first is the default sort).
 */

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

const value = (stat: Locator) => stat.locator('.stat-card__value');
const firstCardTitle = (page: Page) => page.getByTestId('property-card').first().locator('.property-card__title');

type Search = { data: { items: { id: string }[] } };

const signInAsSeller = (page: Page) => signIn(page, 'seller@immora.be', '/pseller-home');

test('a private seller boosts a listing: credits fall and the listing leads the public search', async ({ page }) => {
  await signInAsSeller(page);
  const remaining = page.getByTestId('credits-remaining');
  const used = page.getByTestId('credits-used');
  await expect(value(remaining)).toHaveText(/^\d+$/);
  const before = Number(await value(remaining).textContent());
  const usedBefore = Number(await value(used).textContent());
  expect(before).toBeGreaterThanOrEqual(10);

  // One of the seller's seeded listings that is published, not boosted, and not first in its
  // city's search yet (read from the seed: which city it is in follows the seed's draws).
  await page.goto('/pseller-properties');
  const rows = page
    .getByTestId('listing-row')
    .filter({ has: page.getByTestId('status-badge').getByText('Published', { exact: true }) })
    .filter({ hasNot: page.getByTestId('boost-badge') });
  await expect(rows.first()).toBeVisible();
  let title = '';
  let city = '';
  for (const candidate of await rows.all()) {
    const text = (await candidate.locator('.summary-cell__title').textContent())!.trim();
    const id = (await candidate.getByRole('link', { name: text, exact: true }).getAttribute('href'))!.split('/').pop();
    const listing = (await (await page.request.get(`/api/properties/${id}`)).json()) as { data: { city: string } };
    const search = (await (
      await page.request.get(`/api/properties?city=${encodeURIComponent(listing.data.city)}`)
    ).json()) as Search;
    if (search.data.items.length > 1 && search.data.items[0]!.id !== id) {
      [title, city] = [text, listing.data.city];
      break;
    }
  }
  expect(title, 'a published listing of the seller that is not first in its city').not.toBe('');
  // By its title: the filtered list above changes once the listing is boosted.
  const row = page.getByTestId('listing-row').filter({ hasText: title });

  // Boost it with the 10-credit plan.
  await row.getByRole('button', { name: `Boost ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Boost this listing' });
  await expect(dialog.getByTestId('boost-remaining')).toHaveText(`You have ${before} credits`);
  await expect(dialog.getByTestId('boost-plan')).toHaveCount(3);
  await dialog.getByRole('radio', { name: /Spotlight/ }).check();
  await dialog.getByRole('button', { name: 'Boost for 10 credits' }).click();
  await expect(dialog.getByRole('status')).toContainText('Your listing is boosted until');
  await expect(dialog.getByTestId('boost-remaining')).toHaveText(`You have ${before - 10} credits`);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('boost-badge')).toContainText('Boosted');

  // The dashboard counts the credits spent.
  await page.goto('/pseller-home');
  await expect(value(remaining)).toHaveText(String(before - 10));
  await expect(value(used)).toHaveText(String(usedBefore + 10));
  await expect(page.getByTestId('listing-row').filter({ hasText: title }).getByTestId('boost-badge')).toBeVisible();

  // The listing now comes first in the public search of its city, with its Featured badge.
  await page.goto(`/properties?city=${encodeURIComponent(city)}`);
  await expect(firstCardTitle(page)).toHaveText(title);
  await expect(page.getByTestId('property-card').first().locator('.badge--featured')).toBeVisible();
});

test('on a phone the listings are cards, with search in the address and the actions menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsSeller(page);
  await page.goto('/pseller-properties');
  await expect(page.getByRole('table')).toHaveCount(0);
  const cards = page.getByTestId('listing-row');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  // The last word of a seeded title (its place), and how many of the seller's titles hold it.
  const titles = (await cards.locator('.summary-cell__title').allTextContents()).map((t) => t.trim());
  const word = titles[0]!.split(/[\s,]+/).pop()!;
  const matching = titles.filter((t) => t.toLowerCase().includes(word.toLowerCase())).length;

  await page.getByRole('searchbox', { name: 'Search by title' }).fill(word);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(word);
  await expect(cards).toHaveCount(matching);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search by title' })).toHaveValue(word);
  await expect(cards).toHaveCount(matching);

  await cards
    .first()
    .getByRole('button', { name: /More actions/ })
    .click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Appointments' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search by title' }).fill('no such listing title');
  await expect(page.getByText('No listing matches your search')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(cards).toHaveCount(all);
});

test('an independent agent opens "Create auction" from My properties', async ({ page }) => {
  await login(page, 'agent@immora.be');
  await expect(page).toHaveURL('/dashboard-home');
  await page.goto('/dashboard-my-properties');
  const row = page
    .getByTestId('listing-row')
    .filter({ has: page.getByTestId('status-badge').getByText('Published', { exact: true }) })
    .filter({ hasNot: page.locator('.auction-state') })
    .first();
  await expect(row).toBeVisible();
  const title = (await row.locator('.summary-cell__title').textContent())!.trim();
  await row.getByRole('button', { name: /More actions/ }).click();
  await page.getByRole('menuitem', { name: 'Create auction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create auction' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(title)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
