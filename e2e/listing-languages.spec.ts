import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { acceptCookies, login, swal } from './support/accounts.ts';

/**
 * Issue 12 (decision 023): an owner publishes a listing written in French and Dutch through the
 * wizard; a Dutch-speaking visitor reads the Dutch version and switches to the French original.
 */

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'immora-langs-'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function photo() {
  const path = join(dir, 'front.jpg');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2048" height="1152"><rect width="100%" height="100%" fill="#24385a"/><circle cx="700" cy="576" r="300" fill="#ff5a3c"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg().toFile(path);
  return path;
}

const form = (page: Page, step: string) => page.getByRole('form', { name: step });

test('an owner publishes in French and Dutch; a Dutch visitor reads Dutch and switches to French', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const word = `Quenelle${Date.now().toString(36)}`;
  const french = {
    title: `Maison de maître ${word} à Namur`,
    description: 'Belle maison de maître avec véranda chauffée, parquet d’origine et cheminées en marbre.',
  };
  const dutch = {
    title: `Herenwoning ${word} in Namen`,
    description: 'Mooie herenwoning met verwarmde serre, originele parketvloeren en marmeren schouwen.',
  };

  await acceptCookies(page);
  await login(page, 'agent@immora.be');
  await expect(page).toHaveURL('/dashboard-home');
  await page.goto('/dashboard-add-property');

  // Step 1: written in French first, with a Dutch version in its own tab.
  const description = form(page, 'Description');
  await description.getByLabel(/^Language of the listing/).selectOption('fr');
  await description
    .getByRole('group', { name: /^Also written in/ })
    .getByLabel('Nederlands')
    .check();
  const versions = description.getByRole('tablist', { name: 'Versions by language' });
  await expect(versions.getByRole('tab', { name: 'Nederlands' })).toHaveAttribute('aria-selected', 'true');
  const version = description.getByRole('tabpanel');
  await version.getByLabel(/^Title/).fill(dutch.title);
  await version.getByLabel(/^Description/).fill(dutch.description);
  await versions.getByRole('tab', { name: 'Français (original)' }).click();
  await version.getByLabel(/^Title/).fill(french.title);
  await version.getByLabel(/^Description/).fill(french.description);
  await description.getByLabel(/^Category/).selectOption('townhome');
  await description.getByText('For rent', { exact: true }).click();
  await description.getByLabel(/^Price/).fill('1450');
  await description.getByLabel(/^Bedrooms/).fill('4');
  await description.getByLabel(/^Bathrooms/).fill('2');
  await description.getByLabel(/^Living area/).fill('210');
  await description.getByLabel('Choose photos').setInputFiles([await photo()]);
  await expect(description.getByTestId('photo-tile')).toHaveCount(1, { timeout: 30_000 });

  // Step 2: a Walloon address.
  await page.getByRole('button', { name: 'Next Step' }).click();
  const location = form(page, 'Location');
  await location.getByLabel(/^Street and number/).fill('Rue de Fer 40');
  await location.getByLabel(/^Postal code/).fill('5000');
  await location.getByLabel(/^City/).fill('Namur');
  await location.getByRole('button', { name: 'Find on map' }).click();
  await expect(location.getByLabel(/^Latitude/)).toHaveValue(/^50\.4/);

  // Step 3: the Walloon energy certificate of a rental.
  await page.getByRole('button', { name: 'Next Step' }).click();
  const details = form(page, 'Details');
  await details.getByLabel(/^PEB label/).selectOption('C');
  await details.getByLabel(/^Yearly energy use/).fill('210');
  await details.getByLabel(/^PEB certificate number/).fill('20240312004512');

  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(form(page, 'Amenities').getByText('Ready to publish')).toBeVisible();
  await page.getByRole('button', { name: 'Publish Property' }).click();
  await expect(swal(page).getByText('Property Added')).toBeVisible();
  await expect(page).toHaveURL('/dashboard-my-properties', { timeout: 15_000 });

  // Free text finds it by a word of either version; the card links to its page.
  const found = await page.request.get(`/api/properties?q=${encodeURIComponent(`${word} serre`)}`);
  const items = (await found.json()).data.items as { id: string }[];
  expect(items).toHaveLength(1);
  const url = `/single-v1/${items[0]!.id}`;

  // A visitor whose interface is Dutch.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await acceptCookies(visitor);
  // Its card in the results already shows the Dutch version.
  await visitor.goto(`/properties?q=${word}&lang=nl`);
  await expect(visitor.getByTestId('property-card').getByRole('heading')).toHaveText(dutch.title);
  await visitor.goto(`${url}?lang=nl`);
  const heading = visitor.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(dutch.title);
  await expect(heading).toHaveAttribute('lang', 'nl');
  await expect(visitor.getByText(dutch.description)).toBeVisible();
  await expect(visitor.getByTestId('listing-language-note')).toHaveText('Door de adverteerder vertaald uit het Frans');

  await visitor.getByRole('group', { name: 'Taalversies' }).getByRole('button', { name: 'Français' }).click();
  await expect(heading).toHaveText(french.title);
  await expect(heading).toHaveAttribute('lang', 'fr');
  await expect(visitor.locator('[lang="fr"]').filter({ hasText: french.description })).toBeVisible();
  await expect(visitor.getByTestId('listing-language-note')).toHaveText('Geschreven in het Frans');
  // And back.
  await visitor.getByRole('button', { name: 'Nederlands' }).click();
  await expect(heading).toHaveText(dutch.title);
  await context.close();
});
