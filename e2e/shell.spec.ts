import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { appReady } from './support/app-started.ts';

/**
 * The public shell as a visitor meets it: cookie consent, header menus, sticky and compact
 * header, language switch, scroll-to-top, not-found page, newsletter and popular searches.
 */

async function acceptCookies(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('cookieConsent')) localStorage.setItem('cookieConsent', 'accepted');
  });
}

const header = (page: Page) => page.locator('header.site-header');

/** Drops the first `times` requests for files matching `pattern`, as a busy server or network may. */
async function dropRequests(page: Page, pattern: RegExp, times: number) {
  let left = times;
  await page.route(pattern, async (route) => {
    if (left <= 0) return route.continue();
    left -= 1;
    return route.abort('connectionreset');
  });
}

test.describe('cookie consent', () => {
  test('is shown until accepted, and stays hidden after a reload', async ({ page }) => {
    await page.goto('/');
    const sheet = page.getByRole('dialog', { name: 'We value your privacy' });
    await expect(sheet).toBeVisible();
    // The page behind stays usable: the header link can be focused and followed.
    await expect(page.getByRole('link', { name: 'ADVERTISE NOW' })).toBeEnabled();
    await sheet.getByRole('button', { name: 'Accept' }).click();
    await expect(sheet).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'We value your privacy' })).toHaveCount(0);
  });

  test('is shown on other pages too, and Decline is remembered', async ({ page }) => {
    await page.goto('/properties');
    const sheet = page.getByRole('dialog', { name: 'We value your privacy' });
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: 'Decline' }).click();
    await expect(sheet).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('declined');
    await page.goto('/agents');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'We value your privacy' })).toHaveCount(0);
  });
});

test.describe('wide header (1760 px)', () => {
  test.use({ viewport: { width: 1760, height: 900 } });

  test('Professionals and Rent open on hover, click and keyboard, and their links navigate', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/');
    await expect(header(page)).toHaveAttribute('data-compact', 'false');
    const nav = page.getByRole('navigation', { name: 'Main menu' });

    const professionals = nav.getByRole('button', { name: 'Professionals' });
    await professionals.hover();
    await expect(professionals).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Agents' }).click();
    await expect(page).toHaveURL(/\/agents$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();

    const rent = nav.getByRole('button', { name: 'Rent' });
    await page.mouse.move(0, 600);
    await rent.click();
    await expect(rent).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Student Rooms' }).click();
    await expect(page).toHaveURL(/\/student-rooms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Student Rooms' })).toBeVisible();

    // Keyboard: Enter opens, ArrowDown moves into the menu, Escape closes and returns focus.
    await page.mouse.move(0, 600);
    await professionals.focus();
    await page.keyboard.press('Enter');
    await expect(professionals).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(professionals).toHaveAttribute('aria-expanded', 'false');
    await expect(professionals).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Agents' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Agencies' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/agency$/);
  });

  test('the menu lists every entry of the spec', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    for (const name of ['Home', 'Properties', 'Blogs', 'E-Auction', 'Place Classified']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'E-Auction' }).click();
    await expect(page).toHaveURL(/\/auction-properties$/);
  });
});

test.describe('a dropped request (1760 px)', () => {
  test.use({ viewport: { width: 1760, height: 900 } });

  test('a language file whose first fetch fails is fetched again and the texts appear', async ({ page }) => {
    await acceptCookies(page);
    await dropRequests(page, /\/assets\/common-[^/]*\.js$/, 1);
    await page.goto('/');
    const professionals = page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Professionals' });
    await professionals.hover();
    await expect(professionals).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('menu.professionals')).toHaveCount(0);
  });

  test('a page chunk whose preload and import fail is fetched again and the page opens', async ({ page }) => {
    await acceptCookies(page);
    await dropRequests(page, /\/assets\/agents-page-[^/]*\.js$/, 2);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('button', { name: 'Professionals' }).hover();
    await nav.getByRole('link', { name: 'Agents' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
    await nav.getByRole('link', { name: 'Properties', exact: true }).click();
    await expect(page).toHaveURL(/\/properties$/);
  });
});

test('the header becomes sticky after 10 px of scroll', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Explore by property type' })).toBeVisible();
  await expect(header(page)).toHaveAttribute('data-sticky', 'false');
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(header(page)).toHaveAttribute('data-sticky', 'true');
  const position = await header(page).evaluate((el) => getComputedStyle(el).position);
  expect(['sticky', 'fixed']).toContain(position);
  await expect(header(page)).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header(page)).toHaveAttribute('data-sticky', 'false');
});

test('a page scrolled just past the sticky threshold stays usable (the header keeps its height)', async ({ page }) => {
  // The header once shrank when it became sticky: on a page scrolled a few pixels past the
  // threshold, Chromium's scroll anchoring then moved the page back above it, the header grew,
  // the page moved down again, and React stopped with 'Maximum update depth exceeded'.
  await acceptCookies(page);
  await page.goto('/not-found');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const before = await header(page).evaluate((el) => el.getBoundingClientRect().height);
  // Make the page exactly 40 px taller than the window, then scroll 20 px: past the threshold.
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = `${window.innerHeight + 40 - document.documentElement.scrollHeight}px`;
    document.querySelector('main')!.append(spacer);
    window.scrollTo(0, 20);
  });
  await expect(header(page)).toHaveAttribute('data-sticky', 'true');
  expect(await header(page).evaluate((el) => el.getBoundingClientRect().height)).toBe(before);
  await page.mouse.wheel(0, 5);
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the header is compact below 1691 px and full from 1691 px', async ({ page }) => {
  await acceptCookies(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(header(page)).toHaveAttribute('data-compact', 'true');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);

  await page.setViewportSize({ width: 1700, height: 900 });
  await expect(header(page)).toHaveAttribute('data-compact', 'false');
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  await page.setViewportSize({ width: 1690, height: 900 });
  await expect(header(page)).toHaveAttribute('data-compact', 'true');
});

test.describe('phone (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu lists every entry, closes on Escape, backdrop and navigation', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/');
    await expect(header(page)).toHaveAttribute('data-compact', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await expect(drawer).toBeVisible();
    for (const name of [
      'Home',
      'Properties',
      'Agents',
      'Agencies',
      'Holiday Rooms',
      'Student Rooms',
      'Shared Apartments',
      'Blogs',
      'E-Auction',
      'Place Classified',
    ]) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(drawer.getByText('Professionals')).toBeVisible();
    await expect(drawer.getByText('Rent', { exact: true })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await page.mouse.click(10, 400);
    await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeHidden();

    await open.click();
    await page.getByRole('dialog', { name: 'Main menu' }).getByRole('link', { name: 'Shared Apartments' }).click();
    await expect(page).toHaveURL(/\/shared-appartments$/);
    await expect(page.getByRole('dialog', { name: 'Main menu' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Shared Apartments' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

// The switcher is used once the app has taken over each drawn page (`appReady`): what a visitor does
// before that is early-input.spec.ts's journey, and a reload draws the page anew.
test('the language switch changes the texts, survives a reload and goes back to English', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/');
  await appReady(page);
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Find the place you'll call home");

  await language.selectOption('nl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vind de plek die je thuis noemt');
  await expect(page.getByRole('link', { name: 'ADVERTEER NU' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  expect(await page.evaluate(() => localStorage.getItem('userLanguage'))).toBe('nl');
  await page.reload();
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vind de plek die je thuis noemt');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

  await page.getByRole('combobox', { name: 'Taal' }).selectOption('el');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Βρείτε το μέρος που θα λέτε σπίτι');
  await expect(page.getByRole('link', { name: 'Όροι χρήσης' })).toBeVisible();
  await page.reload();
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Βρείτε το μέρος που θα λέτε σπίτι');

  await page.getByRole('combobox', { name: 'Γλώσσα' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Find the place you'll call home");
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('scroll-to-top appears after 100 px and brings the page back to the top', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Explore by property type' })).toBeVisible();
  // Scrolled once the app has taken over the drawn page, as a visitor's scroll is by then.
  await appReady(page);
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test('a route change scrolls to the top', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Explore by property type' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found · Immora/);
  await page.getByRole('link', { name: 'Search properties' }).click();
  await expect(page).toHaveURL(/\/properties$/);
  await page.goto('/not-found');
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible();
});

test('the newsletter box subscribes, refuses a duplicate and a bad address', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const input = footer.getByRole('textbox', { name: 'Your e-mail address' });
  const subscribe = footer.getByRole('button', { name: 'Subscribe' });
  const email = `e2e-shell-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

  await input.fill(email);
  await subscribe.click();
  await expect(footer.getByRole('status')).toHaveText('Thank you! You are now subscribed to the Immora newsletter.');

  await input.fill(email);
  await subscribe.click();
  await expect(footer.getByRole('alert')).toHaveText('This address is already subscribed to our newsletter.');

  await input.fill('not-an-address@');
  await subscribe.click();
  await expect(footer.getByRole('alert')).toHaveText('Please enter a valid email address.');
});

test('a Popular Search link runs a real search with property cards', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Apartments for rent in Brussels' }).click();
  await expect(page).toHaveURL(/\/properties\?type=rent&category=apartments&city=Brussels$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Apartments for rent in Brussels' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /propert(y|ies) found/ })).toBeVisible();
  await expect(page.getByTestId('property-card').first()).toBeVisible();
  const first = page.getByTestId('property-card').first();
  await expect(first).toContainText('Brussels');
  await expect(first).toContainText('/month');
});

test('the home page shows latest listings and its search leads to results', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/');
  await expect(page).toHaveTitle(/· Immora$/);
  await page.getByRole('heading', { name: 'Latest listings' }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('property-card').first()).toBeVisible();
  const search = page.getByRole('search', { name: 'Property search' });
  await search.getByText('Buy', { exact: true }).click();
  await search.getByRole('combobox', { name: 'Property type' }).selectOption('houses');
  await search.getByRole('combobox', { name: 'City' }).fill('Antwerp');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/properties\?type=sale&category=houses&city=Antwerp$/);
  await expect(page.getByTestId('property-card').first()).toBeVisible();
});

test('the side panel and the account dialog open and close', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open side panel' }).click();
  const panel = page.getByRole('dialog', { name: 'Explore Immora' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('+32 800 12 345')).toBeVisible();
  await expect(panel.getByText('support@immora.be')).toBeVisible();
  await panel.getByRole('link', { name: 'Villa' }).click();
  await expect(page).toHaveURL(/\/properties\?category=villa$/);
  await expect(panel).toBeHidden();
  // As a person would: the results page is on screen before the next click.
  await expect(page.getByRole('heading', { level: 2, name: /propert(y|ies) found/ })).toBeVisible();

  await page.getByRole('button', { name: 'My Account' }).click();
  const account = page.getByRole('dialog', { name: 'My Account' });
  await expect(account).toBeVisible();
  await account.getByRole('tab', { name: 'Signup' }).click();
  await expect(account.getByRole('tab', { name: 'Signup' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(account).toBeHidden();
});
