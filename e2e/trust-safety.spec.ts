import { expect, test, type Browser, type Page } from '@playwright/test';
import { acceptCookies, DEMO_PASSWORD, login, swal } from './support/accounts.ts';
import { latestLink } from './support/control.ts';
import { newVerifiedAccount } from './support/new-account.ts';
import { publishListing } from './support/listings.ts';
import { subscribe } from './support/paid-plan.ts';
import { signInThroughApi } from './support/session.ts';

/**
 * Issue 36, trust and safety, one journey: a guest reports a listing in Dutch; staff see the case
 * with its report and signals and hide the listing with a reason; the owner reads why on My
 * properties and appeals; staff see the appeal and restore the listing; staff confirm the owner's
 * BIV/IPI number and the "Verified agent" badge appears on their public profile and their listing's cards. The owner, their
 * listing and subscription are set up through the API.
 */

const STAFF = 'staff@immora.be';
const letters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** A page of its own (cookies, language) for one person of the journey. */
async function personPage(browser: Browser, language = 'en'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await acceptCookies(page);
  await page.addInitScript((lng) => localStorage.setItem('userLanguage', lng), language);
  return page;
}

test('a guest reports a listing, staff hide it, the owner appeals, staff restore it and confirm the agent', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);

  // The owner: a new agent with a BIV/IPI number, a subscription and a listing whose text asks
  // for a deposit by Western Union before any viewing.
  const surname = `Vermeulen${letters()}`;
  await acceptCookies(page);
  const ownerEmail = await newVerifiedAccount(page, 'individual', {
    first_name: 'Tessa',
    last_name: surname,
    licenceNumber: 'BIV 504.123',
  });
  const owner = await signInThroughApi(page, ownerEmail, DEMO_PASSWORD);
  const headers = { authorization: `Bearer ${owner.token}` };
  await subscribe(page.request, headers, 'individual');
  const title = `Loft aan de Leie ${letters()}`;
  const listingId = await publishListing(page.request, headers, {
    title,
    price: 650,
    description:
      'Ruime loft aan de Leie, vlak bij het station. Betaal eerst de waarborg via Western Union, daarna plannen we een bezoek.',
  });

  // A guest reports it, in Dutch.
  const guest = await personPage(browser, 'nl');
  await guest.goto(`/single-v1/${listingId}`);
  await guest.getByRole('button', { name: 'Deze advertentie melden' }).click();
  const report = guest.getByRole('dialog', { name: 'Deze advertentie melden' });
  await report.getByRole('radio', { name: 'Oplichting of nep' }).check();
  await report.getByLabel('Wat viel u op?').fill('Ze vragen een waarborg via Western Union vóór elk bezoek.');
  await report.getByLabel('Uw e-mailadres').fill(`melder-${letters()}@example.be`);
  await report.getByRole('button', { name: 'Melding versturen' }).click();
  await expect(report.getByText('Bedankt. We bekijken uw melding en mailen u onze beslissing.')).toBeVisible();
  await guest.context().close();

  // Staff find the case in the queue and open it: the report and the signals are there.
  const staff = await personPage(browser);
  await signInThroughApi(staff, STAFF);
  await staff.goto('/staff');
  await expect(staff.getByRole('heading', { level: 1, name: 'Moderation queue' })).toBeVisible();
  await staff.getByRole('searchbox').fill(title);
  await staff.getByTestId('case-link').filter({ hasText: title }).click();
  await expect(staff.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(staff.getByTestId('case-report')).toContainText('Scam or fake');
  // The signal rules read the text when it was published: Western Union is a payment word.
  await expect(staff.getByRole('heading', { level: 2, name: /^Signals? \(\d+\)$/ })).toBeVisible();
  await expect(staff.getByText('Payment words in the text (transfer, deposit before a viewing)')).toBeVisible();

  // They hide the listing, with a reason.
  const reason = 'A deposit by Western Union before any viewing is the pattern of rental scams.';
  await staff.getByTestId('case-action-hide_listing').click();
  const hide = staff.getByRole('dialog', { name: 'Hide this listing' });
  await hide.getByRole('button', { name: 'Hide listing' }).click();
  await expect(hide.getByText('Give the reason for this decision')).toBeVisible();
  await hide.getByLabel('Reason').fill(reason);
  await hide.getByRole('button', { name: 'Hide listing' }).click();
  await expect(hide).toBeHidden();
  await expect(staff.getByTestId('case-decision')).toContainText(reason);
  expect((await page.request.get(`/api/properties/${listingId}`)).status()).toBe(404);

  // The owner reads why on My properties and appeals, once.
  await page.goto('/dashboard-my-properties');
  const notice = page.getByTestId('moderation-notice').filter({ hasText: title });
  await expect(notice).toContainText(`Immora has hidden “${title}”`);
  await expect(notice).toContainText(reason);
  await notice.getByRole('button', { name: 'Appeal' }).click();
  const appeal = page.getByRole('dialog', { name: 'Appeal this decision' });
  await appeal.getByLabel('Why do you disagree?').fill('The text was written by a former tenant; I removed it.');
  await appeal.getByRole('button', { name: 'Send appeal' }).click();
  await expect(appeal).toBeHidden();
  await expect(notice.getByTestId('appeal-state')).toContainText('You appealed on');
  await expect(notice.getByRole('button', { name: 'Appeal' })).toHaveCount(0);

  // Staff see the appeal and restore the listing.
  await staff.reload();
  await expect(staff.getByTestId('case-status')).toHaveText('Appealed');
  await expect(staff.getByTestId('case-appeal')).toContainText('written by a former tenant');
  await staff.getByTestId('case-action-restore').click();
  const restore = staff.getByRole('dialog', { name: 'Restore' });
  await restore.getByLabel('Reason').fill('The owner removed the payment request; the listing is fine now.');
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(restore).toBeHidden();
  await expect.poll(async () => (await page.request.get(`/api/properties/${listingId}`)).status()).toBe(200);

  // Staff confirm the owner's BIV/IPI number from the professionals list; the badge appears.
  await page.goto(`/agent-single/${owner.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Tessa ${surname}` })).toBeVisible();
  await expect(page.getByTestId('verified-badge')).toHaveCount(0);
  await staff.goto('/staff/professionals');
  await staff.getByRole('searchbox').fill(surname);
  const row = staff.getByTestId('professional-row').filter({ hasText: surname });
  await row.getByRole('button', { name: `Confirm number of Tessa ${surname}` }).click();
  const confirm = staff.getByRole('dialog', { name: 'Confirm the BIV/IPI number' });
  await confirm.getByLabel('Reason').fill('Checked on the BIV register: number 504.123, active.');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(row.getByTestId('professional-state')).toHaveText('Confirmed');

  await page.reload();
  await expect(page.locator('.pro-head').getByTestId('verified-badge')).toHaveText('Verified agent');
  // And on the card of their listing, on the profile as in search results.
  const card = page.getByTestId('property-card').filter({ hasText: title });
  await expect(card.getByTestId('verified-badge')).toHaveText('Verified agent');
  await page.goto(`/properties?q=${title.split(' ').at(-1)}`);
  await expect(page.getByTestId('property-card').filter({ hasText: title }).getByTestId('verified-badge')).toHaveText(
    'Verified agent',
  );

  // Every decision is in the audit log.
  await staff.goto('/staff/audit');
  await staff.getByRole('searchbox').fill('504.123');
  await expect(staff.getByTestId('audit-row').first()).toContainText('Professional confirmed');
  await staff.context().close();
});

test('staff suspend an owner, who appeals through the link of the e-mail (in Dutch); staff see the appeal', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);

  // The owner (e-mails in Dutch) and a listing a guest reports as a scam, through the API.
  const surname = `Claes${letters()}`;
  await acceptCookies(page);
  const ownerEmail = await newVerifiedAccount(page, 'individual', { first_name: 'Noor', last_name: surname });
  const owner = await signInThroughApi(page, ownerEmail, DEMO_PASSWORD);
  const headers = { authorization: `Bearer ${owner.token}` };
  expect((await page.request.put('/api/users/me/language', { headers, data: { language: 'nl' } })).ok()).toBe(true);
  await subscribe(page.request, headers, 'individual');
  const title = `Studio aan de Schelde ${letters()}`;
  const listingId = await publishListing(page.request, headers, { title, price: 700 });
  const reported = await page.request.post('/api/reports', {
    data: { target: { kind: 'listing', id: listingId }, reason: 'scam', email: `melder-${letters()}@example.be` },
  });
  expect(reported.status()).toBe(201);

  // Staff suspend the account from the case, with a reason.
  const staff = await personPage(browser);
  await signInThroughApi(staff, STAFF);
  await staff.goto('/staff');
  await staff.getByRole('searchbox').fill(title);
  await staff.getByTestId('case-link').filter({ hasText: title }).click();
  await expect(staff.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const reason = 'Three listings with the same photos under different names.';
  await staff.getByTestId('case-action-suspend_account').click();
  const suspend = staff.getByRole('dialog', { name: 'Suspend this account' });
  await suspend.getByLabel('Reason').fill(reason);
  await suspend.getByRole('button', { name: 'Suspend account' }).click();
  await expect(suspend).toBeHidden();
  await expect(staff.getByTestId('case-decision')).toContainText(reason);

  // Signing in is refused, and says the appeal link was e-mailed.
  const signedOut = await personPage(browser);
  await login(signedOut, ownerEmail);
  await expect(swal(signedOut).getByRole('heading', { name: 'Account suspended' })).toBeVisible();
  await expect(swal(signedOut)).toContainText(
    'We e-mailed you why, with a link to appeal the decision without signing in.',
  );

  // The link of the suspension e-mail opens the decision in Dutch, and takes one appeal.
  await signedOut.goto(await latestLink(ownerEmail, '/appeal?token='));
  await expect(signedOut.getByRole('heading', { level: 1, name: 'Uw account is geschorst' })).toBeVisible();
  await expect(signedOut.getByTestId('appeal-decision')).toContainText(reason);
  await signedOut.getByRole('button', { name: 'Bezwaar versturen' }).click();
  await expect(signedOut.getByText('Schrijf waarom u het er niet mee eens bent (1 tot 2000 tekens)')).toBeVisible();
  await signedOut
    .getByLabel('Waarom bent u het er niet mee eens?')
    .fill('Die foto’s zijn van mijn eigen studio; de andere zoekertjes zijn niet van mij.');
  await signedOut.getByRole('button', { name: 'Bezwaar versturen' }).click();
  await expect(signedOut.getByRole('heading', { level: 1, name: 'Uw bezwaar is verstuurd' })).toBeVisible();
  await expect(signedOut.getByTestId('appeal-text')).toContainText('van mijn eigen studio');
  // Opened again (without the link's ?lang=, so in this browser's English): the appeal is there, no form.
  await signedOut.reload();
  await expect(signedOut.getByRole('heading', { level: 1, name: 'Your appeal was sent' })).toBeVisible();
  await expect(signedOut.getByRole('button', { name: 'Send appeal' })).toHaveCount(0);
  await signedOut.context().close();

  // Staff see the case back in the queue as appealed, with the owner's words.
  // The queue's search finds it by its title alone.
  await staff.goto('/staff?status=appealed');
  await staff.getByRole('searchbox').fill(title);
  await expect(staff).toHaveURL(/[?&]q=Studio/);
  await expect(staff.getByTestId('case-link')).toHaveText([title]);
  await staff.getByTestId('case-link').click();
  await expect(staff.getByTestId('case-status')).toHaveText('Appealed');
  await expect(staff.getByTestId('case-appeal')).toContainText('van mijn eigen studio');
  await staff.context().close();
});
