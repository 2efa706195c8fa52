import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { acceptCookies } from './support/accounts.ts';

/** Issue 35: what buying or renting costs, on a listing (in Dutch) and in the /costs calculator. */

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

type Envelope<T> = { success: true; data: T };
type SaleCosts = { kind: 'sale'; region: string; newBuild: boolean; duties: number; total: number };

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as Envelope<T>).data;
}

/** Whole euros as Dutch writes them: '€ 315.708' (a no-break space after the sign). */
const nlEuro = (amount: number) => `€\u00a0${String(amount).replace(/\B(?=(\d{3})+$)/g, '.')}`;

test('the cost block of a Flemish sale listing, in Dutch, follows the own-home box', async ({ page }) => {
  const { items } = await api<{ items: { id: string }[] }>(page, '/api/properties?type=sale&pageSize=48');
  let id = '';
  for (const item of items) {
    const costs = await api<SaleCosts>(page, `/api/properties/${item.id}/costs`);
    if (costs.region === 'flanders' && !costs.newBuild) {
      id = item.id;
      break;
    }
  }
  expect(id, 'a seeded sale listing in Flanders').not.toBe('');
  const own = await api<SaleCosts>(page, `/api/properties/${id}/costs`);
  const notOwn = await api<SaleCosts>(page, `/api/properties/${id}/costs?ownHome=false`);

  await page.goto(`/single-v1/${id}?lang=nl`);
  // The block's own box stays; the placeholder inside it is replaced as the block arrives.
  await page.locator('.costs-near').scrollIntoViewIfNeeded();
  const block = page.getByTestId('costs-block');
  await expect(block.getByRole('heading', { name: 'Wat het kost' })).toBeVisible();
  await expect(block).toContainText('Regels van 1 januari 2025');
  const duties = block.locator('.costs-line', { hasText: 'Registratiebelasting' }).locator('dd');
  const total = block.locator('.costs-line--total dd');
  await expect(duties).toHaveText(nlEuro(own.duties));
  await expect(total).toHaveText(nlEuro(own.total));

  await block.getByRole('checkbox', { name: /Het wordt mijn enige eigen woning/ }).uncheck();
  await expect(duties).toHaveText(nlEuro(notOwn.duties));
  await expect(total).toHaveText(nlEuro(notOwn.total));
  expect(notOwn.duties).toBeGreaterThan(own.duties);
});

test('a guest works out a purchase and a lease on /costs', async ({ page }) => {
  await page.goto('/costs');
  await expect(page.getByRole('heading', { level: 1, name: 'What buying or renting costs' })).toBeVisible();
  await page.getByLabel('Region').selectOption('flanders');
  await page.getByLabel('Price').fill('300000');
  await page.getByLabel('Amount borrowed').fill('240000');
  const result = page.getByTestId('buying-costs');
  // Worked in packages/shared/src/costs/costs.test.ts: 300,000 + 6,000 + 4,305 + 5,403.
  await expect(result.locator('.costs-line', { hasText: 'Registration duties' }).locator('dd')).toHaveText('€6,000');
  await expect(result.locator('.costs-line--total dd')).toHaveText('€315,708');
  await expect(page.getByTestId('monthly-payment')).toContainText('€1,194 a month');

  await page.getByLabel('It will be my sole own home').uncheck();
  await expect(result.locator('.costs-line', { hasText: 'Registration duties' }).locator('dd')).toHaveText('€36,000');

  await page.getByLabel('Rate').fill('20');
  await expect(page.getByText('The interest rate must be a number of percent from 0 to 15')).toBeVisible();

  await page.getByLabel('Renting').check();
  await page.getByLabel('Region').selectOption('wallonia');
  await page.getByLabel('Monthly rent').fill('1000');
  const lease = page.getByTestId('renting-costs');
  await expect(lease.locator('.costs-line--total dd')).toHaveText('€3,000');
  await expect(lease).toContainText('at most 2 months of rent');
});
