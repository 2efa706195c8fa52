import { expect, test } from '@playwright/test';
import type { Download, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { acceptCookies, signIn } from './support/accounts.ts';
import { newVerifiedAccount } from './support/new-account.ts';

/** Issue 14: plans, cart and checkout with the test provider, the success page, invoices (PDF, CSV). */

test.beforeEach(({ page }) => acceptCookies(page));

/** A new, verified agency of this test's own, signed in: no subscription yet. */
async function newAgency(page: Page) {
  const email = await newVerifiedAccount(page, 'agency', { agencyName: 'Immo Claes' });
  await signIn(page, email, '/agency-home');
}

const text = async (download: Download) => readFile(await download.path(), 'utf8');
const pdfText = async (download: Download) => {
  const bytes = new Uint8Array(await readFile(await download.path()));
  return (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text;
};

async function expectGated(page: Page, gated: boolean) {
  await page.goto('/agency-agents');
  const required = page.getByRole('heading', { name: 'Subscription required' });
  if (gated) await expect(required).toBeVisible();
  else {
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(required).toHaveCount(0);
  }
}

test('an agency buys two plans with the test provider, gets access at once, and finds its invoice as PDF and CSV', async ({
  page,
}) => {
  // Sign-up, plans, cart, checkout, invoice, PDF, CSV and the gates: about 50 s on a quiet
  // 2-core machine, over 60 s when its cores are shared.
  test.setTimeout(120_000);
  await newAgency(page);
  await expectGated(page, true);
  await page.getByRole('link', { name: 'Buy a subscription' }).click();
  await expect(page).toHaveURL('/plans');

  const card = (name: string) => page.getByRole('article', { name, exact: true });
  await card('Agency Basic').getByRole('button', { name: 'Add to cart' }).click();
  await card('Agency Pro').getByRole('button', { name: 'Add to cart' }).click();
  const cart = page.getByTestId('cart');
  await expect(cart.getByTestId('cart-line')).toHaveCount(2);
  await expect(cart.getByTestId('cart-total')).toHaveText('€448'); // 149 + 299
  await cart.getByRole('button', { name: 'One more Agency Basic' }).click();
  await expect(cart.getByTestId('cart-total')).toHaveText('€597'); // 149 x 2 + 299
  await cart.getByRole('radio', { name: /Yearly/ }).click();
  await expect(cart.getByTestId('cart-total')).toHaveText('€5,731.20'); // (149 x 2 + 299) x 12 x 0.8

  // The cart survives a reload.
  await page.reload();
  await expect(page.getByTestId('cart').getByTestId('cart-total')).toHaveText('€5,731.20');

  await page.getByTestId('cart').getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('test-mode')).toContainText('TEST MODE');
  await expect(page.getByTestId('checkout-total')).toHaveText('€5,731.20');
  await page.getByRole('button', { name: 'Pay (succeeds)' }).click();

  await expect(page).toHaveURL(/\/success\?order=/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await page.getByRole('link', { name: 'View invoice' }).click();
  await expect(page).toHaveURL(/\/agency-invoice-details\//);
  const number = (await page.getByTestId('invoice-number').textContent())!;
  expect(number).toMatch(/^\d{4}-\d{6}$/);
  await expect(page.getByTestId('invoice-total')).toHaveText('€5,731.20');

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  const inPdf = await pdfText(pdf);
  expect(inPdf).toContain(`Invoice ${number}`);
  expect(inPdf).toContain('€5,731.20');

  await page.goto('/agency-invoices');
  const row = page.getByTestId('invoice-row').filter({ hasText: number });
  await expect(row).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export 1 row (CSV)' }).click(),
  ]);
  const lines = (await text(csv))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toContain('Number,Date,Status');
  expect(lines[1]).toContain(number);
  expect(lines[1]).toContain('2 x Agency Basic (year)');

  // The gated pages open right after paying.
  await expectGated(page, false);
});

test('a failed payment changes nothing', async ({ page }) => {
  await newAgency(page);
  await page.goto('/plans');
  await page
    .getByRole('article', { name: 'Agency Basic', exact: true })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await page.getByTestId('cart').getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByTestId('test-mode')).toBeVisible();
  await page.getByRole('button', { name: 'Make the payment fail' }).click();
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expectGated(page, true);
  await page.goto('/agency-invoices');
  await expect(page.getByRole('heading', { name: 'No invoices yet' })).toBeVisible();
});

test("Buy now on /pricing puts the plan in the agency's cart on its plans page, in the period chosen", async ({
  page,
}) => {
  await newAgency(page);
  await page.goto('/pricing?billing=yearly');
  await page.getByRole('article', { name: 'Agency Pro', exact: true }).getByRole('link', { name: 'Buy now' }).click();
  await expect(page).toHaveURL('/plans');
  const cart = page.getByTestId('cart');
  await expect(cart.getByTestId('cart-line')).toHaveCount(1);
  await expect(cart.getByTestId('cart-total')).toHaveText('€2,870.40'); // 299 x 12 x 0.8
  await page.reload();
  await expect(page.getByTestId('cart').getByTestId('cart-quantity')).toHaveText('1');
});

test('an agent buys a plan from /pricing, pays, and finds it in My package', async ({ page }) => {
  const email = await newVerifiedAccount(page, 'individual');
  await signIn(page, email, '/dashboard-home');
  await page.goto('/dashboard-my-package');
  await expect(page.getByRole('heading', { name: 'No package yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Subscribe' }).first().click();
  await expect(page).toHaveURL('/pricing');
  const plan = page.getByTestId('plan-card').first();
  const name = (await plan.getByRole('heading', { level: 2 }).textContent())!;
  await plan.getByRole('button', { name: 'Buy now' }).click();
  const cart = page.getByTestId('cart');
  await expect(cart.getByTestId('cart-line')).toHaveCount(1);
  await cart.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByTestId('test-mode')).toBeVisible();
  await page.getByRole('button', { name: 'Pay (succeeds)' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await page.goto('/dashboard-my-package');
  const row = page.getByTestId('package-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`1 × ${name}`);
  await expect(row).toContainText('Active');
});
