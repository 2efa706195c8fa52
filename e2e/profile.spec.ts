import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { acceptCookies, DEMO_PASSWORD, signIn } from './support/accounts.ts';
import { newVerifiedAccount } from './support/new-account.ts';

/** Issue 13: My profile — picture upload and delete, password change, and the working-hours editor. */

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'immora-profile-'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));
test.beforeEach(({ page }) => acceptCookies(page));

/** A new, verified private seller of this test's own. */
const newSeller = (page: Page) => newVerifiedAccount(page, 'pseller');

async function portrait() {
  const path = join(dir, 'me.jpg');
  await sharp({ create: { width: 2048, height: 768, channels: 3, background: '#24385a' } })
    .jpeg()
    .toFile(path);
  return path;
}

test('a seller uploads and deletes a picture, changes the password and signs in with the new one', async ({ page }) => {
  const email = await newSeller(page);
  await signIn(page, email, '/pseller-home');
  await page.goto('/pseller-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

  const picture = page.getByRole('region', { name: 'Profile picture' });
  await page.getByTestId('profile-picture-input').setInputFiles(await portrait());
  await expect(page.getByText('Picture updated')).toBeVisible();
  await expect(picture.getByRole('img', { name: 'Your profile picture' })).toBeVisible();

  await picture.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your picture?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Picture deleted')).toBeVisible();
  await expect(picture.getByRole('img', { name: 'Your profile picture' })).toBeHidden();

  const password = page.getByRole('region', { name: 'Change password' });
  await password.getByLabel('Current password').fill(DEMO_PASSWORD);
  await password.getByLabel('New password', { exact: true }).fill('Brugge-Markt-2027');
  await password.getByLabel('Confirm new password').fill('Brugge-Markt-2028');
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(password.getByText('Your passwords do not match.')).toBeVisible();

  await password.getByLabel('Confirm new password').fill('Brugge-Markt-2027');
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, email, '/pseller-home', 'Brugge-Markt-2027');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ann!' })).toBeVisible();
});

test('the working-hours editor refuses an incomplete slot and saves nothing', async ({ page }) => {
  const email = await newSeller(page);
  await signIn(page, email, '/pseller-home');
  await page.goto('/pseller-profile');
  const hours = page.getByRole('region', { name: 'Working hours' });
  await expect(hours.getByText('No working hours set yet')).toBeVisible();

  // The switch is drawn over its input: a user clicks its label.
  await hours.getByText('Monday', { exact: true }).click();
  await expect(hours.getByRole('switch', { name: 'Monday' })).toBeChecked();
  await hours.getByRole('button', { name: 'Add work slot on Monday' }).click();
  await hours.getByLabel('Start, slot 1 on Monday').fill('09:00');
  await hours.getByRole('button', { name: 'Save working hours' }).click();

  await expect(page.getByText('Failed to save working hours')).toBeVisible();
  await expect(hours.getByRole('alert').first()).toHaveText(
    'Every slot needs both a start and an end time. Please remove incomplete slots before saving.',
  );
  await page.reload();
  await expect(page.getByRole('region', { name: 'Working hours' }).getByText('No working hours set yet')).toBeVisible();

  // Completed, the same slot is saved.
  const again = page.getByRole('region', { name: 'Working hours' });
  await again.getByText('Monday', { exact: true }).click();
  await again.getByRole('button', { name: 'Add work slot on Monday' }).click();
  await again.getByLabel('Start, slot 1 on Monday').fill('09:00');
  await again.getByLabel('End, slot 1 on Monday').fill('12:30');
  await again.getByRole('button', { name: 'Save working hours' }).click();
  await expect(page.getByText('Working hours saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Working hours' }).getByLabel('End, slot 1 on Monday')).toHaveValue(
    '12:30',
  );
});
