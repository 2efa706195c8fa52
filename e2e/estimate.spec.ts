import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { acceptCookies, login, uniqueEmail, validPhone } from './support/accounts.ts';
import { apiData } from './support/session.ts';

/** Issue 34: the estimate where people see it — /estimate, a listing page's block, the wizard's price step. */

test.beforeEach(({ page }) => acceptCookies(page));

type Card = { id: string; category: string; city: string };

/** A seeded Brussels flat for sale: its page carries the estimate block. */
async function brusselsFlat(page: Page): Promise<Card> {
  const { items } = await apiData<{ items: Card[] }>(
    page,
    '/api/properties?type=sale&category=apartments&city=Brussels&pageSize=1',
  );
  const flat = items[0];
  if (!flat) throw new Error('the demo seed has no flat for sale in Brussels');
  return flat;
}

test('a guest estimates a Brussels flat in French: the figure, the why, the comparables on a map and in a list', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('userLanguage', 'fr'));
  await page.goto('/estimate');
  // The first screen is the server's, in French.
  await expect(page.getByRole('heading', { level: 1, name: 'Combien ça vaut ?' })).toBeVisible();
  await expect(page.locator('#root[data-first-screen]')).toHaveCount(1);

  const form = page.getByRole('form', { name: 'Votre bien' });
  await form.getByLabel(/^Adresse/).fill('Rue Haute 10, 1000 Bruxelles');
  await form.getByLabel(/^Type de bien/).selectOption('apartments');
  await form.getByText('Vente', { exact: true }).click();
  await form.getByLabel(/^Surface habitable/).fill('85');
  await form.getByLabel(/^Chambres/).fill('2');
  await form.getByLabel(/^Salles de bain/).fill('1');
  await form.getByText('Jardin ou terrasse', { exact: true }).click();
  await expect(form.getByRole('switch', { name: 'Jardin ou terrasse' })).toBeChecked();
  await form.getByRole('button', { name: 'Estimer' }).click();

  // The geocoder found the address; the facts are in the page's address, so it can be shared.
  await expect(page).toHaveURL(/lat=50\.84.*category=apartments.*area=85/);
  await expect(form.getByText('Adresse trouvée. Modifiez-la pour la chercher à nouveau.')).toBeVisible();

  const value = page.getByTestId('estimate-value');
  await expect(value).toHaveText(/^\d[\d\s]*\s€$/);
  await expect(page.getByText(/^La plupart des annonces comparables indiquent entre/)).toBeVisible();
  await expect(page.getByRole('img', { name: /^Fourchette de .* d’après \d+ annonces comparables$/ })).toBeVisible();
  await expect(page.getByText(/^Fiabilité (élevée|moyenne|faible)\.$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pourquoi ce montant' })).toBeVisible();

  // Every comparable is listed with its link, price, price per m² and distance, and pinned on the map.
  const list = page.getByTestId('comparables');
  const items = list.locator('> li');
  const count = await items.count();
  expect(count).toBeGreaterThanOrEqual(8);
  const first = items.first();
  await expect(first.getByRole('link')).toHaveAttribute('href', /^\/single-v1\//);
  await expect(first.getByText('Prix demandé')).toBeVisible();
  await expect(first.getByText('Au m²', { exact: true })).toBeVisible();
  await expect(first.getByText(/, à [\d,]+\s(m|km) ·/)).toBeVisible();
  // Scroll the map's own box, which stays: its placeholder is replaced as the map arrives.
  await page.locator('.comparables-map-near').scrollIntoViewIfNeeded();
  const map = page.locator('.comparables-map:not(.skeleton)');
  await expect(map.locator('.leaflet-marker-icon.price-pin-wrap')).toHaveCount(count);

  // Under the estimate, the visitor asks a professional active here for a free valuation.
  const valuation = page.getByRole('region', { name: 'Faites-le estimer gratuitement par un agent' });
  // Its form code loads when its box comes near the screen.
  await page.locator('.valuation-near').scrollIntoViewIfNeeded();
  await expect(valuation.getByText('Laisser Immora choisir')).toBeVisible();
  await valuation.getByLabel(/^Votre nom/).fill('Camille Dubois');
  await valuation.getByLabel(/^Adresse e-mail/).fill(uniqueEmail('valuation-guest'));
  await valuation.getByLabel(/^Numéro de téléphone/).fill(validPhone());
  await valuation.getByRole('button', { name: 'Demander une estimation gratuite' }).click();
  await expect(valuation.getByText('Cochez la case pour accepter que le professionnel vous contacte')).toBeVisible();
  await valuation.getByLabel(/^J’accepte qu’Immora transmette/).check();
  await valuation.getByRole('button', { name: 'Demander une estimation gratuite' }).click();
  await expect(valuation.getByRole('status')).toContainText('Demande envoyée');

  // A comparable's link opens its listing.
  const href = await first.getByRole('link').getAttribute('href');
  await first.getByRole('link').click();
  await expect(page).toHaveURL(href ?? '');
});

test("a sale listing's page shows the Immora estimate and where its asking price falls", async ({ page }) => {
  const flat = await brusselsFlat(page);
  await page.goto(`/single-v1/${flat.id}`);
  // The block loads as the visitor comes near it (decision 069).
  await page.locator('.listing-estimate-slot').scrollIntoViewIfNeeded();
  const block = page.getByRole('region', { name: 'Immora estimate' });
  await expect(block.getByTestId('listing-estimate-position')).toHaveText(
    /^(\d+ % (above|below) the estimate|In line with the estimate) of \d+ comparable listings$/,
  );
  await expect(block.getByText(/^Comparable listings point to €[\d,]+ – €[\d,]+$/)).toBeVisible();
  await expect(block.getByText('the owner cannot hide it', { exact: false })).toBeVisible();

  await block.getByText(/^See the \d+ comparable listings$/).click();
  await expect(block.getByTestId('comparables').locator('> li').first().getByRole('link')).toBeVisible();

  // The estimate tool opens with the listing's facts filled in.
  await block.getByRole('link', { name: 'Open in the estimate tool' }).click();
  await expect(page).toHaveURL(/\/estimate\?.*category=apartments.*transaction=sale/);
  await expect(page.getByTestId('estimate-value')).toBeVisible();
});

test("the wizard's price step shows the range of comparable listings once the facts are known", async ({ page }) => {
  await login(page, 'agent@immora.be');
  await expect(page).toHaveURL('/dashboard-home');
  await page.goto('/dashboard-add-property');
  const description = page.getByRole('form', { name: 'Description' });
  await description.getByLabel(/^Category/).selectOption('apartments');
  await description.getByText('For sale', { exact: true }).click();
  await description.getByLabel(/^Bedrooms/).fill('2');
  await description.getByLabel(/^Living area/).fill('85');

  const range = description.getByRole('region', { name: 'What comparable listings ask' });
  await expect(range.getByText('Still needed: location.')).toBeVisible();
  await range.getByRole('button', { name: 'Add the location' }).click();

  const location = page.getByRole('form', { name: 'Location' });
  await location.getByLabel(/^Street and number/).fill('Rue Haute 10');
  await location.getByLabel(/^Postal code/).fill('1000');
  await location.getByLabel(/^City/).fill('Bruxelles');
  await location.getByRole('button', { name: 'Find on map' }).click();
  await expect(location.getByLabel(/^Latitude/)).toHaveValue(/^50\.8/);

  await page
    .getByRole('navigation', { name: 'Steps of the form' })
    .getByRole('button', { name: /Description/ })
    .click();
  // Before any price is typed: what comparable listings nearby ask.
  await expect(page.getByRole('form', { name: 'Description' }).getByLabel(/^Price/)).toHaveValue('');
  await expect(page.getByTestId('wizard-range')).toHaveText(/^Comparable listings nearby ask €[\d,]+ – €[\d,]+$/);
  await expect(page.getByText(/^Estimate €[\d,]+, from \d+ listings \((high|medium|low) confidence\)\./)).toBeVisible();
});
