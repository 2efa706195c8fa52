import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_STOP_MESSAGES, EMAIL_STOP_TOKEN } from '@immora/shared/email-stop';
import { EMAIL_MESSAGES } from '@immora/shared/emails';
import { crmSharingRefusals } from '../../db/schema/crm-sharing.ts';
import { sentEmails } from '../../db/schema/emails.ts';
import { propertyLeads } from '../../db/schema/marketplace.ts';
import { users } from '../../db/schema/users.ts';
import { redactUrl } from '../../lib/log-redaction.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createCustomTestApp } from '../../../test/custom-app.ts';
import { signedInAgency } from '../../../test/agency-factories.ts';
import { createProperty } from '../../../test/factories.ts';
import { startSmtpCapture } from '../../../test/mail-capture.ts';
import { atOnce } from '../../../test/races.ts';
import { signedInUser } from '../../../test/session.ts';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let mailing: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  smtp = await startSmtpCapture();
  mailing = await createCustomTestApp({
    database: ctx.database,
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Immora <no-reply@immora.test>', PUBLIC_URL: 'https://immora.test' },
  });
});
afterAll(async () => {
  await mailing?.close();
  await smtp?.close();
  await ctx.close();
});

type Headers = Record<string, string>;
const inject = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object | string) =>
  mailing.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A contact-form lead on a listing of the agency, with its own address. */
async function lead(ownerId: string, agencyId: string, name = 'Ann Maes') {
  const property = await createProperty(ctx.database, ownerId, { agencyId });
  const email = `ann-${Math.random().toString(36).slice(2, 10)}@example.be`;
  const [row] = await ctx.database.db
    .insert(propertyLeads)
    .values({ propertyId: property.id, ownerId, name, email, message: 'Is it still available?' })
    .returning();
  return row!;
}

const send = (headers: Headers, ...ids: string[]) =>
  inject('POST', '/api/emails/send', headers, {
    subject: 'Hello',
    body: 'Dear {{firstName}}, news about the loft.',
    recipients: ids.map((id) => ({ kind: 'lead', id })),
  });

/** The stop link of the last e-mail to `address`: the page in the text, the API in List-Unsubscribe. */
function linksTo(address: string) {
  const mail = smtp.to(address).at(-1)!;
  const page = /https:\/\/immora\.test\/emails\/stop\?token=([\w-]+)/.exec(mail.body)?.[1];
  const header = /^List-Unsubscribe:\s*<https:\/\/immora\.test\/api\/emails\/stop\?token=([\w-]+)>/im.exec(
    mail.body,
  )?.[1];
  return { mail, page: page!, header: header! };
}

describe('the stop link of e-mails to contacts', () => {
  it('is in every e-mail, signed for the agency and the address, and stops it once however often followed', async () => {
    const agency = await signedInAgency(mailing.app, ctx.database, 'Maison Dubois');
    const ann = await lead(agency.user.id, agency.agency.id);
    const bob = await lead(agency.user.id, agency.agency.id, 'Bob Peeters');
    expect((await send(agency.headers, ann.id, bob.id)).json().data).toMatchObject({ sent: 2, skipped: [] });

    const { mail, page, header } = linksTo(ann.email);
    expect(mail.body).toContain('You receive this e-mail from Maison Dubois through Immora.');
    expect(mail.body).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
    expect(page).toBe(header);
    expect(page).not.toBe(linksTo(bob.email).page); // one per address
    expect(page).not.toContain(ann.email); // the address is not readable in it as such
    expect(redactUrl(`/api/emails/stop?token=${page}`)).toBe('/api/emails/stop?token=[redacted]');

    const before = await inject('GET', `/api/emails/stop?token=${page}`);
    expect(before.json().data).toEqual({ senderName: 'Maison Dubois', email: ann.email, stopped: false });
    // The page's click, a mail client's one-click POST (a form) and a second click, at once.
    const answers = await atOnce(6, (i) =>
      i % 2
        ? inject('POST', `/api/emails/stop?token=${page}`)
        : inject(
            'POST',
            `/api/emails/stop?token=${header}`,
            { 'content-type': 'application/x-www-form-urlencoded' },
            'List-Unsubscribe=One-Click',
          ),
    );
    for (const res of answers)
      expect(res.json().data).toEqual({ senderName: 'Maison Dubois', email: ann.email, stopped: true });
    const refusals = await ctx.database.db
      .select()
      .from(crmSharingRefusals)
      .where(eq(crmSharingRefusals.customerEmail, ann.email));
    expect(refusals).toEqual([expect.objectContaining({ agencyId: agency.agency.id, holderUserId: null })]);
    expect((await inject('GET', `/api/emails/stop?token=${page}`)).json().data.stopped).toBe(true);

    // The E-mails page marks Ann, skips her in a send with Bob, and refuses a send to her alone.
    const recipients = (await inject('GET', '/api/emails/recipients', agency.headers)).json().data.items;
    expect(recipients).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: ann.email, stopped: true }),
        expect.objectContaining({ email: bob.email, stopped: false }),
      ]),
    );
    const both = await send(agency.headers, ann.id, bob.id);
    expect(both.json().data).toEqual({
      queued: 1,
      sent: 1,
      failed: 0,
      skipped: [{ name: 'Ann Maes', email: ann.email }],
    });
    const alone = await send(agency.headers, ann.id);
    expect(alone.statusCode).toBe(409);
    expect(alone.json().error.message).toBe(EMAIL_MESSAGES.stoppedRecipients(1));
    const toAnn = await ctx.database.db.select().from(sentEmails).where(eq(sentEmails.recipientEmail, ann.email));
    expect(toAnn).toHaveLength(1); // the first e-mail only
    expect(smtp.to(ann.email)).toHaveLength(1);
  });

  it("stops one agency only: another agency's e-mails to the same address still leave", async () => {
    const a = await signedInAgency(mailing.app, ctx.database, 'Maison Dubois');
    const b = await signedInAgency(mailing.app, ctx.database, 'Schelde Vastgoed');
    const ann = await lead(a.user.id, a.agency.id);
    const [annAtB] = await ctx.database.db
      .insert(propertyLeads)
      .values({
        ...ann,
        id: undefined,
        ownerId: b.user.id,
        propertyId: (await lead(b.user.id, b.agency.id)).propertyId,
      })
      .returning();
    await send(a.headers, ann.id);
    expect((await inject('POST', `/api/emails/stop?token=${linksTo(ann.email).page}`)).statusCode).toBe(200);
    expect((await send(b.headers, annAtB!.id)).json().data).toMatchObject({ sent: 1, skipped: [] });
    expect(linksTo(ann.email).mail.body).toContain('from Schelde Vastgoed');
  });

  it("an independent agent is their own sender; the footer is in the reader's language", async () => {
    const me = await signedInUser(mailing.app, ctx.database, { role: 'individual', subscribed: true });
    await ctx.database.db.update(users).set({ language: 'nl' }).where(eq(users.id, me.user.id));
    const property = await createProperty(ctx.database, me.user.id);
    const [row] = await ctx.database.db
      .insert(propertyLeads)
      .values({
        propertyId: property.id,
        ownerId: me.user.id,
        name: 'Jan',
        email: 'jan.nl@example.be',
        message: 'Hallo',
      })
      .returning();
    await send(me.headers, row!.id);
    const { page, mail } = linksTo('jan.nl@example.be');
    expect(mail.body).toContain('U ontvangt deze e-mail van Lotte Peeters via Immora.');
    await inject('POST', `/api/emails/stop?token=${page}`);
    const [refusal] = await ctx.database.db
      .select()
      .from(crmSharingRefusals)
      .where(eq(crmSharingRefusals.customerEmail, 'jan.nl@example.be'));
    expect(refusal).toMatchObject({ agencyId: null, holderUserId: me.user.id });
  });

  it('a link that does not verify is refused and changes nothing', async () => {
    const a = await signedInAgency(mailing.app, ctx.database, 'Maison Dubois');
    const ann = await lead(a.user.id, a.agency.id);
    await send(a.headers, ann.id);
    const { page } = linksTo(ann.email);
    const [, letter, holder, address, sig] = EMAIL_STOP_TOKEN.exec(page)!;
    const token = (parts: string[]) => parts.join('-');
    const forged = [
      // Another address under the same signature, another agency, a changed signature, an agent's letter.
      token([letter!, holder!, Buffer.from('someone@example.be').toString('base64url'), sig!]),
      token([letter!, crypto.randomUUID(), address!, sig!]),
      token([letter!, holder!, address!, (sig![0] === 'A' ? 'B' : 'A') + sig!.slice(1)]),
      token(['u', holder!, address!, sig!]),
    ];
    expect(token([letter!, holder!, address!, sig!])).toBe(page);
    for (const bad of forged) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await inject(method, `/api/emails/stop?token=${bad}`);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe(EMAIL_STOP_MESSAGES.badToken);
      }
    }
    for (const bad of ['nonsense', 'a.b', 'x'.repeat(700)])
      expect((await inject('POST', `/api/emails/stop?token=${bad}`)).statusCode).toBe(400);
    expect((await inject('POST', '/api/emails/stop')).statusCode).toBe(400);
    expect(
      await ctx.database.db.select().from(crmSharingRefusals).where(eq(crmSharingRefusals.customerEmail, ann.email)),
    ).toEqual([]);
  });
});
