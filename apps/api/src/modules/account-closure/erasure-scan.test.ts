import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import {
  bearer,
  createAccount,
  createPlan,
  createSubscription,
  DEFAULT_PASSWORD,
  signIn,
} from '../../../test/account-factories.ts';
import { bookViewing, chatBetween, clientIps, runningAuctionWithBid } from '../../../test/closure-fixtures.ts';
import { CONTACT, CUSTOMER, LEAD, OPPORTUNITY } from '../../../test/crm-fixtures.ts';
import { createProperty } from '../../../test/factories.ts';
import { agencies } from '../../../src/db/schema/agencies.ts';
import { agentRequests } from '../../../src/db/schema/agency-team.ts';
import { alertSubscriptions } from '../../../src/db/schema/alerts.ts';
import { appointments } from '../../../src/db/schema/appointments.ts';
import { crmSharingRefusals } from '../../../src/db/schema/crm-sharing.ts';
import { sentEmails } from '../../../src/db/schema/emails.ts';
import { dataExports } from '../../../src/db/schema/data-exports.ts';
import { invoices } from '../../../src/db/schema/invoices.ts';
import { favourites, savedSearches } from '../../../src/db/schema/marketplace.ts';
import { newsletterSubscribers } from '../../../src/db/schema/newsletter.ts';
import { orders } from '../../../src/db/schema/orders.ts';
import { workingDays } from '../../../src/db/schema/profiles.ts';
import { propertyPhotos } from '../../../src/db/schema/properties.ts';
import { reviews } from '../../../src/db/schema/reviews.ts';
import { users } from '../../../src/db/schema/users.ts';
import { signupAddresses } from '../../../src/db/schema/auth.ts';
import { sweepRetention } from '../retention/retention-sweep.ts';

/**
 * Issue 32's proof of erasure (decision 061): a person with data of every kind closes the account,
 * the sweep erases it, and a scan of every text, varchar and JSON column of every table (read from
 * information_schema, so a table added later is scanned too) finds their e-mail, names and phone
 * nowhere but in the invoices still inside the accounting period — and nowhere once those are past it.
 */
const PUBLIC_URL = 'https://immora.test';
const DAY = 86_400_000;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL });
});
afterAll(() => ctx.close());

const nextIp = clientIps('10.61');
const send = (method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url, payload, headers, remoteAddress: nextIp() });
const created = async (res: Awaited<ReturnType<typeof send>>) => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data;
};

const PERSON = {
  email: `zebulon.quixwright-${randomUUID().slice(0, 6)}@example.be`,
  firstName: 'Zebulon',
  lastName: 'Quixwright',
  phone: '+32 470 99 88 77',
};
const PHONE_DIGITS = '470998877';
const signature = `Kind regards, ${PERSON.firstName} ${PERSON.lastName}, ${PERSON.phone}, ${PERSON.email}`;

/** Every table column that can hold text: the scan's list, from the database's own catalogue. */
async function textColumns() {
  return ctx.database.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema()
        AND table_name IN (SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE')
        AND (data_type IN ('text', 'character varying', 'character', 'json', 'jsonb') OR udt_name IN ('_text', '_varchar'))
      ORDER BY table_name, column_name`,
  );
}

/** Where the person still appears: `table.column` → rows, over every text column; and the tables scanned. */
async function scan() {
  const needles = [PERSON.email, PERSON.firstName, PERSON.lastName].map((n) => n.toLowerCase());
  const hits: Record<string, number> = {};
  const scanned = new Set<string>();
  for (const { table_name: table, column_name: column } of await textColumns()) {
    scanned.add(table);
    const value = `"${column}"::text`;
    const [row] = await ctx.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${table}"
        WHERE position($1 in lower(${value})) > 0 OR position($2 in lower(${value})) > 0 OR position($3 in lower(${value})) > 0
           OR position($4 in regexp_replace(${value}, '[^0-9]', '', 'g')) > 0`,
      [...needles, PHONE_DIGITS],
    );
    if (row!.n > 0) hits[`${table}.${column}`] = row!.n;
  }
  return { hits, scanned: [...scanned].sort() };
}

/** The person, with something of every kind Immora keeps; answers what the checks need. */
async function personWithEverything() {
  const plan = await createPlan(ctx.database, { audience: 'individual' });
  const person = await createAccount(ctx.database, {
    role: 'individual',
    email: PERSON.email,
    firstName: PERSON.firstName,
    lastName: PERSON.lastName,
    phoneNumber: PERSON.phone,
    language: 'nl',
    bio: signature,
    licenceNumber: 'IPI-509.999',
    companyEmail: PERSON.email,
    googleCalendarAuth: { accessToken: `token-of-${PERSON.email}` },
    pendingEmail: `new-${PERSON.email}`,
  });
  await createSubscription(ctx.database, person.id, plan.id);
  const headers = bearer(await signIn(ctx.app, person.email, DEFAULT_PASSWORD, nextIp()));
  await signIn(ctx.app, person.email, DEFAULT_PASSWORD, nextIp()); // a second session

  // Others: a seller whose house the person visits, an agent the person writes to, a visitor of the person's listing.
  const seller = await createAccount(ctx.database, { role: 'pseller', firstName: 'Hanne', lastName: 'Goossens' });
  const sellerHouse = await createProperty(ctx.database, seller.id, { title: 'Huis in Leuven' });
  const agent = await createAccount(ctx.database, { role: 'individual', firstName: 'Pieter', lastName: 'Smet' });
  await createSubscription(ctx.database, agent.id, plan.id);
  const agentFlat = await createProperty(ctx.database, agent.id, { title: 'Flat in Gent' });
  const visitor = await createAccount(ctx.database, { firstName: 'Eva', lastName: 'Wouters' });
  const agency = await createAccount(ctx.database, { role: 'agency', firstName: 'Kantoor', lastName: 'Noord' });
  const [agencyRow] = await ctx.database.db
    .insert(agencies)
    .values({
      ownerId: agency.id,
      name: 'Noord Vastgoed',
      email: 'info@noord.example.be',
      phone: '031234567',
      address: 'Meir 2',
    })
    .returning();

  // The person's listings: a published one with a stored photo, a draft, an auction with a bid.
  const listing = await createProperty(ctx.database, person.id, {
    title: `Loft van ${PERSON.firstName}`,
    description: `Call ${PERSON.firstName} ${PERSON.lastName} on ${PERSON.phone}.`,
  });
  const photoKey = `properties/${listing.id}/${randomUUID()}-gallery.jpg`;
  const photoUrl = await ctx.app.storage.put(photoKey, Buffer.from('jpeg bytes'), 'image/jpeg');
  await ctx.database.db.insert(propertyPhotos).values({
    propertyId: listing.id,
    position: 1,
    url: photoUrl,
    thumbnailUrl: photoUrl,
    width: 2048,
    height: 1152,
  });
  const pictureKey = `avatars/${person.id}/${randomUUID()}.jpg`;
  const pictureUrl = await ctx.app.storage.put(pictureKey, Buffer.from('face'), 'image/jpeg');
  await ctx.database.db.update(users).set({ profilePicture: pictureUrl }).where(eq(users.id, person.id));
  await createProperty(ctx.database, person.id, { status: 'draft', title: `Concept van ${PERSON.lastName}` });
  const auctioned = await createProperty(ctx.database, person.id, { type: 'auction', title: 'Veiling Quixwright' });
  await runningAuctionWithBid(ctx.database, auctioned.id, person.id, visitor.id);

  // As a seeker: a favourite, a saved search with its alert, a viewing (with a message) and its review.
  await ctx.database.db.insert(favourites).values({ userId: person.id, propertyId: sellerHouse.id });
  const [search] = await ctx.database.db
    .insert(savedSearches)
    .values({ userId: person.id, title: `${PERSON.firstName}'s Leuven search`, filters: { city: 'Leuven' } })
    .returning();
  await ctx.database.db
    .insert(alertSubscriptions)
    .values({ userId: person.id, kind: 'search', savedSearchId: search!.id, frequency: 'daily' });
  const past = await bookViewing(ctx.database, sellerHouse.id, person.id, -3);
  await ctx.database.db.update(appointments).set({ status: 'completed' }).where(eq(appointments.id, past.id));
  const visit = await bookViewing(
    ctx.database,
    sellerHouse.id,
    person.id,
    2,
    `This is ${PERSON.firstName}, ${PERSON.phone}`,
  );
  await ctx.database.db.insert(reviews).values({
    appointmentId: past.id,
    reviewerId: person.id,
    subjectId: seller.id,
    rating: 5,
    text: 'Bright house, kind owner.',
  });
  // A visitor books the person's listing (cancelled at closure, gone with the listing).
  await bookViewing(ctx.database, listing.id, visitor.id);
  // The contact form of the agent's flat: a lead for the agent, and a CRM lead made of it.
  await created(
    await send(
      'POST',
      `/api/properties/${agentFlat.id}/contact`,
      {
        name: `${PERSON.firstName} ${PERSON.lastName}`,
        email: PERSON.email,
        phone: PERSON.phone,
        message: 'Is it still free?',
      },
      headers,
    ),
  );
  // Reports of others' listings (decision 081): one signed in, one as a guest with the person's
  // address, whose key for "one open report per reporter" is made of it.
  await created(
    await send(
      'POST',
      '/api/reports',
      { target: { kind: 'listing', id: agentFlat.id }, reason: 'wrong_details' },
      headers,
    ),
  );
  await created(
    await send('POST', '/api/reports', {
      target: { kind: 'listing', id: sellerHouse.id },
      reason: 'other',
      email: PERSON.email.toUpperCase(),
    }),
  );
  // Chats, both ways.
  const chat = await chatBetween(ctx.database, person.id, agent.id, 'Thank you for the visit.');
  await chatBetween(ctx.database, seller.id, person.id, 'You are welcome.');

  // As a professional: CRM records (each mentioning the person), an e-mail template, a sent e-mail, working hours.
  await created(await send('POST', '/api/crm/leads', { ...LEAD, notes: signature }, headers));
  await created(await send('POST', '/api/crm/customers', { ...CUSTOMER, address: signature.slice(0, 100) }, headers));
  await created(await send('POST', '/api/crm/opportunities', { ...OPPORTUNITY, notes: signature }, headers));
  await created(
    await send(
      'POST',
      '/api/crm/contacts',
      { ...CONTACT, email: `contact-${randomUUID().slice(0, 6)}@example.be` },
      headers,
    ),
  );
  await created(
    await send(
      'POST',
      '/api/emails/templates',
      { name: 'Follow-up', subject: 'After the visit', body: signature },
      headers,
    ),
  );
  await ctx.database.db.insert(sentEmails).values({
    ownerId: person.id,
    recipientKind: 'contact',
    recipientId: randomUUID(),
    recipientEmail: 'sofie.maes@example.be',
    recipientName: 'Sofie Maes',
    replyTo: PERSON.email,
    subject: 'After the visit',
    body: signature,
    status: 'sent',
  });
  await ctx.database.db.insert(workingDays).values({ ownerId: person.id, weekday: 1, status: 'open' });
  await created(await send('POST', '/api/appointments/feed', {}, headers));
  await ctx.database.db.insert(agentRequests).values({ agentId: person.id, agencyId: agencyRow!.id });
  await ctx.database.db.insert(crmSharingRefusals).values({ customerEmail: PERSON.email, holderUserId: agent.id });

  // Billing: a paid order and its invoice with the billing identity.
  const [order] = await ctx.database.db
    .insert(orders)
    .values({
      userId: person.id,
      provider: 'test',
      status: 'paid',
      billingPeriod: 'month',
      totalCents: 59_00,
      paidAt: new Date(),
    })
    .returning();
  const year = new Date().getUTCFullYear();
  await ctx.database.db.insert(invoices).values({
    number: `${year}-${randomUUID().slice(0, 6)}`,
    year,
    sequence: Math.floor(Math.random() * 1e6),
    orderId: order!.id,
    userId: person.id,
    status: 'paid',
    issuedAt: new Date(),
    periodEndsAt: new Date(Date.now() + 30 * DAY),
    customer: {
      name: `${PERSON.firstName} ${PERSON.lastName}`,
      email: PERSON.email,
      company: null,
      vatNumber: null,
      address: null,
    },
    netCents: 48_76,
    vatCents: 10_24,
    vatRate: 21,
    totalCents: 59_00,
    remainingCredits: 0,
  });

  // Traces of the address: a failed sign-in, a reset request (its link and e-mail), the newsletter.
  expect((await send('POST', '/api/users/login', { email: PERSON.email, password: 'wrong-password' })).statusCode).toBe(
    401,
  );
  await send('POST', '/api/users/password-reset-request', { email: PERSON.email });
  await ctx.app.accountMail.drain();
  await ctx.database.db.insert(newsletterSubscribers).values({ email: PERSON.email });
  // The client address the account was created from (decision 080).
  await ctx.database.db.insert(signupAddresses).values({ userId: person.id, address: '10.61.200.1' });

  return { person, headers, listing, photoKey, pictureKey, visit, chat, seller, agent };
}

describe('erasing a closed account', () => {
  it('leaves the person nowhere in any text or JSON column but in invoices kept for the accounting period', async () => {
    const { person, headers, photoKey, pictureKey, visit, chat, seller, agent } = await personWithEverything();
    const before = await scan();
    // The data is there: the scan would see it.
    for (const column of [
      'users.email',
      'properties.description',
      'crm_leads.notes',
      'email_templates.body',
      'invoices.customer',
      'moderation_reports.reporter_email',
      'moderation_reports.reporter_key',
    ])
      expect(before.hits[column], column).toBeGreaterThan(0);

    // A 'Download my data' zip built before closing holds everything: it goes with the account.
    expect((await send('POST', '/api/users/me/export', {}, headers)).statusCode).toBe(202);
    expect(await ctx.app.dataExports.run()).toBe(1);
    const [zip] = await ctx.database.db.select().from(dataExports).where(eq(dataExports.userId, person.id));
    expect(await ctx.app.privateFiles.read(zip!.fileKey!)).not.toBeNull();

    const closed = await created(await send('POST', '/api/users/me/close', { password: DEFAULT_PASSWORD }, headers));
    const eraseAfter = new Date(closed.eraseAfter);
    expect(await ctx.app.accountErasure.run(new Date(eraseAfter.getTime() + 1000))).toBe(1);

    const after = await scan();
    const tables = [...new Set((await textColumns()).map((c) => c.table_name))].sort();
    expect(after.scanned).toEqual(tables);
    for (const table of [
      'users',
      'email_outbox',
      'chat_messages',
      'crm_leads',
      'invoices',
      'sessions',
      'auth_failures',
    ])
      expect(after.scanned).toContain(table);
    console.info(`erasure scan: ${after.scanned.length} tables scanned: ${after.scanned.join(', ')}`);
    expect(after.hits).toEqual({ 'invoices.customer': 1 });
    expect(await ctx.database.db.$count(signupAddresses, eq(signupAddresses.userId, person.id))).toBe(0);

    // What stays for the others: the viewing they hosted (without the person's message), the chat, the review.
    const [kept] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, visit.id));
    expect(kept).toMatchObject({ status: 'cancelled', message: '' });
    const messages = await ctx.app.inject({
      method: 'GET',
      url: `/api/chat/messages/${chat.id}`,
      headers: bearer(await signIn(ctx.app, agent.email, DEFAULT_PASSWORD, nextIp())),
    });
    expect(messages.json().data[0]).toMatchObject({
      content: 'Thank you for the visit.',
      sender: { name: 'Former user' },
    });
    const [review] = await ctx.database.db.select().from(reviews).where(eq(reviews.subjectId, seller.id));
    expect(review).toMatchObject({ reviewerId: person.id, text: 'Bright house, kind owner.' });
    // Files are gone too.
    expect(await ctx.app.storage.get(photoKey)).toBeNull();
    expect(await ctx.app.storage.get(pictureKey)).toBeNull();
    expect(await ctx.app.privateFiles.read(zip!.fileKey!)).toBeNull();
    expect(await ctx.database.db.select().from(dataExports).where(eq(dataExports.userId, person.id))).toEqual([]);

    // Ten years after the invoice's year, the invoice retention sweep takes the last trace.
    const later = new Date(Date.UTC(new Date().getUTCFullYear() + 11, 0, 2));
    await sweepRetention({ db: ctx.database.db, dataDir: ctx.dataDir, files: ctx.app.privateFiles }, later);
    expect((await scan()).hits).toEqual({});
  });
});
