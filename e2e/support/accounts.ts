import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** What the account journeys share: the demo password, fresh addresses and phones, sign-in, dialogs, cookies. */
export const DEMO_PASSWORD = 'Immora2026!';

export const uniqueEmail = (kind: string) =>
  `${kind}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.be`;

/** A Belgian mobile number that passes every phone rule of spec 1 §5. */
export function validPhone(): string {
  for (;;) {
    const candidate = `047${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    if (new Set(candidate).size >= 5 && !/(\d)\1\1/.test(candidate)) return candidate;
  }
}

/** The SweetAlert2 dialog on screen. */
export const swal = (page: Page) => page.locator('.swal2-popup');

export const cookie = async (page: Page, name: string) =>
  (await page.context().cookies()).find((c) => c.name === name)?.value;

/** Signs in through the /login page form (it does not wait for the landing page). */
export async function login(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

/**
 * Signs in through the form, lands on `home` and waits for the welcome dialog to open and then to
 * close by itself. It opens once the dialog's script has loaded, which on a busy machine can be
 * after the new page: waiting only for "no dialog" could pass before it opened, and the late
 * welcome then replaced the next dialog of the test (the session-expiry warning).
 */
export async function signIn(page: Page, email: string, home: string, password = DEMO_PASSWORD) {
  await login(page, email, password);
  // The welcome opens before the app moves to the role's home, whose code may take longer to load
  // than the welcome stays open on a busy machine: it is looked for first.
  await expect(swal(page).getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
  await expect(page).toHaveURL(home);
  await expect(swal(page)).toBeHidden();
}

/** Every test starts with the cookie choice made, so the consent sheet covers nothing. */
export const acceptCookies = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
