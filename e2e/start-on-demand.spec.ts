import { expect, test, type Page } from '@playwright/test';
import { appReady, holdTheApp } from './support/app-started.ts';

/**
 * Decision 089: a read-mostly page the server draws (the market pages, the estimate) is whole
 * without the app, so its app starts only when the visitor acts on it or nears a part only the app
 * draws. The cookie sheet is in the drawn page and shown before any app.
 */

/** The addresses of the app's entry script the page has asked for. */
function entryRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/index-[\w-]+\.js$/.test(request.url())) asked.push(request.url());
  });
  return asked;
}

/** The page has been open longer than any drawn page waits before starting its app (2.5 s, decision 048). */
const pastTheLongestWait = (page: Page) => page.waitForFunction(() => performance.now() > 3000);

test("a municipality's market page is read without its app, which starts at the visitor's first tap", async ({
  page,
}) => {
  const asked = entryRequests(page);
  await page.goto('/market/ixelles');
  await expect(page.getByRole('heading', { level: 1, name: 'Property prices in Ixelles' })).toBeVisible();
  await expect(page.getByTestId('market-sale-price')).toContainText(/€\d{3},\d{3}/);
  // A first visitor is asked about cookies by the page as drawn, the app not being there.
  const sheet = page.getByRole('dialog', { name: 'We value your privacy' });
  await expect(sheet).toBeVisible();
  await pastTheLongestWait(page);
  expect(asked).toEqual([]);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0);

  // The tap on Accept starts the app, but the answer needs none: the sheet goes at once.
  const release = await holdTheApp(page);
  await sheet.getByRole('button', { name: 'Accept' }).click();
  await expect(sheet).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted');
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
  release();
  await appReady(page);
  await expect(sheet).toBeHidden();
  expect(asked).toHaveLength(1);

  // A visitor who has answered is not asked again, on a page whose app has not started either.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Property prices in Ixelles' })).toBeVisible();
  await pastTheLongestWait(page);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
  await expect(sheet).toBeHidden();
});

test('the estimate filled in and sent while its app is starting is estimated once it has', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
  const asked = entryRequests(page);
  await page.goto('/estimate');
  const form = page.getByRole('form', { name: 'Your property' });
  await expect(form).toBeVisible();
  await pastTheLongestWait(page);
  expect(asked).toEqual([]);

  // Its first field focused starts the app; what is typed meanwhile is kept for it.
  await form.getByLabel(/^Address/).fill('Rue Haute 10, 1000 Bruxelles');
  await form.getByLabel(/^Property type/).selectOption('apartments');
  await form.getByText('Sale', { exact: true }).click();
  await form.getByLabel(/^Living area/).fill('85');
  await form.getByLabel(/^Bedrooms/).fill('2');
  await form.getByRole('button', { name: 'Estimate' }).click();
  await expect(page).toHaveURL(/lat=50\.84.*category=apartments.*area=85/);
  await expect(page.getByTestId('estimate-value')).toHaveText(/^€[\d,]+$/);
  expect(asked).toHaveLength(1);

  // A shared estimate's address waits for an answer only the app asks for: its app starts at once.
  const shared = page.url();
  await page.goto(shared);
  await expect(page.getByTestId('estimate-value')).toHaveText(/^€[\d,]+$/);
});
