import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { PROFILE_PATHS } from '@immora/shared/data-exports';
import type { Role } from '@immora/shared/roles';
import yauzl from 'yauzl';
import { acceptCookies, DEMO_PASSWORD, login, swal, uniqueEmail, validPhone } from './support/accounts.ts';
import { latestLink } from './support/control.ts';
import { publishListing } from './support/listings.ts';
import { signInThroughApi } from './support/session.ts';
import { apiLogin, freeSlots, listingWithSlots } from './support/viewings.ts';
import { agentWhoChats, chatAsAgent, writeToAgent } from './support/agency-chat.ts';
import { subscribe } from './support/paid-plan.ts';

/**
 * Issue 32, the whole data lifecycle per role (decisions 061 and 063): an account of its own with
 * data of each kind it may hold, its zip downloaded from the profile page and read, the account
 * closed, reopened at sign-in during the grace period, closed again, and erased by the sweep. The
 * other party, the demo owner of the listing it booked, sees the viewing cancelled and signed
 * 'Former user', and the person's own listing (selling roles) gone, back, and gone. Chat is between
 * an agency and its agents only (decision 036): the agency's journey adds an agent of its own and
 * writes to it, and the agent finds the chat signed 'Former user' once the agency is erased.
 * The e2e server erases closed accounts after 90 s and sweeps every 2 s (e2e/support/e2e-server.mjs).
 */

type Envelope<T> = { success: boolean; data: T };
const OWNER = 'agent@immora.be';

/** Reads every entry of a zip into text. */
function unzip(buffer: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const files = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Signs up a verified account of `role` named `firstName lastName` through the API and its e-mailed link. */
async function signUp(request: APIRequestContext, role: Role, firstName: string, lastName: string) {
  const email = uniqueEmail(`privacy-${role}`);
  const extra =
    role === 'buyer' ? {} : { sellerType: role, ...(role === 'agency' ? { agencyName: `Immo ${lastName}` } : {}) };
  const signup = await request.post('/api/users/signup', {
    data: {
      first_name: firstName,
      last_name: lastName,
      email,
      password: DEMO_PASSWORD,
      phoneNumber: validPhone(),
      ...extra,
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const token = new URL(await latestLink(email, '/verify-email')).searchParams.get('token');
  expect((await request.post('/api/users/verify-email', { data: { token } })).status()).toBe(200);
  return email;
}

/** Books one of the listing's free slots (another journey may take the same one first: the next is tried); its id and start. */
async function bookViewing(request: APIRequestContext, token: string, propertyId: string) {
  const slots = await freeSlots(request, propertyId);
  for (const slot of slots.sort(() => Math.random() - 0.5)) {
    const res = await request.post('/api/appointments', {
      headers: { authorization: `Bearer ${token}` },
      data: { propertyId, startsAt: slot.startsAt },
    });
    if (res.status() === 201) return ((await res.json()) as Envelope<{ id: string; startsAt: string }>).data;
    expect(res.status(), await res.text()).toBe(409);
  }
  throw new Error('no free slot left');
}

/**
 * The data the account makes through the API: a viewing of a demo listing for every role; a
 * favourite and a saved search for a buyer (the seeker pages of spec 1 §2); a paid plan and a
 * published listing for the three selling roles.
 */
async function createData(request: APIRequestContext, email: string, role: Role, word: string) {
  const token = await apiLogin(request, email);
  const headers = { authorization: `Bearer ${token}` };
  const viewed = await listingWithSlots(request, OWNER);
  const booked = await bookViewing(request, token, viewed.id);
  if (role === 'buyer') {
    expect((await request.put(`/api/favourites/${viewed.id}`, { headers })).status()).toBe(200);
    const saved = await request.post('/api/saved-searches', {
      headers,
      data: { title: `Search ${word}`, filters: { q: word, city: 'Ghent', type: 'rent' } },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    return { viewed, booked, own: null, agent: null };
  }
  const orderId = await subscribe(request, headers, role);
  const title = `Townhouse ${word}`;
  const own = { orderId, title, id: await publishListing(request, headers, { title }) };
  // An agency's agent of its own, to write to (chat is the agency's and its agents', decision 036).
  const agent = role === 'agency' ? await agentWhoChats(request, token, word) : null;
  return { viewed, booked, own, agent };
}

/** The profile page's 'Download my data': asks, waits for the zip, downloads it and answers its files. */
async function downloadMyData(page: Page, role: Role) {
  await page.goto(PROFILE_PATHS[role]);
  const section = page.getByTestId('data-export');
  await section.getByRole('button', { name: 'Prepare my data' }).click();
  await expect(page.getByText('We are preparing your data. You will get an e-mail when it is ready.')).toBeVisible();
  const download = section.getByRole('button', { name: /^Download \(/ });
  await expect(download).toBeVisible({ timeout: 60_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^immora-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  return unzip(await readFile(path));
}

/** The profile page's 'Close my account': password, last confirmation, signed out with the erasure date. */
async function closeMyAccount(page: Page, role: Role) {
  await page.goto(PROFILE_PATHS[role]);
  const section = page.getByRole('region', { name: 'Close my account' });
  await section.getByLabel('Your password').fill(DEMO_PASSWORD);
  await section.getByRole('button', { name: 'Close my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Close your account?' });
  await expect(dialog).toContainText('Your account is erased on');
  await dialog.getByRole('button', { name: 'Close my account' }).click();
  await expect(swal(page).getByRole('heading', { name: 'Your account is closed' })).toBeVisible();
  await expect(page).toHaveURL('/');
}

/** The other party: the demo owner of the listing the account booked, signed in in a browser of its own. */
async function otherParty(browser: Browser) {
  const context = await browser.newContext();
  const owner = await context.newPage();
  await acceptCookies(owner);
  await signInThroughApi(owner, OWNER);
  return owner;
}

/**
 * The owner's row of the viewing a closed account booked, signed 'Former user' instead of the name.
 * Found by its id: another journey's closed account may have booked the same slot once it was freed.
 */
const viewingRow = (owner: Page, appointmentId: string) =>
  owner.locator(`[data-testid="appointment-row"][data-id="${appointmentId}"]`).filter({ hasText: 'Former user' });

const ROLES: { role: Role; first: string }[] = [
  { role: 'buyer', first: 'Bram' },
  { role: 'pseller', first: 'Pia' },
  { role: 'individual', first: 'Ilse' },
  { role: 'agency', first: 'Arne' },
];

// Sign-up, an export, two closures, a reopening and a 90 s grace on a busy machine.
test.describe.configure({ timeout: 300_000 });

for (const { role, first } of ROLES) {
  test(`${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role} downloads their data, closes the account, reopens it, closes it again and is erased`, async ({
    page,
    browser,
    request,
  }) => {
    const word = `Priv${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const last = `Lifecycle${word}`;
    const name = `${first} ${last}`;
    const email = await signUp(request, role, first, last);
    const { viewed, booked, own, agent } = await createData(request, email, role, word);
    await acceptCookies(page);
    await signInThroughApi(page, email);

    // The zip holds the README and one JSON file per kind, with what was made.
    const files = await downloadMyData(page, role);
    for (const [file, text] of files) if (file.endsWith('.json')) expect(() => JSON.parse(text), file).not.toThrow();
    for (const file of ['profile.json', 'appointments.json', 'listings.json', 'favourites.json', 'invoices.json'])
      expect(files.get('README.txt'), file).toContain(file);
    expect(files.get('profile.json')).toContain(last);
    expect(files.get('profile.json')).toContain(email);
    expect(files.get('appointments.json')).toContain(booked.id);
    if (own) {
      expect(files.get('listings.json')).toContain(own.title);
      expect(files.get('orders-and-subscriptions.json')).toContain(own.orderId);
    } else {
      expect(files.get('favourites.json')).toContain(viewed.id);
      expect(files.get('saved-searches-and-alerts.json')).toContain(`Search ${word}`);
    }

    // The agency writes to its agent.
    const chatLine = `The keys of ${word} are at the office.`;
    if (agent) await writeToAgent(page, agent.name, chatLine);

    // Closed: the owner of the listing it booked sees the viewing cancelled at once, by a 'Former user', and its own listing is taken down.
    await closeMyAccount(page, role);
    const other = await otherParty(browser);
    await other.goto(`/property-appointments/${viewed.id}`);
    const row = viewingRow(other, booked.id);
    await expect(row.getByTestId('appointment-status')).toHaveText('Cancelled');
    await expect(other.getByText(name)).toHaveCount(0);
    if (own) {
      await other.goto(`/single-v1/${own.id}`);
      await expect(other).toHaveURL('/not-found');
    }

    // Signing in during the grace period offers to reopen; reopened, the listing is back.
    await login(page, email);
    const reopen = page.getByRole('alertdialog', { name: 'This account is closed' });
    await expect(reopen).toContainText('It will be erased on');
    await reopen.getByRole('button', { name: 'Reopen my account' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await expect(swal(page)).toBeHidden();
    if (own) {
      await other.goto(`/single-v1/${own.id}`);
      await expect(other.getByRole('heading', { level: 1 })).toContainText(own.title);
    }

    // Closed again and erased once the grace is over (signing in then knows no such account): the
    // owner's history keeps the viewing, cancelled, signed 'Former user'.
    await closeMyAccount(page, role);
    const signInStatus = async () =>
      (await request.post('/api/users/login', { data: { email, password: DEMO_PASSWORD } })).status();
    await expect.poll(signInStatus, { timeout: 200_000, intervals: [3_000] }).toBe(401);
    await other.goto(`/property-appointments/${viewed.id}`);
    await expect(row.getByTestId('appointment-status')).toHaveText('Cancelled');
    await expect(other.getByText(name)).toHaveCount(0);
    // The agency's agent reads the chat in the browser the agency used (signed out since the closure).
    if (agent) await chatAsAgent(page, agent.email, chatLine);
    if (own) {
      await other.goto(`/single-v1/${own.id}`);
      await expect(other).toHaveURL('/not-found');
    }

    // The address is free again: it can sign up anew.
    const again = await request.post('/api/users/signup', {
      data: { first_name: first, last_name: last, email, password: DEMO_PASSWORD, phoneNumber: validPhone() },
    });
    expect(again.status(), await again.text()).toBe(201);
    await other.context().close();
  });
}
