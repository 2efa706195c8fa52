import { expect, test } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { acceptCookies, uniqueEmail, validPhone } from './support/accounts.ts';
import { latestLink } from './support/control.ts';
import { apiPost, signInThroughApi } from './support/session.ts';

/**
 * The chat (issue 17, spec 2 §4–§7) between browser contexts that each hold their own session:
 * the agency and agents of its own, added through the API so no other journey shares them.
 */

const AGENCY = 'agency@immora.be';
const AGENT_PASSWORD = 'Schelde-2026!';

type Person = { context: BrowserContext; page: Page };
type Agent = { email: string; name: string };

async function signedIn(browser: Browser, email: string, password?: string): Promise<Person> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await acceptCookies(page);
  await signInThroughApi(page, email, password);
  return { context, page };
}

/**
 * Signs the page in as the demo agency, which adds verified agents of its own through the API,
 * each with one of its licences (chat needs a subscription).
 */
async function agencyWithAgents(agency: Page, names: [first: string, last: string][]): Promise<Agent[]> {
  await acceptCookies(agency);
  const { token } = await signInThroughApi(agency, AGENCY);
  const agents: Agent[] = [];
  for (const [firstName, lastName] of names) {
    const email = uniqueEmail('chat-agent');
    const agent = await apiPost<{ id: string }>(
      agency,
      '/api/agency/agents',
      { firstName, lastName, email, phoneNumber: validPhone(), password: AGENT_PASSWORD },
      token,
    );
    const link = new URL(await latestLink(email, '/verify-email'));
    await apiPost(agency, '/api/users/verify-email', { token: link.searchParams.get('token') });
    await apiPost(agency, '/api/licences', { agentId: agent.id }, token);
    agents.push({ email, name: `${firstName} ${lastName}` });
  }
  return agents;
}

// Three contexts on a busy machine, and agents to add first.
test.describe.configure({ timeout: 120_000 });

const suffix = () => Date.now().toString(36).slice(-5);
const chatItem = (page: Page, name: string) => page.getByTestId('chat-item').filter({ hasText: name });
const message = (page: Page, text: string) => page.getByTestId('message').filter({ hasText: text });
const ticks = (page: Page, text: string) => message(page, text).getByTestId('ticks');
const thread = (page: Page) => page.getByRole('region').filter({ has: page.getByTestId('thread-name') });

async function openChatPage(page: Page, path: '/agency-message' | '/dashboard-message') {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Chat', level: 1 })).toBeVisible();
  await expect(page.getByText('Reconnecting…')).toBeHidden();
}

async function send(page: Page, text: string) {
  await page.getByLabel('Type a message').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(message(page, text)).toBeVisible();
}

test('an agency and its agent chat one-on-one: live messages, ticks, unread badge and presence', async ({
  page,
  browser,
}) => {
  const [agent] = (await agencyWithAgents(page, [['Lotte', `Janssens${suffix()}`]])) as [Agent];

  // The agency starts a chat with the agent, who is not connected: the new chat is selected.
  await openChatPage(page, '/agency-message');
  await page.getByLabel('New chat').selectOption({ label: agent.name });
  await expect(page.getByTestId('thread-name')).toHaveText(agent.name);
  await expect(page.getByTestId('thread-status')).toHaveText('Offline');
  await expect(chatItem(page, agent.name).getByRole('img', { name: 'Online' })).toHaveCount(0);
  await send(page, 'Can you take the viewing on Saturday?');
  await expect(ticks(page, 'Can you take the viewing on Saturday?')).toHaveText(/Sent/);

  // The agent comes online: the message is delivered and the agency sees them online.
  const other = await signedIn(browser, agent.email, AGENT_PASSWORD);
  await openChatPage(other.page, '/dashboard-message');
  await expect(ticks(page, 'Can you take the viewing on Saturday?')).toHaveText(/Delivered/);
  await expect(page.getByTestId('thread-status')).toHaveText('Online');
  await expect(chatItem(page, agent.name).getByRole('img', { name: 'Online' })).toBeVisible();
  const fromAgency = chatItem(other.page, 'Catherine Dubois');
  await expect(fromAgency).toContainText('Can you take the viewing on Saturday?');
  await expect(fromAgency.getByLabel('1 unread message')).toBeVisible();

  // A second message arrives live and counts up the badge.
  await send(page, 'The keys are at the front desk.');
  await expect(fromAgency).toContainText('The keys are at the front desk.');
  await expect(fromAgency.getByLabel('2 unread messages')).toBeVisible();
  await expect(ticks(page, 'The keys are at the front desk.')).toHaveText(/Delivered/);

  // Opening the chat reports both seen: the badge clears and the agency's ticks turn to seen.
  await fromAgency.click();
  await expect(message(other.page, 'Can you take the viewing on Saturday?')).toBeVisible();
  await expect(message(other.page, 'The keys are at the front desk.')).toBeVisible();
  await expect(fromAgency.getByTestId('unread-badge')).toHaveCount(0);
  await expect(ticks(page, 'Can you take the viewing on Saturday?')).toHaveText(/Seen/);
  await expect(ticks(page, 'The keys are at the front desk.')).toHaveText(/Seen/);

  // The agent's answer appears live in the agency's open chat, already seen there.
  await send(other.page, 'Yes, I will bring the floor plans.');
  await expect(message(page, 'Yes, I will bring the floor plans.')).toBeVisible();
  await expect(ticks(other.page, 'Yes, I will bring the floor plans.')).toHaveText(/Seen/);
  await expect(chatItem(page, agent.name).getByTestId('unread-badge')).toHaveCount(0);

  // The agent closes their browser: the agency sees them go offline.
  await other.context.close();
  await expect(chatItem(page, agent.name).getByRole('img', { name: 'Online' })).toHaveCount(0);
  await expect(page.getByTestId('thread-status')).toHaveText('Offline');
});

test('an agency creates a group, renames it, leaves it (a new admin is named) and the new admin deletes it', async ({
  page,
  browser,
}) => {
  // Two browsers and five steps on each: about 50 s on a quiet 2-core machine.
  test.setTimeout(120_000);
  const tag = suffix();
  // Options keep the agency's order (last names): the first chosen member joined first.
  const [first, second] = (await agencyWithAgents(page, [
    ['Ines', `Aerts${tag}`],
    ['Bram', `Aerts${tag}x`],
  ])) as [Agent, Agent];
  const [one, two] = [
    await signedIn(browser, first.email, AGENT_PASSWORD),
    await signedIn(browser, second.email, AGENT_PASSWORD),
  ];
  await openChatPage(page, '/agency-message');
  await openChatPage(one.page, '/dashboard-message');
  await openChatPage(two.page, '/dashboard-message');

  // The agency creates the group; both agents see it appear.
  const name = `Viewings ${tag}`;
  await page.getByRole('button', { name: 'New group' }).click();
  const dialog = page.getByRole('dialog', { name: 'New group' });
  await dialog.getByLabel('Group name').fill(name);
  await dialog.getByLabel(first.name).check();
  await dialog.getByLabel(second.name).check();
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(dialog).toBeHidden();
  for (const p of [page, one.page, two.page]) await expect(chatItem(p, name)).toBeVisible();

  // Everyone opens it; the admin renames it and the others see the new name.
  for (const p of [page, one.page, two.page]) {
    await chatItem(p, name).click();
    await expect(p.getByTestId('thread-name')).toHaveText(name);
  }
  await expect(two.page.getByTestId('thread-status')).toContainText('3 members');
  const renamed = `Open house ${tag}`;
  await page.getByRole('button', { name: 'Edit group' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit group' });
  await edit.getByLabel('Group name').fill(renamed);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  for (const p of [page, one.page, two.page]) {
    await expect(chatItem(p, renamed)).toBeVisible();
    await expect(p.getByTestId('thread-name')).toHaveText(renamed);
  }
  await expect(two.page.getByRole('button', { name: 'Edit group' })).toHaveCount(0);

  // The admin leaves: gone from their list, the selection cleared; the first member is named admin.
  await thread(page).getByRole('button', { name: 'Leave group' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave this group?' });
  await leave.getByRole('button', { name: 'Leave group' }).click();
  await expect(chatItem(page, renamed)).toHaveCount(0);
  await expect(page.getByText('Select a chat to start messaging.')).toBeVisible();
  for (const p of [one.page, two.page]) {
    await expect(p.getByTestId('thread-status')).toHaveText(`2 members · Admin: ${first.name}`);
  }
  await expect(two.page.getByRole('button', { name: 'Delete chat' })).toHaveCount(0);

  // The new admin deletes the group: it disappears from both lists and neither has it selected.
  await thread(one.page).getByRole('button', { name: 'Delete chat' }).click();
  const confirm = one.page.getByRole('alertdialog', { name: 'Delete this chat?' });
  await confirm.getByRole('button', { name: 'Delete chat' }).click();
  for (const p of [one.page, two.page]) {
    await expect(chatItem(p, renamed)).toHaveCount(0);
    await expect(p.getByText('Select a chat to start messaging.')).toBeVisible();
  }
  await one.context.close();
  await two.context.close();
});
