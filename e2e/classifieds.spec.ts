import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { acceptCookies, login, swal } from './support/accounts.ts';

/** Placing a classified from /advertise: published at once, findable in search; refusals shown. */

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

async function openForm(page: Page, email: string) {
  await login(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/advertise');
  const form = page.getByRole('form', { name: 'Place a classified' });
  await expect(form).toBeVisible();
  return form;
}

type Details = { title: string; type: 'For rent' | 'For sale'; price: string; epc?: string };

async function fill(form: ReturnType<Page['getByRole']>, details: Details) {
  await form.getByLabel('Title').fill(details.title);
  await form
    .getByLabel('Description')
    .fill('A bright family home with a garden, close to schools, shops and the tram to the centre.');
  await form.getByLabel(details.type).check();
  await form.getByLabel('Property type').selectOption('houses');
  await form.getByLabel(details.type === 'For rent' ? 'Rent per month (€)' : 'Price (€)').fill(details.price);
  if (details.epc) await form.getByLabel('Energy label (EPC)').selectOption(details.epc);
  await form.getByLabel('City').fill('Ghent');
  await form.getByLabel('Street and number').fill('Veldstraat 12');
  await form.getByLabel('Bedrooms').fill('3');
  await form.getByLabel('Bathrooms').fill('2');
  await form.getByLabel('Living area (m²)').fill('145');
}

test('a private seller places a sale classified, opens it and finds it in search', async ({ page }) => {
  const word = `Testhuis${Date.now()}`;
  const title = `${word} family house with garden`;
  const form = await openForm(page, 'seller@immora.be');
  await fill(form, { title, type: 'For sale', price: '385000', epc: 'B' });
  await form.getByRole('button', { name: 'Publish classified' }).click();

  const dialog = swal(page);
  await expect(dialog).toContainText('Your classified is published.');
  await dialog.getByRole('button', { name: 'View listing' }).click();
  await expect(page).toHaveURL(/\/single-v1\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/385[.,\s\u202f\u00a0]?000/).first()).toBeVisible();

  await page.goto(`/properties?q=${word}`);
  await expect(page.getByTestId('property-card').filter({ hasText: title })).toHaveCount(1);
});

test('a sale without an energy label is refused with the EPC message', async ({ page }) => {
  const form = await openForm(page, 'seller@immora.be');
  await fill(form, { title: `No label ${Date.now()}`, type: 'For sale', price: '250000' });
  await form.getByRole('button', { name: 'Publish classified' }).click();
  await expect(form.getByText('A sale needs the energy label of its EPC certificate')).toBeVisible();
  await expect(swal(page)).toBeHidden();
});

test('an agent without a subscription is told to subscribe', async ({ page }) => {
  const form = await openForm(page, 'nosub-agent@immora.be');
  await fill(form, { title: `No plan ${Date.now()}`, type: 'For rent', price: '950' });
  await expect(form.getByText('€ / month')).toBeVisible();
  await form.getByRole('button', { name: 'Publish classified' }).click();
  const alert = form.getByRole('alert').filter({ hasText: 'An active subscription is required' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
});
