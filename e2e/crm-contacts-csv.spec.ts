import { expect, test } from '@playwright/test';
import { acceptCookies, validPhone } from './support/accounts.ts';
import { signInThroughApi } from './support/session.ts';

test('an agent imports a CSV file of contacts: the preview names the bad row, the good ones reach the list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const csv = [
    'First name,Last name,Email,Phone,Budget (EUR),Property types,Type',
    `Sofie,Maes ${run},sofie-${run}@example.be,${validPhone()},1250.50,apartments; loft,rent`,
    `J,Peeters ${run},not-an-email,123,350000,houses,buy`,
    `Élodie,Dubois ${run},elodie-${run}@example.be,${validPhone()},350000,houses,buy`,
  ].join('\r\n');
  await acceptCookies(page);
  await signInThroughApi(page, 'agent@immora.be');

  await page.goto('/dashboard-crm/contacts');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import contacts from a CSV file' });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Check the file' }).click();

  await expect(dialog.getByText('2 contacts are ready to import.')).toBeVisible();
  const leftOut = dialog.getByRole('region', { name: '1 row will not be imported' });
  await expect(leftOut).toContainText(`Row 3 (J Peeters ${run})`);
  await expect(leftOut).toContainText('First name: First name must be at least 2 characters');
  await expect(leftOut).toContainText('Phone: Phone number must be at least 10 digits');

  await dialog.getByRole('button', { name: 'Import 2 contacts' }).click();
  await expect(dialog.getByText('2 contacts were imported.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox').fill(run);
  const rows = page.getByTestId('crm-contact-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: `Sofie Maes ${run}` })).toContainText('Rent');
  await expect(rows.filter({ hasText: `Élodie Dubois ${run}` })).toContainText('Buy');
});
