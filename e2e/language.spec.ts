import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { acceptCookies, DEMO_PASSWORD, swal, uniqueEmail, validPhone } from './support/accounts.ts';
import { latestLink, mailsTo } from './support/control.ts';
import { appStarted } from './support/app-started.ts';

/** Issue 12: French, the first language of a visit, hreflang, and e-mails in the reader's language (decision 018). */

test.beforeEach(({ page }) => acceptCookies(page));

const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem('userLanguage'));
const FRENCH_TITLE = 'Trouvez le lieu où vous vous sentirez chez vous';

test.describe('a French browser', () => {
  test.use({ locale: 'fr-BE' });

  test('lands in French on a first visit, keeps it after a reload, and formats prices for fr-BE', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FRENCH_TITLE);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    // The server drew the page in French already; the app keeps the choice once it runs.
    await appStarted(page);
    expect(await storedLanguage(page)).toBe('fr');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FRENCH_TITLE);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    await page.goto('/properties');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Biens');
    // '415 000 €': a narrow no-break space between thousands and a no-break space before the sign.
    await expect(page.locator('.property-card').first()).toContainText(/\d\u202f\d{3}\u00a0€/);
  });

  test('reads the privacy page in French, with its table of contents', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Confidentialité et conditions' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Politique de confidentialité' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Conditions d’utilisation' })).toBeVisible();
    await expect(page.getByText(/Dernière mise à jour\s:\s\d+ \w+ \d{4}/)).toBeVisible();
    await expect(page.locator('.legal-body')).toContainText('Autorité de protection des données');
    await expect(page.locator('.legal-body')).not.toContainText('Who is responsible for your data');
    await expect(page.getByRole('navigation', { name: 'Sommaire' })).toBeVisible();
  });

  test('the public pages name their four language versions in the head, and ?lang= opens one', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/properties?type=rent');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await appStarted(page);
    const alternates = await page
      .locator('head link[rel="alternate"]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
    expect(alternates).toEqual([
      ['en', `${baseURL}/properties?type=rent&lang=en`],
      ['nl', `${baseURL}/properties?type=rent&lang=nl`],
      ['fr', `${baseURL}/properties?type=rent&lang=fr`],
      ['el', `${baseURL}/properties?type=rent&lang=el`],
      ['x-default', `${baseURL}/properties?type=rent`],
    ]);

    // A French reader follows the Dutch alternate: the page is Dutch, the choice is kept and the
    // address loses ?lang=, so a reload stays in Dutch until the switcher says otherwise.
    await page.goto('/properties?type=rent&lang=nl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('combobox', { name: 'Taal' })).toHaveValue('nl');
    await expect(page).toHaveURL(/\/properties\?type=rent$/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    // The reloaded page is drawn by the server in Dutch: the switcher works once the app runs.
    await appStarted(page);
    await page.getByRole('combobox', { name: 'Taal' }).selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await storedLanguage(page)).toBe('fr');
  });
});

test.describe('a Brussels browser that lists French, then Dutch', () => {
  test.beforeEach(({ page }) =>
    page.addInitScript(() => Object.defineProperty(navigator, 'languages', { get: () => ['fr-BE', 'nl-BE', 'en'] })),
  );

  test('lands in French: the browser’s own order decides', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FRENCH_TITLE);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

test.describe('a Dutch browser', () => {
  test.use({ locale: 'nl-BE' });

  test('lands in Dutch', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vind de plek die je thuis noemt');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });
});

test.describe('a French-speaking account', () => {
  test.use({ locale: 'fr-BE' });

  test('signs up in French and gets its verification and reset e-mails in French', async ({ page }) => {
    const email = uniqueEmail('francais');
    await page.goto('/signup');
    const form = page.getByRole('form', { name: 'Créez votre compte' });
    await form.getByLabel('Prénom').fill('Amélie');
    await form.getByLabel('Nom', { exact: true }).fill('Lambert');
    await form.getByLabel('Numéro de téléphone').fill(validPhone());
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await form.getByLabel('Confirmez le mot de passe').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Créer le compte' }).click();
    await expect(swal(page).getByRole('heading', { name: 'Inscription réussie' })).toBeVisible();

    await page.goto(await latestLink(email, '/verify-email'));
    await expect(page.getByRole('heading', { name: 'E-mail vérifié' })).toBeVisible();
    const [verification] = await mailsTo(email);
    expect(verification!.subject).toBe('Confirmez votre adresse e-mail pour Immora');

    await page.goto('/forget-password');
    const forgot = page.getByRole('form', { name: 'Mot de passe oublié' });
    await forgot.getByLabel('E-mail').fill(email);
    await forgot.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(swal(page).getByRole('heading', { name: 'E-mail envoyé' })).toBeVisible();

    await page.goto(await latestLink(email, '/reset-password'));
    const reset = (await mailsTo(email)).find((mail) => mail.text.includes('/reset-password'))!;
    expect(reset.subject).toBe('Réinitialisez votre mot de passe Immora');
    expect(reset.text).toContain('Bonjour Amélie,');
    expect(reset.text).toContain('Nous avons reçu une demande de réinitialisation du mot de passe');
    expect(reset.text).toContain('Choisir un nouveau mot de passe\u00a0: http');
    await expect(page.getByRole('heading', { level: 1, name: 'Choisissez un nouveau mot de passe' })).toBeVisible();
  });
});
