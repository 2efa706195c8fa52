import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES as M, EMAIL_HOURLY_LIMIT } from '@immora/shared/emails';
import { appointments } from '../../db/schema/appointments.ts';
import { sentEmails } from '../../db/schema/emails.ts';
import { propertyLeads } from '../../db/schema/marketplace.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createCustomTestApp } from '../../../test/custom-app.ts';
import { onPostgres } from '../../../test/database.ts';
import { createAgent, signedInAgency } from '../../../test/agency-factories.ts';
import { createProperty, createUser } from '../../../test/factories.ts';
import { startSmtpCapture } from '../../../test/mail-capture.ts';
import { atOnce, expectLimitHeld, RACERS } from '../../../test/races.ts';
import { signedInUser } from '../../../test/session.ts';
import { DUTCH_TITLE, FRENCH_READER, FRENCH_TITLE, inDutchWithFrench } from '../../../test/listing-fixtures.ts';
import { sweepStaleContactMail } from './contact-mail.ts';
import { sentEmailsRepository } from './sent-emails.repository.ts';
import { stopLinks } from './stop-links.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const agent = () => signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });

/** A contact-form lead on a listing of `ownerId`. */
async function lead(ownerId: string, name = 'Zoë Peeters', title = 'Loft by the Scheldt') {
  const property = await createProperty(ctx.database, ownerId, { title });
  const [row] = await ctx.database.db
    .insert(propertyLeads)
    .values({
      propertyId: property.id,
      ownerId,
      name,
      email: `lead-${Math.random().toString(36).slice(2, 10)}@example.be`,
      message: 'Is it still available?',
    })
    .returning();
  return { ...row!, property };
}

/** A buyer who booked a viewing of a listing of `ownerId`. */
async function customer(ownerId: string, title = 'House with garden') {
  const property = await createProperty(ctx.database, ownerId, { title });
  const buyer = await createUser(ctx.database, { role: 'buyer', firstName: 'Lars', lastName: 'Wouters' });
  await ctx.database.db
    .insert(appointments)
    .values({ propertyId: property.id, seekerId: buyer.id, startsAt: new Date(Date.now() + 3 * 86_400_000) });
  return { buyer, property };
}

const TEMPLATE = {
  name: 'Follow-up',
  subject: 'About {{propertyTitle}}',
  body: 'Dear {{firstName}} ({{fullName}}, {{lastName}}),\nregards, {{senderName}} of {{agencyName}}',
};
const createTemplate = async (headers: Headers, body = TEMPLATE) => {
  const res = await call('POST', '/api/emails/templates', headers, body);
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string };
};
const sentRows = (ownerId: string) => ctx.database.db.select().from(sentEmails).where(eq(sentEmails.ownerId, ownerId));

describe('access', () => {
  it('is for subscribed agents and agencies only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/emails/templates' })).statusCode).toBe(401);
    const buyer = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    expect((await call('GET', '/api/emails/templates', buyer.headers)).statusCode).toBe(403);
    const unpaid = await signedInUser(ctx.app, ctx.database, { role: 'individual' });
    expect((await call('GET', '/api/emails/sent', unpaid.headers)).statusCode).toBe(403);
    const owner = await signedInAgency(ctx.app, ctx.database);
    expect((await call('GET', '/api/emails/sent', owner.headers)).statusCode).toBe(200);
  });
});

describe('templates', () => {
  it('are saved, listed, changed and deleted by their owner; names are unique per owner', async () => {
    const me = await agent();
    const { id } = await createTemplate(me.headers);
    const again = await call('POST', '/api/emails/templates', me.headers, { ...TEMPLATE, name: 'FOLLOW-UP' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(M.nameTaken);
    const other = await agent();
    await createTemplate(other.headers); // the same name is fine for someone else

    const changed = await call('PUT', `/api/emails/templates/${id}`, me.headers, { ...TEMPLATE, subject: 'Hello' });
    expect(changed.json().data).toMatchObject({ id, subject: 'Hello' });
    const list = await call('GET', '/api/emails/templates', me.headers);
    expect(list.json().data).toMatchObject({ total: 1, items: [{ id, name: 'Follow-up', subject: 'Hello' }] });
    expect((await call('DELETE', `/api/emails/templates/${id}`, me.headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/emails/templates', me.headers)).json().data.total).toBe(0);
  });

  it("another agency's template cannot be read, changed, deleted or sent: 404", async () => {
    const a = await signedInAgency(ctx.app, ctx.database, 'Agency A');
    const b = await signedInAgency(ctx.app, ctx.database, 'Agency B');
    const { id } = await createTemplate(a.headers);
    const mine = await lead(b.user.id);
    expect((await call('PUT', `/api/emails/templates/${id}`, b.headers, TEMPLATE)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/emails/templates/${id}`, b.headers)).statusCode).toBe(404);
    const send = await call('POST', '/api/emails/send', b.headers, {
      templateId: id,
      recipients: [{ kind: 'lead', id: mine.id }],
    });
    expect(send.statusCode).toBe(404);
    expect(send.json().error.message).toBe(M.templateNotFound);
    expect((await call('GET', '/api/emails/templates', b.headers)).json().data.total).toBe(0);
    expect(await sentRows(b.user.id)).toHaveLength(0);
    expect((await call('DELETE', '/api/emails/templates/not-a-uuid', b.headers)).statusCode).toBe(404);
  });

  it('refuses unknown placeholders with 400 naming the allowed ones', async () => {
    const me = await agent();
    const res = await call('POST', '/api/emails/templates', me.headers, {
      ...TEMPLATE,
      body: 'Hi {{firstName}}, your {{price}} and {{ city }}',
    });
    expect(res.statusCode).toBe(400);
    const message = M.unknownPlaceholders(['price', 'city']);
    expect(res.json().error.fields.body).toBe(message);
    expect(message).toContain(
      '{{firstName}}, {{lastName}}, {{fullName}}, {{propertyTitle}}, {{senderName}}, {{agencyName}}',
    );
    expect((await call('GET', '/api/emails/templates', me.headers)).json().data.total).toBe(0);
  });

  it.skipIf(!onPostgres)(`${RACERS} templates of one name at once keep one (PostgreSQL)`, async () => {
    const me = await agent();
    const answers = await atOnce(RACERS, (i) =>
      call('POST', '/api/emails/templates', me.headers, { ...TEMPLATE, name: i % 2 ? 'FOLLOW-UP' : 'Follow-up' }),
    );
    expectLimitHeld(answers, 1, 409, M.nameTaken);
    const rows = await ctx.database.query('SELECT 1 FROM email_templates WHERE owner_id = $1', [me.user.id]);
    expect(rows).toHaveLength(1);
  });
});

describe('recipients', () => {
  it("lists the user's own leads and customers, searchable, and nobody else's", async () => {
    const me = await agent();
    const someone = await agent();
    const l = await lead(me.user.id, 'Zoë Peeters', 'Loft by the Scheldt');
    const c = await customer(me.user.id, 'House with garden');
    await lead(someone.user.id, 'Not Mine');
    await customer(someone.user.id);
    const res = await call('GET', '/api/emails/recipients', me.headers);
    const items = res.json().data.items as { kind: string; id: string; name: string; propertyTitle: string }[];
    expect(items.map((r) => [r.kind, r.id, r.name, r.propertyTitle]).sort()).toEqual(
      [
        ['customer', c.buyer.id, 'Lars Wouters', 'House with garden'],
        ['lead', l.id, 'Zoë Peeters', 'Loft by the Scheldt'],
      ].sort(),
    );
    const searched = await call('GET', '/api/emails/recipients?q=scheldt', me.headers);
    expect(searched.json().data).toMatchObject({ total: 1, items: [{ kind: 'lead', id: l.id }] });
    const customers = await call('GET', '/api/emails/recipients?kind=customer', me.headers);
    expect(customers.json().data).toMatchObject({ total: 1, items: [{ kind: 'customer', id: c.buyer.id }] });
  });

  it('an agency reaches the leads of its listings, also those assigned to its agents', async () => {
    const owner = await signedInAgency(ctx.app, ctx.database);
    const member = await createAgent(ctx.database, owner.agency.id);
    const property = await createProperty(ctx.database, owner.user.id, {
      agencyId: owner.agency.id,
      agentId: member.id,
    });
    const [row] = await ctx.database.db
      .insert(propertyLeads)
      .values({
        propertyId: property.id,
        ownerId: member.id,
        name: 'Eva Claes',
        email: 'eva@example.be',
        message: 'Hello there!',
      })
      .returning();
    const res = await call('GET', '/api/emails/recipients', owner.headers);
    expect(res.json().data.items).toEqual([
      expect.objectContaining({ kind: 'lead', id: row!.id, email: 'eva@example.be' }),
    ]);
  });
});

describe('CRM contacts as recipients', () => {
  const contact = (firstName: string) => ({
    firstName,
    lastName: 'Maes',
    email: `${firstName.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.be`,
    phone: '0475123456',
    budget: 350000,
    propertyTypes: ['houses'],
    type: 'buy',
  });
  const addContact = async (headers: Headers, firstName: string) => {
    const res = await call('POST', '/api/crm/contacts', headers, contact(firstName));
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: string; email: string };
  };
  const contacts = async (headers: Headers) =>
    (await call('GET', '/api/emails/recipients?kind=contact', headers)).json().data.items as {
      id: string;
      name: string;
    }[];

  it('an agent or agency reaches the CRM contacts it sees, and nobody else can send to them', async () => {
    const me = await agent();
    const other = await agent();
    const mine = await addContact(me.headers, 'Sofie');
    expect(await contacts(me.headers)).toEqual([
      expect.objectContaining({ kind: 'contact', id: mine.id, name: 'Sofie Maes' }),
    ]);
    expect(await contacts(other.headers)).toEqual([]);

    const agency = await signedInAgency(ctx.app, ctx.database);
    const theirs = await addContact(agency.headers, 'Jonas');
    expect((await contacts(agency.headers)).map((c) => c.id)).toEqual([theirs.id]);

    const refused = await call('POST', '/api/emails/send', other.headers, {
      subject: 'Hi',
      body: 'Hello {{firstName}}',
      recipients: [{ kind: 'contact', id: mine.id }],
    });
    expect(refused.statusCode).toBe(404);
    const sent = await call('POST', '/api/emails/send', me.headers, {
      subject: 'Hi',
      body: 'Hello {{firstName}}',
      recipients: [{ kind: 'contact', id: mine.id }],
    });
    expect(sent.statusCode).toBeLessThan(300);
    expect(await sentRows(me.user.id)).toEqual([expect.objectContaining({ recipientEmail: mine.email })]);
  });
});

describe('sending', () => {
  it("cannot send to another user's lead or customer (404) and writes nothing", async () => {
    const me = await agent();
    const someone = await agent();
    const mine = await lead(me.user.id);
    const theirLead = await lead(someone.user.id);
    const theirCustomer = await customer(someone.user.id);
    for (const other of [
      { kind: 'lead', id: theirLead.id },
      { kind: 'customer', id: theirCustomer.buyer.id },
      { kind: 'contact', id: theirLead.id },
      { kind: 'lead', id: 'nonsense' },
    ]) {
      const res = await call('POST', '/api/emails/send', me.headers, {
        subject: 'Hi',
        body: 'Hello {{firstName}}',
        recipients: [{ kind: 'lead', id: mine.id }, other],
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(M.recipientNotFound);
      const preview = await call('POST', '/api/emails/preview', me.headers, {
        subject: 'Hi',
        body: 'Hello',
        recipient: other,
      });
      expect(preview.statusCode).toBe(404);
    }
    expect(await sentRows(me.user.id)).toHaveLength(0);
  });

  it.each([
    ['no recipients', { subject: 'Hi', body: 'Hello', recipients: [] }, M.recipientsRequired],
    [
      '51 recipients',
      {
        subject: 'Hi',
        body: 'Hello',
        recipients: Array.from({ length: 51 }, (_, i) => ({ kind: 'lead', id: `${i}` })),
      },
      M.tooManyRecipients,
    ],
    ['no body and no template', { subject: 'Hi', recipients: [{ kind: 'lead', id: 'x' }] }, M.templateOrText],
    [
      'an unknown placeholder in the subject',
      { subject: 'Hi {{price}}', body: 'Hello', recipients: [{ kind: 'lead', id: 'x' }] },
      M.unknownPlaceholders(['price']),
    ],
  ])('refuses %s with 400', async (_label, payload, message) => {
    const me = await agent();
    const res = await call('POST', '/api/emails/send', me.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().error)).toContain(JSON.stringify(message).slice(1, -1));
  });

  it('preview fills the placeholders for one recipient and escapes them in the HTML part', async () => {
    const owner = await signedInAgency(ctx.app, ctx.database, 'Schelde & Zonen');
    const l = await lead(owner.user.id, 'Zoë <b>Peeters</b> Janssens', 'Loft "Scheldt"');
    const { id } = await createTemplate(owner.headers);
    const res = await call('POST', '/api/emails/preview', owner.headers, {
      templateId: id,
      recipient: { kind: 'lead', id: l.id },
    });
    expect(res.statusCode).toBe(200);
    const sender = `${owner.user.firstName} ${owner.user.lastName}`;
    const preview = res.json().data;
    expect(preview).toMatchObject({ to: l.email, subject: 'About Loft "Scheldt"' });
    // The sender's text, then the footer with the stop link the reader will get (decision 062).
    expect(preview.text).toMatch(
      new RegExp(
        `^Dear Zoë \\(Zoë <b>Peeters</b> Janssens, <b>Peeters</b> Janssens\\),\nregards, ${sender} of Schelde & Zonen\n\n--\nYou receive this e-mail from Schelde & Zonen through Immora\\.\nAsk Schelde & Zonen to stop e-mailing you: http://\\S+/emails/stop\\?token=a-`,
      ),
    );
    expect(preview.html).toContain('Dear Zoë (Zoë &lt;b&gt;Peeters&lt;/b&gt; Janssens');
    expect(preview.html).toContain('of Schelde &amp; Zonen');
    expect(preview.html).not.toContain('<b>');
  });

  it('writes one sent row per recipient (each once) and lists them, filtered by status', async () => {
    const me = await agent();
    const a = await lead(me.user.id, 'Ann Maes');
    const c = await customer(me.user.id);
    const res = await call('POST', '/api/emails/send', me.headers, {
      subject: 'Hello {{firstName}}',
      body: 'About {{propertyTitle}}',
      recipients: [
        { kind: 'lead', id: a.id },
        { kind: 'customer', id: c.buyer.id },
        { kind: 'lead', id: a.id },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ queued: 2, sent: 2, failed: 0, skipped: [] });
    const log = await call('GET', '/api/emails/sent?sort=recipient&order=asc', me.headers);
    expect(log.json().data).toMatchObject({
      total: 2,
      items: [
        { recipientName: 'Ann Maes', subject: 'Hello Ann', body: 'About Loft by the Scheldt', status: 'sent' },
        { recipientName: 'Lars Wouters', subject: 'Hello Lars', body: 'About House with garden', status: 'sent' },
      ],
    });
    expect((await call('GET', '/api/emails/sent?status=failed', me.headers)).json().data.total).toBe(0);
    expect((await call('GET', '/api/emails/sent?status=nope', me.headers)).statusCode).toBe(400);
  });

  it('a row left queued by a stopped node is sent by the sweep', async () => {
    const me = await agent();
    const repo = sentEmailsRepository(ctx.database.db);
    const [row] = await ctx.database.db
      .insert(sentEmails)
      .values({
        ownerId: me.user.id,
        recipientKind: 'lead',
        recipientId: 'x',
        recipientEmail: 'left@example.be',
        recipientName: 'Left Behind',
        replyTo: me.user.email,
        subject: 'Left',
        body: 'Queued before a restart',
        claimedAt: new Date(Date.now() - 10 * 60_000),
      })
      .returning();
    const fresh = await ctx.database.db
      .insert(sentEmails)
      .values({ ...row!, id: undefined, claimedAt: new Date(), recipientEmail: 'busy@example.be' })
      .returning();
    const links = stopLinks({
      db: ctx.database.db,
      secret: ctx.app.config.JWT_SECRET,
      publicUrl: 'https://immora.test',
    });
    const sweep = { sent: repo, mailer: { send: async () => ({ sent: true as const }) }, stopLinks: links };
    expect(await sweepStaleContactMail(sweep)).toBe(1);
    const rows = await sentRows(me.user.id);
    expect(rows.find((r) => r.id === row!.id)?.status).toBe('sent');
    expect(rows.find((r) => r.id === fresh[0]!.id)?.status).toBe('queued');
  });
});

describe('hourly limit', () => {
  /** `n` rows of the user's log, written `minutesAgo`. */
  const history = (ownerId: string, n: number, minutesAgo: number) =>
    ctx.database.db.insert(sentEmails).values(
      Array.from({ length: n }, () => ({
        ownerId,
        recipientKind: 'lead',
        recipientId: 'x',
        recipientEmail: 'old@example.be',
        recipientName: 'Old',
        replyTo: 'me@example.be',
        subject: 'Old',
        body: 'Old',
        status: 'sent' as const,
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      })),
    );

  it(`answers 429 past ${EMAIL_HOURLY_LIMIT} recipients in an hour, saying when to try again`, async () => {
    const me = await agent();
    const leads = await Promise.all(Array.from({ length: 6 }, (_, i) => lead(me.user.id, `Lead ${i}`)));
    await history(me.user.id, 10, 90); // older than an hour: no longer counted
    await history(me.user.id, 5, 40);
    await history(me.user.id, EMAIL_HOURLY_LIMIT - 10, 20);
    const payload = (n: number) => ({
      subject: 'Hi',
      body: 'Hello',
      recipients: leads.slice(0, n).map((l) => ({ kind: 'lead', id: l.id })),
    });
    const over = await call('POST', '/api/emails/send', me.headers, payload(6));
    expect(over.statusCode).toBe(429);
    // One more than the room: the oldest counted row (40 minutes ago) frees it in 20 minutes.
    expect(over.json().error.message).toBe(M.rateLimited(20));
    expect((await sentRows(me.user.id)).length).toBe(EMAIL_HOURLY_LIMIT + 5);
    const fits = await call('POST', '/api/emails/send', me.headers, payload(5));
    expect(fits.json().data).toEqual({ queued: 5, sent: 5, failed: 0, skipped: [] });
    // Six more need the five rows of 40 minutes ago and one of 20 minutes ago to leave the hour.
    const full = await call('POST', '/api/emails/send', me.headers, payload(6));
    expect(full.json().error.message).toBe(M.rateLimited(40));
  });

  it.skipIf(!onPostgres)('20 parallel sends of 12 recipients pass 16 and refuse 4 (PostgreSQL)', async () => {
    const me = await agent();
    const leads = await Promise.all(Array.from({ length: 12 }, (_, i) => lead(me.user.id, `Lead ${i}`)));
    const recipients = leads.map((l) => ({ kind: 'lead', id: l.id }));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/api/emails/send', me.headers, { subject: 'Hi', body: 'Hello', recipients }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(16);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
    expect(await sentRows(me.user.id)).toHaveLength(16 * 12);
  });
});

describe('with SMTP_URL: the e-mails reach the mail server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let mailing: TestContext;
  let broken: TestContext;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    mailing = await createCustomTestApp({
      database: ctx.database,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Immora <no-reply@immora.test>' },
    });
    broken = await createCustomTestApp({ database: ctx.database, env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  });
  afterAll(async () => {
    await mailing?.close();
    await broken?.close();
    await smtp?.close();
  });

  it('each recipient gets the filled-in subject and body, with Reply-To the sender', async () => {
    // Signed in through the mailing app: each test app keeps its own token key.
    const owner = await signedInAgency(mailing.app, ctx.database, 'Meir Makelaars');
    const a = await lead(owner.user.id, 'Ann Maes', 'Loft by the Scheldt');
    const c = await customer(owner.user.id, 'House with garden');
    const { id } = (
      await mailing.app.inject({
        method: 'POST',
        url: '/api/emails/templates',
        headers: owner.headers,
        payload: TEMPLATE,
      })
    ).json().data;
    const res = await mailing.app.inject({
      method: 'POST',
      url: '/api/emails/send',
      headers: owner.headers,
      payload: {
        templateId: id,
        recipients: [
          { kind: 'lead', id: a.id },
          { kind: 'customer', id: c.buyer.id },
        ],
      },
    });
    expect(res.json().data).toEqual({ queued: 2, sent: 2, failed: 0, skipped: [] });
    const sender = `${owner.user.firstName} ${owner.user.lastName}`;
    const [toAnn] = smtp.to(a.email);
    expect(toAnn!.from).toBe('no-reply@immora.test');
    expect(toAnn!.body).toContain('Subject: About Loft by the Scheldt');
    expect(toAnn!.body).toMatch(new RegExp(`^Reply-To: ${owner.user.email}`, 'mi'));
    expect(toAnn!.body).toContain(
      `Dear Ann (Ann Maes, Maes),\nregards, ${sender} of Meir Makelaars`.replace('\n', '\r\n'),
    );
    const [toLars] = smtp.to(c.buyer.email);
    expect(toLars!.body).toContain('Subject: About House with garden');
    expect(toLars!.body).toContain('Dear Lars (Lars Wouters, Wouters)');
  });

  it('a message the server refuses is marked failed with the reason', async () => {
    const me = await signedInUser(broken.app, ctx.database, { role: 'individual', subscribed: true });
    const a = await lead(me.user.id);
    const res = await broken.app.inject({
      method: 'POST',
      url: '/api/emails/send',
      headers: me.headers,
      payload: { subject: 'Hi', body: 'Hello', recipients: [{ kind: 'lead', id: a.id }] },
    });
    expect(res.json().data).toEqual({ queued: 1, sent: 0, failed: 1, skipped: [] });
    const log = await broken.app.inject({ method: 'GET', url: '/api/emails/sent', headers: me.headers });
    expect(log.json().data.items[0]).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/ECONNREFUSED|connect/i),
    });
  });
});

describe("a listing's title in the reader's and the recipient's language (decision 055)", () => {
  it('lists recipients with the listing written in Dutch under its French title for a French reader', async () => {
    const me = await agent();
    const l = await lead(me.user.id);
    await inDutchWithFrench(ctx.database, l.property.id);
    const res = await call('GET', '/api/emails/recipients', { ...me.headers, ...FRENCH_READER });
    expect(res.json().data.items.map((r: { propertyTitle: string }) => r.propertyTitle)).toEqual([FRENCH_TITLE]);
  });

  it("fills {{propertyTitle}} in the recipient's language, else with the original title", async () => {
    const me = await agent();
    const c = await customer(me.user.id);
    await inDutchWithFrench(ctx.database, c.property.id);
    await ctx.database.query(`UPDATE users SET language = 'fr' WHERE id = $1`, [c.buyer.id]);
    const l = await lead(me.user.id);
    await inDutchWithFrench(ctx.database, l.property.id);
    const sent = await call(
      'POST',
      '/api/emails/send',
      { ...me.headers, ...FRENCH_READER },
      {
        subject: 'About {{propertyTitle}}',
        body: 'Hello {{firstName}}',
        recipients: [
          { kind: 'customer', id: c.buyer.id },
          { kind: 'lead', id: l.id },
        ],
      },
    );
    expect(sent.statusCode).toBeLessThan(300);
    const subjects = Object.fromEntries((await sentRows(me.user.id)).map((r) => [r.recipientKind, r.subject]));
    expect(subjects).toEqual({ customer: `About ${FRENCH_TITLE}`, lead: `About ${DUTCH_TITLE}` });
  });
});
