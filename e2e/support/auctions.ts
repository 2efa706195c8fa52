import { expect, type Page } from '@playwright/test';
import { apiData, signInThroughApi } from './session.ts';

type Items<T> = { items: T[] };

const AGENT = 'agent@immora.be';

/**
 * An auction of the demo agent's: an existing one, or one created for this run on their last
 * listing (the seed lists auction listings without an auction). Tests running in parallel: when
 * another one has just created it (409), it is looked up again. The page is a guest's again after.
 */
export async function auctionPath(page: Page): Promise<string> {
  const { token, user } = await signInThroughApi(page, AGENT);
  await page.context().clearCookies();
  const agent = await apiData<{ properties: Items<{ id: string }> }>(page, `/api/agents/${user.id}`);
  const listings = agent.properties.items.map((item) => item.id);
  for (const id of listings) {
    const { auction } = await apiData<{ auction: { id: string } | null }>(page, `/api/properties/${id}`);
    if (auction) return `/single-v8/${id}/${auction.id}`;
  }
  const propertyId = listings.at(-1);
  if (!propertyId) throw new Error('the demo agent has no listing');
  const now = Date.now();
  const created = await page.request.post('/api/auctions', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      propertyId,
      startingPrice: 200_000,
      reservePrice: 250_000,
      startsAt: new Date(now).toISOString(),
      endsAt: new Date(now + 7 * 86_400_000).toISOString(),
    },
  });
  if (created.status() === 409) return auctionPath(page);
  expect(created.status(), `/api/auctions: ${await created.text()}`).toBe(201);
  const { data } = (await created.json()) as { data: { id: string } };
  return `/single-v8/${propertyId}/${data.id}`;
}
