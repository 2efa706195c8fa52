import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { acceptCookies, DEMO_PASSWORD, uniqueEmail, validPhone } from './support/accounts.ts';
import { latestLink, mailsTo, type CaughtMail } from './support/control.ts';
import { publishListing } from './support/listings.ts';
import { signInThroughApi } from './support/session.ts';

/**
 * Issue 13, alerts (decision 024): a buyer switches on an instant alert for a saved search; an
 * owner publishes a matching listing; the alert e-mail arrives once (a second listing comes in an
 * e-mail of its own, without the first), and its unsubscribe link turns the alert off. And a
 * buyer told of price drops hears when a favourite gets cheaper.
 */

type Envelope<T> = { success: boolean; data: T };

async function token(request: APIRequestContext, email: string) {
  const res = await request.post('/api/users/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as Envelope<{ token: string }>).data.token;
}

/** A new verified buyer: signed up through the API and verified with the e-mailed link. */
async function newBuyer(request: APIRequestContext) {
  const email = uniqueEmail('alerted');
  const signup = await request.post('/api/users/signup', {
    data: { first_name: 'Nina', last_name: 'Wouters', email, password: DEMO_PASSWORD, phoneNumber: validPhone() },
  });
  expect(signup.status()).toBe(201);
  const verify = new URL(await latestLink(email, '/verify-email')).searchParams.get('token');
  expect((await request.post('/api/users/verify-email', { data: { token: verify } })).status()).toBe(200);
  return email;
}

/** A complete house to rent in Gent (the OpenAPI example), published by the demo agent through the API with one photo. */
const ownerHeaders = async (request: APIRequestContext) => ({
  authorization: `Bearer ${await token(request, 'agent@immora.be')}`,
});

const publish = async (request: APIRequestContext, title: string) =>
  publishListing(request, await ownerHeaders(request), { price: 1250, title });

/** The alert e-mails to `email`, once there are `count` of them. */
async function alertMails(email: string, count: number): Promise<CaughtMail[]> {
  let mails: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        mails = (await mailsTo(email)).filter((m) => m.subject.startsWith('Immora alert'));
        return mails.length;
      },
      { timeout: 30_000, message: `${count} alert e-mail(s) to ${email}` },
    )
    .toBe(count);
  return mails;
}

test('a saved search alert e-mails a newly published match once, and its link turns the alert off', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const word = `Alertloft${Date.now().toString(36)}`;
  const buyer = await newBuyer(request);
  const title = `Gent ${word}`;
  const saved = await request.post('/api/saved-searches', {
    headers: { authorization: `Bearer ${await token(request, buyer)}` },
    data: { title, filters: { q: word, city: 'Ghent', type: 'rent' } },
  });
  expect(saved.status()).toBe(201);

  // The buyer switches the alert on from the saved searches page.
  await acceptCookies(page);
  await signInThroughApi(page, buyer);
  await page.goto('/user-saved-search');
  const alert = page.getByTestId('saved-search-row').filter({ hasText: title }).getByLabel(`E-mail alert for ${title}`);
  await expect(alert).toHaveValue('off');
  await alert.selectOption({ label: 'Instant' });
  await expect(page.getByText('Alert updated')).toBeVisible();

  // An owner publishes a matching listing: one e-mail with it.
  const first = await publish(request, `Townhouse ${word} near the Vrijdagmarkt`);
  const [mail] = await alertMails(buyer, 1);
  expect(mail!.subject).toBe('Immora alert: 1 listing for you');
  expect(mail!.text).toContain(`New listings for your saved search “${title}”:`);
  expect(mail!.text).toContain(`Townhouse ${word} near the Vrijdagmarkt — €1,250 — Ghent`);
  expect(mail!.text).toContain(`/single-v1/${first}`);

  // A second match comes alone: the first is never sent again.
  const second = await publish(request, `Second house ${word}`);
  const mails = await alertMails(buyer, 2);
  expect(mails[1]!.text).toContain(`/single-v1/${second}`);
  expect(mails[1]!.text).not.toContain(`/single-v1/${first}`);

  // The e-mail's unsubscribe link turns the alert off, without signing in.
  const link = mail!.text.match(/https?:\/\/[^\s"<>]+\/alerts\/unsubscribe\/[\w-]+/)![0];
  const guest = await page.context().browser()!.newContext();
  const visitor = await guest.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('You will no longer receive this alert');
  await expect(visitor.getByText(`The alert of your saved search “${title}” is off.`)).toBeVisible();
  await guest.close();
  await page.reload();
  await expect(alert).toHaveValue('off');
});

test('a price-drop alert e-mails the buyer when a favourite gets cheaper', async ({ page, request }) => {
  test.setTimeout(120_000);
  const word = `Pricedrop${Date.now().toString(36)}`;
  const buyer = await newBuyer(request);
  const id = await publish(request, `Studio ${word} by the Korenmarkt`);
  const favourite = await request.put(`/api/favourites/${id}`, {
    headers: { authorization: `Bearer ${await token(request, buyer)}` },
  });
  expect(favourite.status()).toBe(200);

  await acceptCookies(page);
  await signInThroughApi(page, buyer);
  await page.goto('/user-my-favourites');
  await expect(page.getByTestId('favourite-card').filter({ hasText: word })).toBeVisible();
  const alert = page.getByLabel('Price-drop alerts');
  await expect(alert).toHaveValue('off');
  await alert.selectOption({ label: 'Instant' });
  await expect(page.getByText('Alert updated')).toBeVisible();

  const cheaper = await request.patch(`/api/properties/${id}`, {
    headers: await ownerHeaders(request),
    data: { price: 1150 },
  });
  expect(cheaper.status(), await cheaper.text()).toBe(200);
  const [mail] = await alertMails(buyer, 1);
  expect(mail!.text).toContain('Price drops on your favourites:');
  expect(mail!.text).toContain(`Studio ${word} by the Korenmarkt — now €1,150 (was €1,250) — Ghent`);
  expect(mail!.text).toContain(`/single-v1/${id}`);
});
