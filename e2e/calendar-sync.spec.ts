import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { acceptCookies, DEMO_PASSWORD, swal, uniqueEmail, validPhone } from './support/accounts.ts';
import { googleCalendarEvents, latestLink, nextOAuthEmail } from './support/control.ts';
import { signInThroughApi } from './support/session.ts';
import { FIRST_LOAD } from './support/first-load.ts';

/**
 * Calendar sync (decision 025) through the test bed's OAuth provider and fake Google Calendar: a
 * private seller connects Google from the profile, comes back to it, and a viewing confirmed
 * afterwards arrives in the calendar. The integration tests (appointment-calendar.test.ts) cover
 * reschedule, cancel, token renewal, failures and busy times.
 */

type Envelope<T> = { data: T };
const SELLER = 'seller@immora.be';

async function data<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as Envelope<T>).data;
}

/** A new verified buyer's bearer header: signed up and verified through the e-mailed link. */
async function newBuyer(request: APIRequestContext) {
  const email = uniqueEmail('calendar-viewer');
  const signup = await request.post('/api/users/signup', {
    data: { first_name: 'Ine', last_name: 'Wouters', email, password: DEMO_PASSWORD, phoneNumber: validPhone() },
  });
  expect(signup.status()).toBe(201);
  const token = new URL(await latestLink(email, '/verify-email')).searchParams.get('token');
  expect((await request.post('/api/users/verify-email', { data: { token } })).status()).toBe(200);
  const session = await data<{ token: string }>(
    await request.post('/api/users/login', { data: { email, password: DEMO_PASSWORD } }),
  );
  return { authorization: `Bearer ${session.token}` };
}

/** One of the seller's published listings with a free slot, and that slot. */
async function sellerSlot(request: APIRequestContext, seller: Record<string, string>) {
  const { items } = await data<{ items: { id: string; title: string }[] }>(
    await request.get('/api/my-properties?status=published&pageSize=50', { headers: seller }),
  );
  for (const listing of items) {
    const { slots } = await data<{ slots: { startsAt: string }[] }>(
      await request.get(`/api/properties/${listing.id}/slots`),
    );
    if (slots[0]) return { listing, startsAt: slots[0].startsAt };
  }
  throw new Error('the demo seller has no published listing with a free viewing slot');
}

test('a seller connects Google Calendar from the profile; a viewing confirmed afterwards arrives in it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await acceptCookies(page);
  const session = await signInThroughApi(page, SELLER);
  const seller = { authorization: `Bearer ${session.token}` };
  // A run on a kept data directory starts from a disconnected calendar too.
  await data(await request.delete('/api/users/me/calendar', { headers: seller }));

  await page.goto('/pseller-profile');
  const section = page.getByRole('region', { name: 'Calendar sync' });
  await expect(section).toContainText('No calendar is connected.', FIRST_LOAD);
  await nextOAuthEmail(SELLER);
  await section.getByRole('button', { name: 'Connect Google Calendar' }).click();
  await expect(page).toHaveURL(/\/auth\/google\/calendar\/callback\?/);
  await expect(swal(page).getByRole('heading', { name: 'Calendar Connected!' })).toBeVisible();
  await swal(page).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/pseller-profile');
  await expect(section.getByText('Google Calendar connected')).toBeVisible();

  const buyer = await newBuyer(request);
  const { listing, startsAt } = await sellerSlot(request, seller);
  const booking = await data<{ id: string }>(
    await request.post('/api/appointments', { headers: buyer, data: { propertyId: listing.id, startsAt } }),
  );
  const confirmed = await request.patch(`/api/appointments/${booking.id}/status`, {
    headers: seller,
    data: { status: 'confirmed' },
  });
  expect(confirmed.status()).toBe(200);

  const eventId = `immora${booking.id.replace(/-/g, '')}`;
  const event = (await googleCalendarEvents()).find((e) => e.id === eventId);
  expect(event?.start?.dateTime).toBe(startsAt);
  expect(event?.summary).toContain(listing.title);

  await page.reload();
  await expect(section).toContainText('Last change sent on');
  await expect(section.getByRole('alert')).toHaveCount(0);
});
