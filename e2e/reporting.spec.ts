import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { acceptCookies } from './support/accounts.ts';
import { newVerifiedAccount } from './support/new-account.ts';
import { signInThroughApi } from './support/session.ts';
import { apiLogin } from './support/viewings.ts';

type Envelope<T> = { success: boolean; data: T };
const data = async <T>(answer: Awaited<ReturnType<APIRequestContext['get']>>) => {
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as Envelope<T>).data;
};

/** A fresh agent with a paid plan (test provider) and one published classified of its own. */
async function agentWithListing(request: APIRequestContext, email: string, title: string) {
  const headers = { authorization: `Bearer ${await apiLogin(request, email)}` };
  const [plan] = await data<{ _id: string }[]>(await request.get('/api/plans?audience=individual'));
  const order = await data<{ orderId: string }>(
    await request.post('/api/checkout', {
      headers,
      data: { billing: 'month', items: [{ planId: plan!._id, quantity: 1 }] },
    }),
  );
  await data(await request.post(`/api/checkout/test/${order.orderId}`, { headers, data: { outcome: 'succeed' } }));
  // A classified is published at once (no photo needed).
  return data<{ id: string }>(
    await request.post('/api/classifieds', {
      headers,
      data: {
        title,
        description: 'Two bedrooms, a sunny terrace and a renovated kitchen, close to the Korenmarkt.',
        category: 'apartments',
        type: 'rent',
        price: 1150,
        city: 'Gent',
        address: 'Korenmarkt 3',
        bedrooms: 2,
        bathrooms: 1,
        area: 84,
      },
    }),
  );
}

test('reporting shows the views and leads that the tests produced, and its CSV holds them', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Reporting flat ${Date.now().toString(36)}`;
  const email = await newVerifiedAccount(page, 'individual');
  const listing = await agentWithListing(request, email, title);

  // Two guests visit the listing; the second sends the contact form.
  for (const visit of [1, 2]) {
    const guest = await (await browser.newContext()).newPage();
    await acceptCookies(guest);
    const counted = guest.waitForResponse((r) => r.url().endsWith(`/api/properties/${listing.id}/views`));
    await guest.goto(`/single-v1/${listing.id}`);
    expect((await counted).status()).toBe(200);
    if (visit === 2) {
      const form = guest.getByRole('form', { name: 'Contact the advertiser' });
      await form.getByLabel('Name').fill('Eva Peeters');
      await form.getByLabel('Email address').fill('eva.peeters@example.be');
      await form.getByLabel('Message').fill('Hello, is a visit possible next Saturday morning?');
      await form.getByRole('button', { name: 'Send message' }).click();
      await expect(form.getByText('Your message has been sent.', { exact: false })).toBeVisible();
    }
    await guest.context().close();
  }

  // The agent's report of the last 7 days shows them, also after a reload.
  await acceptCookies(page);
  await signInThroughApi(page, email);
  await page.goto('/dashboard-reporting');
  await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: '7 days' }).click();
  await expect(page).toHaveURL(/period=7d/);
  await page.reload();
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('report-views')).toContainText('2');
  await expect(page.getByTestId('report-leads')).toContainText('1');
  await expect(page.getByTestId('report-conversion')).toContainText('0 of 1 leads booked a viewing');
  const row = page.getByTestId('report-property-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(title);

  // Its CSV: the same listing with its 2 views and 1 lead.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^report-properties-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  expect(lines[0]).toBe('From,To,Title,City,Public code,Agent,Views,Leads,Appointments,Converted leads,Conversion (%)');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`,${title},`);
  expect(lines[1]).toMatch(/,2,1,0,0,0\.0$/);
});
