import { expect, test } from '@playwright/test';
import { acceptCookies } from './support/accounts.ts';
import { signInThroughApi } from './support/session.ts';
import { apiLogin, freeSlots, listingWithSlots, newBuyer } from './support/viewings.ts';
import { FIRST_LOAD } from './support/first-load.ts';

/** A last name no other journey uses, so the owner's list can be searched for it. */
const uniqueLastName = () =>
  `Verhome${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

test("a buyer's home shows the viewing it booked; the seller's home its credits, listings and viewings, and the shared profile opens", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const lastName = uniqueLastName();
  const buyer = await newBuyer(request, lastName, 'Ellen');
  const listing = await listingWithSlots(request, 'seller@immora.be');
  const [slot] = await freeSlots(request, listing.id);
  const booked = await request.post('/api/appointments', {
    headers: { authorization: `Bearer ${await apiLogin(request, buyer)}` },
    data: { propertyId: listing.id, startsAt: slot!.startsAt, profileShared: true },
  });
  expect(booked.status()).toBe(201);

  // The buyer's home: its figures and the one upcoming viewing, as a card.
  await acceptCookies(page);
  await signInThroughApi(page, buyer);
  await page.goto('/user-home');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ellen!' })).toBeVisible();
  await expect(page.getByTestId('home-bookedAppointments')).toContainText('1');
  await expect(page.getByTestId('home-savedSearches')).toContainText('0');
  const card = page.getByTestId('upcoming-appointment');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('link', { name: listing.title })).toBeVisible();
  await expect(card.getByTestId('appointment-status')).toHaveText('Pending');

  // The seller's home: the seeded credits and listings, and the upcoming viewings.
  const seller = await (await browser.newContext()).newPage();
  await acceptCookies(seller);
  await signInThroughApi(seller, 'seller@immora.be');
  await seller.goto('/pseller-home');
  await expect(seller.getByTestId('credits-total')).toContainText('60', FIRST_LOAD);
  await expect(seller.getByTestId('listing-row').first()).toBeVisible();
  await expect(seller.getByTestId('upcoming-appointment').first()).toBeVisible();

  // From the appointments list, the seller opens the profile the buyer shared.
  await seller
    .getByRole('link', { name: /View all/ })
    .last()
    .click();
  await expect(seller).toHaveURL(/\/pseller-appointments/);
  await seller.getByRole('searchbox').fill(lastName);
  // The search's answer first: a row clicked at the moment the search lands could move under the
  // pointer, as for anyone. (A press that itself leaves the box is safe: the search waits for
  // the click, data-table.test.tsx.)
  await expect(seller).toHaveURL(new RegExp(`[?&]q=${lastName}`));
  await expect(seller.locator('.data-table-kit__rows[aria-busy="true"]')).toHaveCount(0);
  const row = seller.getByTestId('appointment-row').filter({ hasText: lastName });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `View the profile Ellen ${lastName} shared` }).click();
  const dialog = seller.getByRole('dialog', { name: 'Client profile' });
  await expect(dialog.getByTestId('profile-view')).toContainText(`Ellen ${lastName}`);
  await expect(dialog.getByRole('link', { name: buyer })).toHaveAttribute('href', `mailto:${buyer}`);
});
