import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { acceptCookies } from './support/accounts.ts';
import { signInThroughApi } from './support/session.ts';

/**
 * An agent auctions one of their published listings through the 'Create auction' dialog; two
 * buyers bid from two browser contexts and each sees the other's bid appear live (Socket.IO),
 * without a reload. The three sign in through the API (the sign-in form has journeys of its own,
 * accounts-login.spec.ts): on a busy machine three form sign-ins took a minute of this test.
 */

/** A second seeded buyer (seed: BUYERS[0], the demo password). */
const SECOND_BUYER = 'emma.vandamme@demo.immora.be';

/** One of the agent's published listings without an auction (found through the public API). */
async function listingWithoutAuction(request: APIRequestContext, agentId: string): Promise<string> {
  const answer = await request.get(`/api/agents/${agentId}`);
  expect(answer.status(), await answer.text()).toBe(200);
  const agent = (await answer.json()).data as { properties: { items: { id: string }[] } };
  for (const listing of agent.properties.items) {
    const detail = (await (await request.get(`/api/properties/${listing.id}`)).json()).data as {
      auction: unknown;
    };
    if (detail.auction === null) return listing.id;
  }
  throw new Error('the demo agent has no listing without an auction');
}

async function buyerOn(browser: Browser, email: string, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await acceptCookies(page);
  await signInThroughApi(page, email);
  await page.goto(url);
  await expect(page.getByRole('status').filter({ hasText: 'Live updates on' })).toBeVisible();
  // A marker that a reload would wipe out.
  await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
  return { context, page };
}

const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload);

test('an agent creates an auction and two buyers see each other’s bids live', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  await acceptCookies(page);
  const { user } = await signInThroughApi(page, 'agent@immora.be');
  const propertyId = await listingWithoutAuction(request, user.id);
  await page.goto(`/single-v1/${propertyId}`);
  await page.getByRole('button', { name: 'Create auction' }).click();

  const dialog = page.getByRole('dialog', { name: 'Create auction' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Starting price (€)').fill('200000');
  await dialog.getByLabel('Reserve price (€)').fill('150000');
  // Starts now (Belgian time, to the minute, whatever the browser's zone), ends in two days.
  const belgian = (d: Date) =>
    d.toLocaleString('sv-SE', { timeZone: 'Europe/Brussels' }).replace(' ', 'T').slice(0, 16);
  const start = belgian(new Date());
  const end = belgian(new Date(Date.now() + 2 * 86_400_000));
  await dialog.getByLabel('Start (Belgian time)').fill(start);
  await dialog.getByLabel('End (Belgian time)').fill(end);
  await dialog.getByRole('button', { name: 'Create auction' }).click();
  await expect(dialog.getByText('The reserve price cannot be below the starting price')).toBeVisible();
  await dialog.getByLabel('Reserve price (€)').fill('250000');
  await dialog.getByRole('button', { name: 'Create auction' }).click();

  await expect(page).toHaveURL(new RegExp(`/single-v8/${propertyId}/[0-9a-f-]{36}$`));
  const auctionUrl = new URL(page.url()).pathname;
  await expect(page.getByText('This is your listing: you cannot bid on your own auction.')).toBeVisible();
  await expect(page.getByTestId('auction-current-price')).toHaveText('€200,000');

  // A guest follows along and is asked to sign in to bid.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await acceptCookies(guest);
  await guest.goto(auctionUrl);
  await expect(guest.getByText('Sign in to place a bid.')).toBeVisible();
  await expect(guest.getByRole('status').filter({ hasText: 'Live updates on' })).toBeVisible();

  const first = await buyerOn(browser, 'buyer@immora.be', auctionUrl);
  const second = await buyerOn(browser, SECOND_BUYER, auctionUrl);

  // Buyer 1 bids the pre-filled minimum; buyer 2 sees it arrive.
  await expect(first.page.getByLabel('Your bid')).toHaveValue('200,000');
  await first.page.getByRole('button', { name: 'Place bid' }).click();
  await expect(first.page.getByText('Your bid is accepted. You are the highest bidder.')).toBeVisible();
  await expect(second.page.getByTestId('auction-current-price')).toHaveText('€200,000');
  await expect(second.page.getByTestId('auction-bid-count')).toHaveText('1');
  await expect(second.page.getByTestId('bid-history').getByRole('listitem')).toHaveCount(1);
  await expect(second.page.getByTestId('bid-history')).toContainText('Bidder 1');
  await expect(second.page.getByLabel('Your bid')).toHaveValue('202,000');

  // Buyer 2 outbids; buyer 1 sees it arrive and is told so.
  await second.page.getByLabel('Your bid').fill('215000');
  await second.page.getByRole('button', { name: 'Place bid' }).click();
  await expect(second.page.getByText('Your bid is accepted. You are the highest bidder.')).toBeVisible();
  await expect(first.page.getByTestId('auction-current-price')).toHaveText('€215,000');
  await expect(first.page.getByTestId('bid-history').getByRole('listitem')).toHaveCount(2);
  await expect(first.page.getByTestId('bid-history').getByRole('listitem').first()).toContainText('Bidder 2');
  await expect(first.page.getByTestId('bid-history').getByRole('listitem').nth(1)).toContainText('You');
  await expect(first.page.getByText('You have been outbid. Bid again to take the lead.')).toBeVisible();
  // The owner's page follows too.
  await expect(page.getByTestId('auction-current-price')).toHaveText('€215,000');

  await expect(guest.getByTestId('auction-current-price')).toHaveText('€215,000');

  expect(await stillSamePage(first.page)).toBe(true);
  expect(await stillSamePage(second.page)).toBe(true);
  await first.context.close();
  await second.context.close();
  await guestContext.close();
});

test('an unknown auction of a listing shows the not-found page', async ({ page, request }) => {
  await acceptCookies(page);
  const found = (await (await request.get('/api/properties?type=auction&pageSize=1')).json()).data as {
    items: { id: string }[];
  };
  const propertyId = found.items[0]!.id;
  await page.goto(`/single-v8/${propertyId}/00000000-0000-4000-8000-000000000000`);
  await expect(page).toHaveURL('/not-found', { timeout: 20_000 });
});
