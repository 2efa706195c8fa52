import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, uniqueEmail, validPhone } from './accounts.ts';
import { latestLink } from './control.ts';
import { subscribe } from './paid-plan.ts';
import { signInThroughApi } from './session.ts';
import { apiLogin } from './viewings.ts';

/**
 * The chat of an agency and an agent of its own (decision 036), for journeys that need the other
 * party's view of it: the agent is added through the API, verified, and pays a plan of its own,
 * so it keeps the chat when the agency lets it go (an agency closing does, decision 061).
 */
export function agentWhoChats(request: APIRequestContext, agencyToken: string, word: string) {
  return test.step('the agency adds an agent who pays a plan of its own', () => addAgent(request, agencyToken, word));
}

async function addAgent(request: APIRequestContext, agencyToken: string, word: string) {
  const email = uniqueEmail('privacy-agent');
  const [firstName, lastName] = ['Noor', `Agent${word}`];
  const added = await request.post('/api/agency/agents', {
    headers: { authorization: `Bearer ${agencyToken}` },
    data: { firstName, lastName, email, phoneNumber: validPhone(), password: DEMO_PASSWORD },
  });
  expect(added.status(), await added.text()).toBe(201);
  const token = new URL(await latestLink(email, '/verify-email')).searchParams.get('token');
  expect((await request.post('/api/users/verify-email', { data: { token } })).status()).toBe(200);
  await subscribe(request, { authorization: `Bearer ${await apiLogin(request, email)}` }, 'individual');
  return { email, name: `${firstName} ${lastName}` };
}

/** The agency's chat page: a new chat with the agent, and one message. */
export const writeToAgent = (page: Page, agentName: string, text: string) =>
  test.step('the agency writes to its agent', () => write(page, agentName, text));

async function write(page: Page, agentName: string, text: string) {
  await page.goto('/agency-message');
  await expect(page.getByText('Reconnecting…')).toBeHidden();
  await page.getByLabel('New chat').selectOption({ label: agentName });
  await expect(page.getByTestId('thread-name')).toHaveText(agentName);
  await page.getByLabel('Type a message').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('message').filter({ hasText: text })).toBeVisible();
}

/** The agent, signed in on `page` (a browser that already loaded the app), finds the chat with the message, named 'Former user'. */
export const chatAsAgent = (page: Page, email: string, text: string) =>
  test.step('the agent reads the chat of a former user', () => readAsAgent(page, email, text));

async function readAsAgent(page: Page, email: string, text: string) {
  await signInThroughApi(page, email);
  await page.goto('/dashboard-message');
  await expect(page.getByText('Reconnecting…')).toBeHidden();
  const chat = page.getByTestId('chat-item').filter({ hasText: text });
  await expect(chat).toContainText('Former user');
  await chat.click();
  await expect(page.getByTestId('thread-name')).toHaveText('Former user');
  await expect(page.getByTestId('message').filter({ hasText: text })).toBeVisible();
}
