import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { acceptCookies, login } from './support/accounts.ts';

/** The home page's sections: featured listings, property types, professionals and the blog. */

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

type Envelope<T> = { success: true; data: T };
async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as Envelope<T>).data;
}

type Stats = { categories: { category: string; count: number }[] };

test('the home shows featured listings and property types whose counts run a search', async ({ page }) => {
  const boosted = await api<{ items: { boosted: boolean; title: string; titles: Record<string, string> }[] }>(
    page,
    '/api/properties?sort=boosted&pageSize=8',
  );
  const featured = boosted.items.filter((item) => item.boosted);
  expect(featured.length).toBeGreaterThan(0);

  await page.goto('/');
  // The hero's city field suggests every municipality, and each postal code with its municipality,
  // once it has the focus.
  await page.getByRole('search').locator('input[list]').focus();
  const cities = await api<{ name: string; postalCodes: { code: string }[] }[]>(page, '/api/cities');
  expect(cities.length).toBeGreaterThan(0);
  const codes = cities.reduce((n, c) => n + c.postalCodes.length, 0);
  await expect(page.getByRole('search').locator('datalist option')).toHaveCount(cities.length + codes);
  await expect(page.getByRole('search').locator('datalist option[value="9000 Ghent"]')).toHaveCount(1);
  const section = page.getByTestId('featured-listings');
  // The sections below the hero ask for their listings once the visitor scrolls near them.
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('heading', { level: 2, name: 'Featured listings' })).toBeVisible();
  const cards = section.getByTestId('property-card');
  await expect(cards).toHaveCount(featured.length);
  for (const card of await cards.all()) await expect(card.locator('.badge--featured')).toHaveText('Featured');
  // In the visitor's language (English here) when the listing is written in it, else the original.
  await expect(cards.first()).toContainText(featured[0]!.titles.en ?? featured[0]!.title);

  // Property types carry their number of published listings.
  const { categories } = await api<Stats>(page, '/api/stats');
  const apartments = categories.find((item) => item.category === 'apartments')?.count ?? 0;
  expect(apartments).toBeGreaterThan(0);
  const tile = page
    .getByTestId('category-tile')
    .filter({ has: page.locator('.category-tile__name', { hasText: /^Apartments$/ }) });
  await expect(tile.getByTestId('category-count')).toHaveText(
    `${new Intl.NumberFormat('en-GB').format(apartments)} ${apartments === 1 ? 'listing' : 'listings'}`,
  );
  await tile.click();
  await expect(page).toHaveURL(/\/properties\?category=apartments$/);
  await expect(page.getByTestId('property-card').first()).toBeVisible();
});

test('top agencies, agents and blog articles open the right pages', async ({ page }) => {
  const agencies = await api<{ items: { name: string }[] }>(page, '/api/agencies?pageSize=6');
  const blogs = await api<{ items: { slug: string; title: string }[] }>(page, '/api/blogs?pageSize=3');

  await page.goto('/');
  await page.getByRole('heading', { level: 2, name: 'Top agencies and agents' }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('home-agency')).toHaveCount(agencies.items.length);
  await expect(page.getByTestId('home-agent')).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'See all' }).first()).toHaveAttribute('href', '/agency');
  await expect(page.getByRole('link', { name: 'See all' }).nth(1)).toHaveAttribute('href', '/agents');
  await expect(page.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog-list-v3');

  // A guest's agency card opens the directory on that agency.
  const first = agencies.items[0]!;
  await page.getByTestId('home-agency').first().click();
  await expect(page).toHaveURL(/\/agency\?q=/);
  await expect(page.getByTestId('agency-card').first()).toContainText(first.name);

  // The three newest articles, each opening its page.
  await page.goto('/');
  await page.getByRole('heading', { level: 2, name: 'From the blog' }).scrollIntoViewIfNeeded();
  const articles = page.getByTestId('home-article');
  await expect(articles).toHaveCount(blogs.items.length);
  await expect(articles.first()).toContainText(blogs.items[0]!.title);
  await articles.first().getByRole('link').click();
  await expect(page).toHaveURL(`/blogs/${blogs.items[0]!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: blogs.items[0]!.title })).toBeVisible();
});

test('a signed-in user opens an agent profile from the home page', async ({ page }) => {
  await login(page, 'buyer@immora.be');
  await expect(page).toHaveURL('/user-home');
  await page.goto('/');
  await page.getByRole('heading', { level: 2, name: 'Top agencies and agents' }).scrollIntoViewIfNeeded();
  const card = page.getByTestId('home-agent').first();
  const name = (await card.locator('.home-pro__name').innerText()).trim();
  await card.click();
  await expect(page).toHaveURL(/\/agent-single\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
