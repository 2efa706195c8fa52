import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { acceptCookies, DEMO_PASSWORD, uniqueEmail, validPhone } from './support/accounts.ts';
import { latestLink, mailsTo } from './support/control.ts';
import { signInThroughApi } from './support/session.ts';

const AGENT_PASSWORD = 'Schelde-2026!';

test('an agency adds an agent, who verifies the e-mailed link and signs in', async ({ page, request }) => {
  const email = uniqueEmail('team-agent');
  const lastName = `Claes${Date.now().toString(36)}`;
  await acceptCookies(page);
  await signInThroughApi(page, 'agency@immora.be');

  // Add agent: the shared rules answer on the form before anything is sent.
  await page.goto('/agency-agents');
  await page.getByRole('link', { name: 'Add agent' }).first().click();
  await expect(page).toHaveURL(/\/add-agent$/);
  const form = page.locator('form.team-form');
  await form.getByLabel('First name').fill('Ines');
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill(validPhone());
  await form.getByLabel('Password', { exact: true }).fill(AGENT_PASSWORD);
  await form.getByLabel('Confirm password').fill('Something-else-1');
  await form.getByRole('button', { name: 'Add agent' }).click();
  await expect(form.getByText('Passwords must match')).toBeVisible();
  await form.getByLabel('Confirm password').fill(AGENT_PASSWORD);
  await form.getByRole('button', { name: 'Add agent' }).click();

  // The agent is in the list, awaiting verification; the e-mailed link verifies them and they can sign in.
  await expect(page).toHaveURL(/\/agency-agents$/);
  await page.getByRole('searchbox').fill(lastName);
  const agentRow = page.getByTestId('agent-row').filter({ hasText: lastName });
  await expect(agentRow).toHaveCount(1);
  await expect(agentRow).toContainText(email);
  await expect(agentRow).toContainText('Awaiting verification');
  const token = new URL(await latestLink(email, '/verify-email')).searchParams.get('token');
  expect((await request.post('/api/users/verify-email', { data: { token } })).status()).toBe(200);
  const login = await request.post('/api/users/login', { data: { email, password: AGENT_PASSWORD } });
  expect(((await login.json()) as { data: { token: string | null } }).data.token).toBeTruthy();
});

/** A new independent agent (role individual), signed up and verified through the API and the e-mailed link. */
async function newIndependentAgent(request: APIRequestContext, lastName: string) {
  const email = uniqueEmail('independent');
  const signup = await request.post('/api/users/signup', {
    data: {
      first_name: 'Bram',
      last_name: lastName,
      email,
      password: DEMO_PASSWORD,
      phoneNumber: validPhone(),
      sellerType: 'individual',
    },
  });
  expect(signup.status()).toBe(201);
  const token = new URL(await latestLink(email, '/verify-email')).searchParams.get('token');
  expect((await request.post('/api/users/verify-email', { data: { token } })).status()).toBe(200);
  return email;
}

test('an independent agent asks to join, the agency accepts (the agent is told by e-mail), assigns a listing and a licence to them, the agent sees the listing, and after the kick-out it is unassigned again', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const lastName = `Wouters${Date.now().toString(36)}`;
  const email = await newIndependentAgent(request, lastName);
  const agencies = (await (await request.get('/api/agencies?q=Maison Dubois')).json()) as {
    data: { items: { id: string; name: string }[] };
  };
  const agency = agencies.data.items[0]!;

  const agentPage = await (await browser.newContext()).newPage();
  await acceptCookies(agentPage);
  await signInThroughApi(agentPage, email);
  await agentPage.goto(`/agency-single/${agency.id}`);
  const panel = agentPage.getByRole('region', { name: 'Work with this agency' });
  await panel.getByRole('button', { name: 'Request to join' }).click();
  await expect(panel).toContainText("Your request to join is waiting for the agency's answer.");

  await acceptCookies(page);
  await signInThroughApi(page, 'agency@immora.be');
  await page.goto(`/agency-agent-requests?q=${lastName}`);
  const row = page.getByTestId('agent-request-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: `Accept the request of Bram ${lastName}` }).click();
  await expect(page.getByText(`Bram ${lastName} joined your agency.`)).toBeVisible();
  await expect(row).toContainText('Accepted');
  await expect(row.getByRole('button')).toHaveCount(0);

  await page.goto(`/agency-agents?q=${lastName}`);
  await expect(page.getByTestId('agent-row')).toContainText(email);
  await expect
    .poll(async () => (await mailsTo(email)).map((m) => m.subject))
    .toContain(`${agency.name} accepted your request`);
  await agentPage.reload();
  await expect(panel).toContainText('You work for this agency.');

  // Assign the newest unassigned listing to the agent who joined; without a choice, the dialog asks for one.
  await page.goto('/agency-unassigned-properties');
  const listingRow = page.getByTestId('unassigned-row').first();
  const code = (await listingRow.locator('code').textContent())!;
  await listingRow.getByRole('button', { name: /^Assign / }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign to an agent' });
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog.getByText('Please select an agent')).toBeVisible();
  await dialog.getByLabel('Agent').selectOption({ label: `Bram ${lastName}` });
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('searchbox').fill(code);
  await expect(page.getByRole('heading', { name: 'Nothing matches' })).toBeVisible();
  await expect(page.getByTestId('unassigned-row')).toHaveCount(0);

  // A licence from the agency gives the agent the professional tools: the listing is in their properties.
  await page.goto('/agency-licenses');
  const licenceRow = page.getByTestId('licence-row').filter({ hasText: lastName });
  await licenceRow.getByRole('button', { name: 'Assign licence' }).click();
  await expect(licenceRow).toContainText('Assigned on');
  await agentPage.goto('/dashboard-my-properties');
  await expect(agentPage.getByText(code)).toBeVisible();
  await agentPage.goto('/dashboard-my-package');
  await expect(agentPage.getByTestId('licence-notice')).toContainText('Your licence from');

  // Kick out, after the confirmation: the agent leaves the list and the listing is unassigned again.
  await page.goto(`/agency-agents?q=${lastName}`);
  const agentRow = page.getByTestId('agent-row').filter({ hasText: lastName });
  await expect(agentRow).toContainText('Bram');
  await agentRow.getByRole('button', { name: `Actions for Bram ${lastName}` }).click();
  await page.getByRole('menuitem', { name: 'Kick out' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Kick out this agent?' });
  await expect(confirm).toContainText('The 1 listing assigned to them goes back to your unassigned properties.');
  await confirm.getByRole('button', { name: 'Yes, kick out' }).click();
  await expect(page.getByText(`Bram ${lastName} no longer works for your agency.`)).toBeVisible();
  await expect(agentRow).toHaveCount(0);
  await page.goto(`/agency-unassigned-properties?q=${code}`);
  await expect(page.getByTestId('unassigned-row')).toHaveCount(1);
  await expect(page.getByTestId('unassigned-row')).toContainText(code);
});
