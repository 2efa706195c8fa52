import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { acceptCookies, swal, uniqueEmail, validPhone } from './support/accounts.ts';
import { latestLink } from './support/control.ts';

/** Sign-up journeys of spec 1 §2/§4: buyer through the 'My Account' dialog, agency through 'Join as Pro'. */

test.beforeEach(({ page }) => acceptCookies(page));

async function fillSignup(page: Page, email: string, scope = page.locator('form')) {
  await scope.getByLabel('First Name').fill('Ann');
  await scope.getByLabel('Last Name').fill('Peeters');
  await scope.getByLabel('Phone Number').fill(validPhone());
  await scope.getByLabel('Email').fill(email);
  await scope.getByLabel('Password', { exact: true }).fill('Immora2026!');
  await scope.getByLabel('Confirm Password').fill('Immora2026!');
}

test('buyer signs up in the modal, skips the calendar, verifies the e-mail and logs in', async ({ page }) => {
  const email = uniqueEmail('buyer');
  await page.goto('/');
  await page.getByRole('button', { name: 'My Account' }).click();
  const modal = page.getByRole('dialog', { name: 'My Account' });
  await modal.getByRole('tab', { name: 'Signup' }).click();
  const form = modal.getByRole('form', { name: 'Create your account' });
  await fillSignup(page, email, form);
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(swal(page).getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  await expect(swal(page)).toContainText(email);
  await expect(swal(page).getByRole('button', { name: 'Go to Login' })).toBeVisible();
  await swal(page).getByRole('button', { name: 'Continue' }).click();

  await expect(swal(page).getByRole('heading', { name: 'Connect Your Calendar' })).toBeVisible();
  await expect(swal(page).getByRole('button', { name: 'Google Calendar' })).toBeVisible();
  await expect(swal(page).getByRole('button', { name: 'Outlook Calendar' })).toBeVisible();
  await swal(page).getByRole('button', { name: 'Skip for now' }).click();

  await expect(page).toHaveURL(`/verification?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // No session before the address is verified.
  expect((await page.context().cookies()).find((c) => c.name === 'authToken')).toBeUndefined();

  const link = await latestLink(email, '/verify-email');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'E-mail verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();

  await expect(page).toHaveURL('/login');
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill('Immora2026!');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/user-home');
  // Heading and message read in one look: the dialog closes by itself 1500 ms after it opens, and
  // on a busy machine two looks in a row can fall on either side of that.
  await expect(swal(page)).toContainText(/Welcome Back![\s\S]*Successfully logged in as Ann Peeters/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ann!' })).toBeVisible();
  // The dialog closes by itself after 1500 ms.
  await expect(swal(page)).toBeHidden({ timeout: 4000 });
});

test("an agency joins as Pro, sees 'Welcome Agency!' and lands on the verification page", async ({ page }) => {
  const email = uniqueEmail('agency');
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Join as Pro' }).click();
  await expect(page).toHaveURL('/register');
  const form = page.getByRole('form', { name: 'Create your account' });
  await expect(form.getByRole('radio', { name: 'Agency' })).toBeChecked();
  await expect(form.getByRole('radio', { name: 'Agent' })).toBeVisible();
  await form.getByLabel('Agency name').fill('Immo Peeters');
  await fillSignup(page, email, form);
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(swal(page).getByRole('heading', { name: 'Welcome Agency!' })).toBeVisible();
  await expect(swal(page)).toContainText('Your agency account has been created for Ann Peeters');
  await swal(page).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`/verification?email=${encodeURIComponent(email)}`);

  // Resend works from the verification page.
  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(swal(page).getByRole('heading', { name: 'Verification Email Sent' })).toBeVisible();
  await expect(swal(page)).toContainText('Please check your email for the verification link');
});

test('a second sign-up with a registered address looks like a first one; the owner is told by e-mail (decision 043)', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('dup');
  const first = await request.post('/api/users/signup', {
    data: { first_name: 'Ann', last_name: 'Peeters', email, password: 'Immora2026!', phoneNumber: validPhone() },
  });
  expect(first.status()).toBe(201);
  await page.goto(await latestLink(email, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'E-mail verified' })).toBeVisible();
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Create your account' });
  await fillSignup(page, email, form);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(swal(page).getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
  // The owner of the address hears of it, with the way back to the account.
  expect(await latestLink(email, '/forget-password')).toMatch(/\/forget-password$/);
});
