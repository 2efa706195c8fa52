import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_ANCHOR } from '@immora/shared/data-exports';
import { signupAddresses } from '../../db/schema/auth.ts';
import { chatMembers, chatMessages, chats } from '../../db/schema/chat.ts';
import { crmContacts } from '../../db/schema/crm.ts';
import { dataExports } from '../../db/schema/data-exports.ts';
import { propertyPriceHistory } from '../../db/schema/marketplace.ts';
import { propertyPhotos, properties } from '../../db/schema/properties.ts';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createPlan } from '../../../test/account-factories.ts';
import { signedIn } from '../../../test/billing-factories.ts';
import { createProperty, createUser } from '../../../test/factories.ts';
import { outboxFor } from '../../../test/mail-outbox.ts';
import { signedInStaff } from '../../../test/staff-session.ts';
import { zipEntries } from '../../../test/zip-entries.ts';
import { sweepDataExports } from '../retention/data-export-retention.ts';
import { EXPORT_FILES } from './export-readme.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Caller = Awaited<ReturnType<typeof signedIn>>;
const DAY = 86_400_000;

/** An agency writing in Dutch with a listing in Dutch and French (a stored photo, a price change), a chat both ways, a CRM contact and a paid invoice. */
async function agencyWithData() {
  const me = await signedIn(ctx.app, ctx.database, 'agency');
  const { db } = ctx.database;
  await db.update(users).set({ language: 'nl', firstName: 'Lotte' }).where(eq(users.id, me.user.id));
  const listing = await createProperty(ctx.database, me.user.id, {
    language: 'nl',
    title: 'Herenhuis aan de Leie met stadstuin',
    description: 'Ruim herenhuis met vier slaapkamers.',
    translations: { fr: { title: 'Maison de maître au bord de la Lys', description: 'Grande maison de maître.' } },
  });
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();
  const url = await ctx.app.storage.put(`properties/${listing.id}/export-photo.jpg`, jpeg, 'image/jpeg');
  await db.update(propertyPhotos).set({ url }).where(eq(propertyPhotos.propertyId, listing.id));
  await db.insert(propertyPriceHistory).values([
    { propertyId: listing.id, priceCents: 450_000_00, changedAt: new Date(Date.now() - 10 * DAY) },
    { propertyId: listing.id, priceCents: 425_000_00 },
  ]);
  const other = await createUser(ctx.database, { role: 'buyer', firstName: 'Jan', lastName: 'Claes' });
  const [chat] = await db
    .insert(chats)
    .values({ kind: 'one_on_one', pairKey: [me.user.id, other.id].sort().join(':') })
    .returning();
  await db.insert(chatMembers).values([
    { chatId: chat!.id, userId: me.user.id },
    { chatId: chat!.id, userId: other.id },
  ]);
  await db.insert(chatMessages).values([
    { chatId: chat!.id, senderId: other.id, clientMessageId: 'c1', content: 'Is het huis nog vrij?' },
    { chatId: chat!.id, senderId: me.user.id, clientMessageId: 'c2', content: 'Ja, bezoek kan zaterdag.' },
  ]);
  await db.insert(crmContacts).values({
    ownerId: me.user.id,
    firstName: 'Sofie',
    lastName: 'Maes',
    email: 'sofie.maes@example.be',
    phone: '0497654321',
    budgetCents: 1_250_00,
    propertyTypes: ['apartments'],
    type: 'rent',
  });
  const plan = await createPlan(ctx.database, { name: 'Agency Basic', monthlyPriceCents: 14_999, credits: 50 });
  const order = await me.call('POST', '/api/checkout', { billing: 'month', items: [{ planId: plan.id, quantity: 1 }] });
  await me.call('POST', `/api/checkout/test/${order.body.data.orderId}`, { outcome: 'succeed' });
  return { me, listing, jpeg };
}

async function download(who: Caller, id: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/users/me/export/${id}/download`,
    headers: { authorization: `Bearer ${who.token}` },
  });
}

describe('Download my data', () => {
  it('202, then the job builds one zip with every kind; the e-mail in Dutch links to the profile', async () => {
    const { me, listing, jpeg } = await agencyWithData();
    const asked = await me.call('POST', '/api/users/me/export');
    expect(asked.status).toBe(202);
    expect(asked.body.data).toMatchObject({ state: 'queued', readyAt: null });
    expect((await me.call('GET', '/api/users/me/export')).body.data.items[0].state).toBe('queued');

    expect(await ctx.app.dataExports.run()).toBe(1);
    const list = (await me.call('GET', '/api/users/me/export')).body.data;
    expect(list.items[0]).toMatchObject({ id: asked.body.data.id, state: 'ready' });
    expect(new Date(list.items[0].expiresAt).getTime() - new Date(list.items[0].readyAt).getTime()).toBe(7 * DAY);
    expect(list.nextAllowedAt).not.toBeNull();

    const res = await download(me, asked.body.data.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = await zipEntries(res.rawPayload);
    // Every file and folder the README describes is in the zip (the agency has data of each kind).
    const names = [...files.keys()];
    for (const file of ['README.txt', ...EXPORT_FILES, 'crm/contacts.json', 'crm/contacts.csv'])
      expect(
        names.some((name) => (file.endsWith('/') ? name.startsWith(file) : name === file)),
        file,
      ).toBe(true);
    const json = (name: string) => JSON.parse(files.get(name)!.toString('utf8'));

    const readme = files.get('README.txt')!.toString('utf8');
    expect(readme).toContain('Je gegevens bij Immora');
    expect(readme).toContain('Your data at Immora');
    expect(readme).toMatch(/chat-messages\.json\s+De chatberichten/);

    const profile = json('profile.json');
    expect(profile.account).toMatchObject({ id: me.user.id, email: me.user.email, language: 'nl', hasPassword: true });
    expect(JSON.stringify(profile)).not.toContain('argon2');

    const [exported] = json('listings.json');
    expect(exported.texts).toEqual({
      nl: { title: 'Herenhuis aan de Leie met stadstuin', description: 'Ruim herenhuis met vier slaapkamers.' },
      fr: { title: 'Maison de maître au bord de la Lys', description: 'Grande maison de maître.' },
    });
    const photo = files.get(exported.photos[0].file)!;
    expect(exported.photos[0].file).toBe(`listings/${listing.publicCode}/photo-01.jpg`);
    expect(photo.equals(jpeg)).toBe(true);
    expect(await sharp(photo).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(
      json('price-history.json')
        .map((p: { priceCents: number }) => p.priceCents)
        .sort(),
    ).toEqual([425_000_00, 450_000_00]);

    const messages = json('chat-messages.json');
    expect(messages).toEqual([
      expect.objectContaining({ direction: 'received', from: 'Jan Claes', content: 'Is het huis nog vrij?' }),
      expect.objectContaining({ direction: 'sent', content: 'Ja, bezoek kan zaterdag.' }),
    ]);

    const csv = files.get('crm/contacts.csv')!.toString('utf8');
    expect(
      csv
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/)
        .slice(0, 2),
    ).toEqual([
      'First name,Last name,Email,Phone,Budget (EUR),Property types,Type',
      'Sofie,Maes,sofie.maes@example.be,0497654321,1250.00,apartments,rent',
    ]);

    const [invoice] = json('invoices.json');
    const pdf = files.get(`invoices/invoice-${invoice.number}.pdf`)!;
    const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;
    expect(text).toContain(`Invoice ${invoice.number}`);
    expect(json('credit-ledger.json').balance).toBe(50);

    const [mail] = (await outboxFor(ctx.database, me.user.email)).filter((m) => m.kind === 'data_export_ready');
    expect(mail!.subject).toBe('Je gegevens bij Immora staan klaar om te downloaden');
    expect(mail!.text).toContain(`${ctx.app.config.PUBLIC_URL}/agency-profile#${DATA_EXPORT_ANCHOR}`);
  });

  it('only its owner downloads it: another user gets 404, a guest 401', async () => {
    const owner = await signedIn(ctx.app, ctx.database, 'buyer');
    const id = (await owner.call('POST', '/api/users/me/export')).body.data.id;
    await ctx.app.dataExports.run();
    const stranger = await signedIn(ctx.app, ctx.database, 'buyer');
    expect((await download(stranger, id)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/users/me/export/${id}/download` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/users/me/export' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/me/export' })).statusCode).toBe(401);
    expect((await download(owner, id)).statusCode).toBe(200);
  });

  it('a second request the same day is 429 with the time to wait; a failed one does not count', async () => {
    const me = await signedIn(ctx.app, ctx.database, 'pseller');
    const first = await me.call('POST', '/api/users/me/export');
    expect(first.status).toBe(202);
    const again = await me.call('POST', '/api/users/me/export');
    expect(again.status).toBe(429);
    expect(again.body.error.message).toMatch(/once a day\. You can ask again in 2[34] h/);
    const after = new Date(again.body.error.fields.retryAfter).getTime();
    expect(after - new Date(first.body.data.requestedAt).getTime()).toBe(DAY);
    expect(Number(again.res.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    await ctx.database.db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, first.body.data.id));
    expect((await me.call('POST', '/api/users/me/export')).status).toBe(202);
  });

  it('an expired link is refused (410) and the sweep removes the export and its file', async () => {
    const me = await signedIn(ctx.app, ctx.database, 'individual');
    const id = (await me.call('POST', '/api/users/me/export')).body.data.id;
    await ctx.app.dataExports.run();
    const [row] = await ctx.database.db.select().from(dataExports).where(eq(dataExports.id, id));
    const past = new Date(Date.now() - 60_000);
    await ctx.database.db.update(dataExports).set({ expiresAt: past }).where(eq(dataExports.id, id));
    expect((await me.call('GET', '/api/users/me/export')).body.data.items[0]).toMatchObject({
      state: 'expired',
      sizeBytes: null,
    });
    expect((await download(me, id)).statusCode).toBe(410);

    expect(await sweepDataExports({ db: ctx.database.db, files: ctx.app.privateFiles })).toBeGreaterThanOrEqual(1);
    expect(await ctx.database.db.select().from(dataExports).where(eq(dataExports.id, id))).toEqual([]);
    expect(await ctx.app.privateFiles.read(row!.fileKey!)).toBeNull();
  });

  it('the sweep keeps an export whose link still works', async () => {
    const me = await signedIn(ctx.app, ctx.database, 'buyer');
    const id = (await me.call('POST', '/api/users/me/export')).body.data.id;
    await ctx.app.dataExports.run();
    await sweepDataExports(
      { db: ctx.database.db, files: ctx.app.privateFiles },
      new Date(Date.now() + 7 * DAY - 60_000),
    );
    expect((await download(me, id)).statusCode).toBe(200);
    const [row] = await ctx.database.db.select({ listing: properties.id }).from(properties).limit(1);
    expect(row).toBeDefined();
  });
});

/** The case of a listing, as a report opened it. */
async function caseOf(listingId: string) {
  const [row] = await ctx.database.query<{ id: string }>(
    `SELECT id FROM moderation_cases WHERE listing_id = $1 ORDER BY created_at DESC LIMIT 1`,
    [listingId],
  );
  return row!.id;
}

let ip = 0;
/** A report of a listing, as a guest (with an e-mail) or as the signed-in caller of `headers`. */
async function reportListing(listingId: string, body: object, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/reports',
    payload: { target: { kind: 'listing', id: listingId }, ...body },
    headers,
    remoteAddress: `10.81.0.${++ip}`,
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('Download my data: trust and safety (decision 081)', () => {
  it('holds my reports and what I was told, the decisions about my listing with their reasons and my appeal, my sign-up address; not staff nor other reporters', async () => {
    const staff = await signedInStaff(ctx.app, ctx.database);
    const act = (caseId: string, action: string, reason: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/staff/cases/${caseId}/actions`,
        payload: { action, reason },
        headers: staff.headers,
      });
    const me = await signedIn(ctx.app, ctx.database, 'individual');
    const auth = { authorization: `Bearer ${me.token}` };
    await ctx.database.db.insert(signupAddresses).values({ userId: me.user.id, address: '198.51.100.23' });

    // My listing: someone else reports it, staff hide it, I appeal.
    const mine = await createProperty(ctx.database, me.user.id, { title: 'Studio bij het Zuid' });
    const otherReporter = `other-${ip}-${Date.now()}@example.be`;
    await reportListing(mine.id, { reason: 'scam', email: otherReporter, text: 'My own flat, copied' });
    const myCase = await caseOf(mine.id);
    expect((await act(myCase, 'hide_listing', 'The photos belong to another listing')).statusCode).toBe(200);
    expect((await me.call('POST', `/api/cases/${myCase}/appeal`, { text: 'I took these photos myself' })).status).toBe(
      200,
    );

    // Someone else's listings: one I reported signed in (decided), one as a guest with my address (open).
    const seller = await createUser(ctx.database, { role: 'individual' });
    const decided = await createProperty(ctx.database, seller.id);
    await reportListing(decided.id, { reason: 'wrong_details', text: 'The price is per month' }, auth);
    expect((await act(await caseOf(decided.id), 'ask_correction', 'Say the price is per month')).statusCode).toBe(200);
    const open = await createProperty(ctx.database, seller.id);
    await reportListing(open.id, { reason: 'duplicate', email: me.user.email.toUpperCase() });

    expect((await me.call('POST', '/api/users/me/export')).status).toBe(202);
    await ctx.app.dataExports.run();
    const id = (await me.call('GET', '/api/users/me/export')).body.data.items[0].id;
    const files = await zipEntries((await download(me, id)).rawPayload);
    const json = (name: string) => JSON.parse(files.get(name)!.toString('utf8'));

    expect(files.get('README.txt')!.toString('utf8')).toMatch(
      /reports-and-moderation\.json\s+The listings and profiles/,
    );
    expect(json('sessions-and-sign-ins.json').signUpAddress).toEqual([
      { address: '198.51.100.23', at: expect.any(String) },
    ]);

    const trust = json('reports-and-moderation.json');
    const made = [...trust.reportsMade].sort((a, b) => a.reportedAt.localeCompare(b.reportedAt));
    expect(made).toEqual([
      expect.objectContaining({
        reported: { kind: 'listing', id: decided.id },
        reason: 'wrong_details',
        text: 'The price is per month',
        outcome: 'action_taken',
        decidedAt: expect.any(String),
      }),
      expect.objectContaining({ reported: { kind: 'listing', id: open.id }, reason: 'duplicate', outcome: 'pending' }),
    ]);
    expect(trust.decisionsAboutMe).toEqual([
      {
        id: myCase,
        about: 'listing',
        listingId: mine.id,
        listing: mine.publicCode,
        listingTitle: 'Studio bij het Zuid',
        status: 'appealed',
        decisions: [{ action: 'hide_listing', reason: 'The photos belong to another listing', at: expect.any(String) }],
        appeal: { text: 'I took these photos myself', appealedAt: expect.any(String) },
      },
    ]);
    const text = files.get('reports-and-moderation.json')!.toString('utf8');
    for (const secret of [otherReporter, 'My own flat, copied', staff.user.email, staff.user.id])
      expect(text, secret).not.toContain(secret);
  });
});

describe('the export builder on several nodes', () => {
  it('two builders at once build each waiting export once, with one e-mail each', async () => {
    const a = await signedIn(ctx.app, ctx.database, 'buyer');
    const b = await signedIn(ctx.app, ctx.database, 'buyer');
    await a.call('POST', '/api/users/me/export');
    await b.call('POST', '/api/users/me/export');
    const built = await Promise.all([ctx.app.dataExports.run(), ctx.app.dataExports.run()]);
    expect(built[0] + built[1]).toBe(2);
    for (const who of [a, b]) {
      expect(
        (await who.call('GET', '/api/users/me/export')).body.data.items.map((e: { state: string }) => e.state),
      ).toEqual(['ready']);
      expect(
        (await outboxFor(ctx.database, who.user.email)).filter((m) => m.kind === 'data_export_ready'),
      ).toHaveLength(1);
    }
  });
});
