import { expect, test } from '@playwright/test';
import { acceptCookies, uniqueEmail, validPhone } from './support/accounts.ts';
import { apiPost, signInThroughApi } from './support/session.ts';

test('an agent adds a lead, converts it, and finds the customer and the opportunity', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `Lotte Peeters ${Date.now().toString(36)}`;
  await acceptCookies(page);
  await signInThroughApi(page, 'agent@immora.be');

  await page.goto('/dashboard-crm/leads');
  await page.getByRole('link', { name: 'Add lead' }).first().click();
  await expect(page).toHaveURL(/\/dashboard-crm\/add-lead$/);
  const form = page.locator('form.crm-form');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(uniqueEmail('lead'));
  await form.getByLabel('Phone').fill(validPhone());
  await form.getByLabel('Lead type').selectOption({ label: 'Buying' });
  await form.getByLabel('Property type').selectOption({ label: 'Houses' });
  await form.getByLabel('Target price').fill('385000');
  await form.getByLabel('Lead source').selectOption({ label: 'Direct Contact' });
  await form.getByLabel('Notes').fill('Wants a garden and a short cycle to the station.');
  await form.getByRole('button', { name: 'Add' }).click();

  await expect(page).toHaveURL(/\/dashboard-crm\/leads$/);
  await page.getByRole('searchbox').fill(name);
  const row = page.getByTestId('crm-lead-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('New');
  await expect(row).toContainText('Buying');
  await expect(row).toContainText('Direct Contact');
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Convert to customer' }).click();
  await expect(page.getByText(`${name} is now a customer with an opportunity.`)).toBeVisible();
  await expect(row).toContainText('Converted');

  await page.getByRole('link', { name: 'Open the customer' }).click();
  await expect(page.getByRole('heading', { name: 'Update customer' })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue(name);

  await page.goto(`/dashboard-crm/customers?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('crm-customer-row').filter({ hasText: name })).toHaveCount(1);
  await page.goto(`/dashboard-crm/opportunities?q=${encodeURIComponent(name)}`);
  const opportunity = page.getByTestId('crm-opportunity-row').filter({ hasText: name });
  await expect(opportunity).toHaveCount(1);
  await expect(opportunity).toContainText('Buying');
  await expect(opportunity).toContainText('0%');
});

test('a bad opportunity and a bad contact show every validation message of the spec', async ({ page }) => {
  await acceptCookies(page);
  await signInThroughApi(page, 'agent@immora.be');

  await page.goto('/dashboard-crm/add-opportunity');
  const form = page.locator('form.crm-form');
  await form.getByLabel('Potential matches').fill('');
  await form.getByRole('button', { name: 'Add' }).click();
  for (const message of [
    'Client name is required',
    'Property details are required',
    'Transaction type must be selling, buying or renting',
    'Price is required',
    'Potential matches are required',
    'Progress is required',
    'Last contact date is required',
    'Next action is required',
    'Notes are required',
  ])
    await expect(form.getByText(message)).toBeVisible();
  await form.getByLabel('Client name').fill('J');
  await form.getByLabel('Property details').fill('House');
  await form.getByLabel('Potential matches').fill('-1');
  await form.getByLabel('Progress').fill('60');
  await form.getByLabel('Next action').fill('Call');
  await form.getByLabel('Notes').fill('Too short');
  await form.getByRole('button', { name: 'Add' }).click();
  for (const message of [
    'Client name must be at least 2 characters',
    'Property details must be at least 10 characters',
    'Potential matches cannot be negative',
    'Progress must be written as XX%, from 0% to 100%',
    'Next action must be at least 5 characters',
    'Notes must be at least 10 characters',
  ])
    await expect(form.getByText(message)).toBeVisible();

  await page.goto('/dashboard-crm/add-contact');
  await form.getByRole('button', { name: 'Add' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Phone number is required',
    'Budget is required',
    'Please select at least one property type',
    'Type must be buy, sale or rent',
  ])
    await expect(form.getByText(message)).toBeVisible();
  await form.getByLabel('First name').fill('S');
  await form.getByLabel('Email').fill('sofie');
  await form.getByLabel('Phone').fill('04976');
  await form.getByRole('button', { name: 'Add' }).click();
  for (const message of [
    'First name must be at least 2 characters',
    'Must be a valid email address',
    'Phone number must be at least 10 digits',
  ])
    await expect(form.getByText(message)).toBeVisible();
});

test("another agent of the agency gets 'Unauthorized Action' on a customer they did not add", async ({ page }) => {
  await acceptCookies(page);
  // The agency adds a customer; one of its agents opens it.
  const agency = await apiPost<{ token: string }>(page, '/api/users/login', {
    email: 'agency@immora.be',
    password: 'Immora2026!',
  });
  const headers = { authorization: `Bearer ${agency.token}` };
  const fullName = `Jan Wouters ${Date.now().toString(36)}`;
  const customer = await apiPost<{ id: string }>(
    page,
    '/api/crm/customers',
    {
      fullName,
      phone: validPhone(),
      email: uniqueEmail('customer'),
      address: 'Meir 48, 2000 Antwerpen',
      status: 'active',
    },
    agency.token,
  );
  // A seeded agent: other journeys add agents of their own to this agency, with other passwords.
  const agents = await page.request.get('/api/agency/agents?q=demo.immora.be&pageSize=1', { headers });
  const [agent] = ((await agents.json()) as { data: { items: { email: string }[] } }).data.items;
  await signInThroughApi(page, agent!.email);

  // The agent sees the agency's customer, but may neither edit nor delete it.
  await page.goto(`/dashboard-crm/update-customer/${customer.id}`);
  await expect(page.getByRole('heading', { name: 'Unauthorized Action' })).toBeVisible();
  await expect(page.getByText('Only customers added directly by you can be edited.')).toBeVisible();
  await expect(page.locator('form.crm-form')).toHaveCount(0);

  await page.goto(`/dashboard-crm/customers?q=${encodeURIComponent(fullName)}`);
  const row = page.getByTestId('crm-customer-row').filter({ hasText: fullName });
  await row.getByRole('button', { name: `Actions for ${fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const refusal = page.getByRole('alertdialog', { name: 'Unauthorized Action' });
  await expect(refusal).toContainText('Only customers added directly by you can be deleted.');
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(row).toHaveCount(1);
});
