import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { acceptCookies, cookie, swal, uniqueEmail, validPhone } from './support/accounts.ts';
import { failNextOAuth, nextOAuthEmail } from './support/control.ts';

/**
 * Calendar connection from the sign-up flow (spec 1 §2, §4 'Calendar callback') through the
 * local OAuth provider: connected, e-mail not registered, connection failed; Google and Outlook.
 */

// One OAuth provider serves the whole run: these tests steer it one after the other.
test.describe.configure({ mode: 'default' });

test.beforeEach(({ page }) => acceptCookies(page));

/** Signs up on /signup and stops at the 'Connect Your Calendar' dialog. */
async function signUpToCalendarChoice(page: Page, email: string) {
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel('First Name').fill('Bram');
  await form.getByLabel('Last Name').fill('Janssens');
  await form.getByLabel('Phone Number').fill(validPhone());
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('Immora2026!');
  await form.getByLabel('Confirm Password').fill('Immora2026!');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await swal(page).getByRole('button', { name: 'Continue' }).click();
  await expect(swal(page).getByRole('heading', { name: 'Connect Your Calendar' })).toBeVisible();
}

for (const [provider, button] of [
  ['google', 'Google Calendar'],
  ['outlook', 'Outlook Calendar'],
] as const) {
  test(`${button}: connected, then on to verification`, async ({ page }) => {
    const email = uniqueEmail(`cal-${provider}`);
    await signUpToCalendarChoice(page, email);
    await nextOAuthEmail(email);
    await swal(page).getByRole('button', { name: button }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/${provider}/calendar/callback\\?`));
    await expect(swal(page).getByRole('heading', { name: 'Calendar Connected!' })).toBeVisible();
    expect(await cookie(page, `${provider}_calendar_access_token`)).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('pendingVerificationEmail'))).toBe(email);
    await swal(page).getByRole('button', { name: 'Continue to Verification' }).click();
    await expect(page).toHaveURL(`/verification?email=${encodeURIComponent(email)}`);
    expect(await page.evaluate(() => localStorage.getItem('pendingVerificationEmail'))).toBeNull();
  });
}

test("Google Calendar with an address nobody registered: 'Email Not Registered'", async ({ page }) => {
  const email = uniqueEmail('cal-unknown');
  await signUpToCalendarChoice(page, email);
  await nextOAuthEmail(uniqueEmail('stranger'));
  await swal(page).getByRole('button', { name: 'Google Calendar' }).click();
  await expect(swal(page).getByRole('heading', { name: 'Email Not Registered' })).toBeVisible();
  await expect(swal(page)).toContainText('There is an issue with your Google Calendar account.');
  await expect(swal(page).getByRole('button', { name: 'Register Now' })).toBeVisible();
  await swal(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`/verification?email=${encodeURIComponent(email)}`);
});

test('Outlook Calendar with an address nobody registered: Register Now goes to /signup', async ({ page }) => {
  const email = uniqueEmail('cal-unknown-o');
  await signUpToCalendarChoice(page, email);
  await nextOAuthEmail(uniqueEmail('stranger'));
  await swal(page).getByRole('button', { name: 'Outlook Calendar' }).click();
  await expect(swal(page)).toContainText('There is an issue with your Outlook Calendar account.');
  await swal(page).getByRole('button', { name: 'Register Now' }).click();
  await expect(page).toHaveURL('/signup');
});

test("a refused token exchange shows 'Connection Failed', then verification", async ({ page }) => {
  const email = uniqueEmail('cal-fail');
  await signUpToCalendarChoice(page, email);
  await nextOAuthEmail(email);
  await failNextOAuth();
  await swal(page).getByRole('button', { name: 'Google Calendar' }).click();
  await expect(swal(page).getByRole('heading', { name: 'Connection Failed' })).toBeVisible();
  await expect(swal(page)).toContainText('Failed to connect your Google Calendar. Please try again later.');
  await swal(page).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(`/verification?email=${encodeURIComponent(email)}`);
  expect(await cookie(page, 'google_calendar_access_token')).toBeUndefined();
});

test('callback screens without a code: Google → /error, Outlook inline message', async ({ page }) => {
  await page.goto('/auth/google/calendar/callback');
  await expect(page).toHaveURL('/error');
  await page.goto('/auth/outlook/calendar/callback');
  await expect(page.getByText('No authorization code found')).toBeVisible();
});

test('Continue with Google signs a registered user in', async ({ page }) => {
  await nextOAuthEmail('buyer@immora.be');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL('/user-home');
  await expect(swal(page).getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
});
