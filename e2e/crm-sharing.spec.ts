import { expect, test } from '@playwright/test';
import { acceptCookies, DEMO_PASSWORD, swal, uniqueEmail, validPhone } from './support/accounts.ts';
import { latestLink } from './support/control.ts';
import { apiPost, signInThroughApi } from './support/session.ts';
import { FIRST_LOAD } from './support/first-load.ts';

const AGENCY = 'Maison Dubois Immobilier';

test('a CRM customer stops sharing with an agency, which loses sight of their record, then enables it again', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The customer: a fresh buyer account, verified by its e-mailed link.
  const email = uniqueEmail('crm-customer');
  await acceptCookies(page);
  await apiPost(page, '/api/users/signup', {
    first_name: 'Laura',
    last_name: 'Claes',
    email,
    password: DEMO_PASSWORD,
    phoneNumber: validPhone(),
  });
  await page.goto(await latestLink(email, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'E-mail verified' })).toBeVisible();

  // The agency records them as a customer (through the API), and sees them in its CRM customers list.
  const agencyPage = await (await browser.newContext()).newPage();
  await acceptCookies(agencyPage);
  const agency = await signInThroughApi(agencyPage, 'agency@immora.be');
  await apiPost(
    agencyPage,
    '/api/crm/customers',
    { fullName: 'Laura Claes', phone: validPhone(), email, address: 'Kouter 21, 9000 Gent', status: 'active' },
    agency.token,
  );
  const agencyList = `/agency-crm/customers?q=${encodeURIComponent(email)}`;
  const agencyRow = agencyPage.getByTestId('crm-customer-row').filter({ hasText: email });
  await agencyPage.goto(agencyList);
  await expect(agencyRow).toHaveCount(1, FIRST_LOAD);

  // The customer signs in to the CRM area and finds the agency in the table.
  await page.goto('/crm-login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/crm-dashboard');
  await expect(page.getByRole('heading', { name: 'Shared agencies', level: 1 })).toBeVisible();
  const row = page.getByTestId('crm-holder-row').filter({ hasText: AGENCY });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Agency');
  await expect(row).toContainText('Sharing');

  // Stop sharing, confirmed in the dialog.
  await row.getByRole('button', { name: `Stop sharing with ${AGENCY}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Stop sharing with ${AGENCY}?` });
  await dialog.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Stopped');
  await expect(row.getByRole('button', { name: `Enable sharing with ${AGENCY}` })).toBeVisible();

  // The agency no longer finds the record.
  await agencyPage.goto(agencyList);
  await expect(agencyPage.getByRole('heading', { name: 'Nothing matches' })).toBeVisible();
  await expect(agencyRow).toHaveCount(0);

  // The customer enables sharing again; the agency sees the record again.
  await row.getByRole('button', { name: `Enable sharing with ${AGENCY}` }).click();
  await expect(row).toContainText('Sharing');
  await agencyPage.goto(agencyList);
  await expect(agencyRow).toHaveCount(1, FIRST_LOAD);
  await agencyPage.context().close();

  // Signing out of the CRM area ends its session: its pages go back to /crm-login.
  await page.getByRole('button', { name: 'Logout' }).click();
  await swal(page).getByRole('button', { name: 'Yes, Logout!' }).click();
  await expect(page).toHaveURL('/crm-login');
  await page.goto('/crm-dashboard');
  await expect(page).toHaveURL('/crm-login');
});
