import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser } from '@playwright/test';
import { acceptCookies, DEMO_PASSWORD, swal } from './support/accounts.ts';
import { mailsTo } from './support/control.ts';
import { signInThroughApi } from './support/session.ts';
import { apiLogin, listingWithSlots, newBuyer } from './support/viewings.ts';

type Envelope<T> = { success: boolean; data: T; error?: { message: string } };

const agentListing = (request: APIRequestContext) => listingWithSlots(request, 'agent@immora.be');

async function ownerPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await acceptCookies(page);
  await signInThroughApi(page, 'agent@immora.be');
  return page;
}

test('a viewing is booked, confirmed, seen, rescheduled with an .ics e-mail, and its slot cannot be booked twice', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [buyer, second] = [await newBuyer(request, 'Jacobs'), await newBuyer(request, 'Maes')];
  const listing = await agentListing(request);
  await acceptCookies(page);

  // A guest picks a slot, is sent to sign in, and comes back to the same slot.
  await page.goto(`/single-v1/${listing.id}`);
  const panel = page.getByTestId('booking-panel');
  await expect(panel.getByRole('heading', { name: 'Book a viewing' })).toBeVisible();
  const slot = panel.getByTestId('booking-slot').first();
  const startsAt = (await slot.getAttribute('data-starts-at'))!;
  await slot.click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(buyer);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/single-v1/${listing.id}\\?slot=`));
  await expect(swal(page)).toBeHidden();
  const confirm = page.getByRole('dialog', { name: 'Confirm your viewing' });
  await confirm.getByRole('radio', { name: 'Video call' }).check();
  await confirm.getByLabel('Message to the owner (optional)').fill('Can we see the garden too?');
  await confirm.getByRole('button', { name: 'Book viewing' }).click();
  await expect(panel.getByRole('status')).toContainText('is booked');
  // The booked slot is no longer offered.
  await expect(panel.locator(`[data-starts-at="${startsAt}"]`)).toHaveCount(0);

  // The owner confirms it on the listing's appointments page.
  const owner = await ownerPage(browser);
  await owner.goto(`/property-appointments/${listing.id}`);
  await expect(owner.getByRole('link', { name: 'Back to properties' })).toHaveAttribute(
    'href',
    '/dashboard-my-properties',
  );
  const row = owner.getByTestId('appointment-row').filter({ hasText: 'Sofie Jacobs' });
  await expect(row.getByTestId('appointment-status')).toHaveText('Pending');
  await expect(row).toContainText('Video call');
  await row.getByRole('button', { name: /Actions for the appointment/ }).click();
  await owner.getByRole('menuitem', { name: 'Update status' }).click();
  const statusDialog = owner.getByRole('dialog', { name: 'Update status' });
  await statusDialog.getByRole('radio', { name: /Confirmed/ }).check();
  await statusDialog.getByRole('button', { name: 'Save status' }).click();
  await expect(row.getByTestId('appointment-status')).toHaveText('Confirmed');

  // The buyer sees it confirmed.
  await page.goto('/user-appointments');
  const mine = page.getByTestId('appointment-row').filter({ hasText: listing.title });
  await expect(mine.getByTestId('appointment-status')).toHaveText('Confirmed');
  await expect(mine.getByRole('button', { name: /Cancel the appointment/ })).toBeVisible();

  // The owner reschedules it to another free slot.
  await row.getByRole('button', { name: /Actions for the appointment/ }).click();
  await owner.getByRole('menuitem', { name: 'Reschedule' }).click();
  const moveDialog = owner.getByRole('dialog', { name: 'Reschedule the appointment' });
  const date = moveDialog.getByLabel('Date', { exact: true });
  await date.selectOption({ index: 2 });
  const time = moveDialog.getByLabel('Time', { exact: true });
  await expect(time).toBeEnabled();
  const newStart = await time.inputValue();
  expect(newStart).not.toBe('');
  await moveDialog.getByRole('button', { name: 'Reschedule' }).click();
  await expect(owner.getByText('Appointment Rescheduled')).toBeVisible();
  await expect(moveDialog).toBeHidden();

  // The buyer receives the new time with the calendar invitation (same UID, a higher SEQUENCE).
  let invite = '';
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(buyer)).find((m) => m.subject.startsWith('Viewing rescheduled'));
        invite = mail?.attachments.find((a) => a.filename === 'invite.ics')?.content.replace(/\r\n /g, '') ?? '';
        return invite !== '';
      },
      { timeout: 15_000, message: 'the reschedule e-mail with invite.ics' },
    )
    .toBe(true);
  expect(invite).toContain('METHOD:REQUEST');
  expect(invite).toContain('SEQUENCE:2');
  expect(invite).toContain(`DTSTART:${newStart.replace(/[-:]/g, '').replace('.000', '')}`);
  const booking = (await mailsTo(buyer)).find((m) => m.subject.startsWith('Viewing requested'))!;
  const uid = /UID:(\S+)/.exec(booking.attachments[0]!.content)![1];
  expect(invite).toContain(`UID:${uid}`);

  // A second buyer cannot book that slot: it is not offered, and the API refuses it.
  const other = await apiLogin(request, second);
  const refused = await request.post('/api/appointments', {
    headers: { authorization: `Bearer ${other}` },
    data: { propertyId: listing.id, startsAt: newStart },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as Envelope<unknown>).error!.message).toBe(
    'This time slot is no longer available. Please choose another one.',
  );
  const secondPage = await (await browser.newContext()).newPage();
  await acceptCookies(secondPage);
  await signInThroughApi(secondPage, second);
  await secondPage.goto(`/single-v1/${listing.id}`);
  await expect(secondPage.getByTestId('booking-slot').first()).toBeVisible();
  await expect(secondPage.locator(`[data-starts-at="${newStart}"]`)).toHaveCount(0);
});
