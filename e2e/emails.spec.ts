import { expect, test } from '@playwright/test';
import { acceptCookies, swal, uniqueEmail } from './support/accounts.ts';
import { mailsTo } from './support/control.ts';
import { apiPost, signInThroughApi } from './support/session.ts';

type MyListing = { id: string; title: string };

test('an agent writes a template, e-mails it to a new lead, sees it in Sent, and the lead receives it filled in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await acceptCookies(page);
  const { token } = await signInThroughApi(page, 'agent@immora.be');

  // A lead through the listing's contact form, as a visitor sends it.
  const mine = await page.request.get('/api/my-properties?status=published&pageSize=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  const listing = ((await mine.json()) as { data: { items: MyListing[] } }).data.items[0]!;
  const leadEmail = uniqueEmail('lead');
  const last = `Maes${Date.now().toString(36)}`;
  await apiPost(page, `/api/properties/${listing.id}/contact`, {
    name: `Zoë ${last}`,
    email: leadEmail,
    message: 'Is this property still available for a visit?',
  });

  // Templates: add one with placeholders from the buttons.
  await page.goto('/dashboard-emails?tab=templates');
  await page.getByRole('button', { name: 'Add template' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add template' });
  const name = `Follow-up ${last}`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Subject').fill('About {{propertyTitle}}');
  await dialog.getByLabel('Message').fill('Hello ');
  await dialog.getByRole('button', { name: '{{firstName}}' }).click();
  await dialog.getByLabel('Message').press('End');
  await dialog.getByLabel('Message').pressSequentially(', thank you for your message. {{senderName}}');
  await dialog.getByRole('button', { name: 'Save template' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('template-row').filter({ hasText: name })).toHaveCount(1);

  // Compose: the new lead, the template, Send with the spec's feedback.
  await page.getByRole('tab', { name: 'Compose' }).click();
  await page.getByLabel('Search a name, e-mail or listing').fill(last);
  const option = page.getByTestId('recipient-option').filter({ hasText: leadEmail });
  await expect(option).toHaveCount(1);
  await option.click();
  await expect(page.getByTestId('recipient-chip')).toHaveText([`Zoë ${last}`]);
  await page.getByLabel('Template').selectOption({ label: name });
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByTestId('email-preview')).toContainText(`About ${listing.title}`);
  await expect(page.getByTestId('email-preview')).toContainText('Hello Zoë, thank you for your message.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(swal(page)).toContainText('Email send');
  await expect(swal(page)).toContainText('Check you emails');
  await swal(page).getByRole('button', { name: 'OK' }).click();
  // The dialog closes and gives the page back (SweetAlert2 hides the page from assistive
  // technology while it is open, and a role query then finds no tab).
  await expect(swal(page)).toBeHidden();
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true');

  // Sent: the row with its status.
  await page.getByRole('tab', { name: 'Sent' }).click();
  const row = page.getByTestId('sent-row').filter({ hasText: leadEmail });
  await expect(row).toContainText(`About ${listing.title}`);
  await expect(row).toContainText('Sent');

  // The message reached the mail server with the placeholders filled in.
  await expect.poll(async () => (await mailsTo(leadEmail)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await mailsTo(leadEmail);
  expect(mail!.subject).toBe(`About ${listing.title}`);
  expect(mail!.text).toContain('Hello Zoë, thank you for your message. Nicolas Van Houtte');
});
