import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_MESSAGES as M } from '@immora/shared/crm-records';
import { appointments } from '../../db/schema/appointments.ts';
import { sentEmails } from '../../db/schema/emails.ts';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { signedInAgency } from '../../../test/agency-factories.ts';
import { createProperty, createUser } from '../../../test/factories.ts';
import { signedInUser } from '../../../test/session.ts';
import { FRENCH_READER, FRENCH_TITLE, inDutchWithFrench } from '../../../test/listing-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const activity = (headers: Headers, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/crm/customers/${id}/activity`, headers });

const agent = async (agencyId: string | null) => {
  const user = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
  if (agencyId) await ctx.database.db.update(users).set({ agencyId }).where(eq(users.id, user.user.id));
  return user;
};
const addCustomer = async (headers: Headers, email: string) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/crm/customers',
    headers,
    payload: { fullName: 'Jan Wouters', phone: '0478123456', email, status: 'active' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
};
const book = async (propertyId: string, seekerId: string, startsAt: string) => {
  const [row] = await ctx.database.db
    .insert(appointments)
    .values({ propertyId, seekerId, startsAt: new Date(startsAt), status: 'confirmed' })
    .returning();
  return row!.id;
};
const mail = async (ownerId: string, to: string, subject: string) => {
  const [row] = await ctx.database.db
    .insert(sentEmails)
    .values({
      ownerId,
      recipientKind: 'customer',
      recipientId: 'x',
      recipientEmail: to,
      recipientName: 'Jan Wouters',
      replyTo: 'agent@example.be',
      subject,
      body: 'Hello',
      status: 'sent',
      sentAt: new Date(),
    })
    .returning();
  return row!.id;
};

describe("a customer's appointments and e-mails", () => {
  it('lists the viewings and e-mails of the customer’s address that the caller’s agency may see, newest first', async () => {
    const agency = await signedInAgency(ctx.app, ctx.database);
    const adder = await agent(agency.agency.id);
    const colleague = await agent(agency.agency.id);
    const rival = await signedInAgency(ctx.app, ctx.database, 'Leie Immo');
    const seeker = await createUser(ctx.database, { role: 'buyer', email: `jan-${Date.now()}@example.be` });
    const otherSeeker = await createUser(ctx.database, { role: 'buyer' });

    const agencyListing = await createProperty(ctx.database, agency.user.id, {
      agencyId: agency.agency.id,
      agentId: adder.user.id,
      title: 'Loft by the Scheldt',
    });
    const colleagueListing = await createProperty(ctx.database, colleague.user.id, { agencyId: agency.agency.id });
    const rivalListing = await createProperty(ctx.database, rival.user.id, { agencyId: rival.agency.id });
    const early = await book(agencyListing.id, seeker.id, '2026-12-01T09:00:00Z');
    const late = await book(colleagueListing.id, seeker.id, '2026-12-05T09:00:00Z');
    await book(rivalListing.id, seeker.id, '2026-12-03T09:00:00Z');
    await book(agencyListing.id, otherSeeker.id, '2026-12-02T09:00:00Z');

    const fromAdder = await mail(adder.user.id, seeker.email.toUpperCase(), 'Your viewing');
    const fromAgency = await mail(agency.user.id, seeker.email, 'Our offer');
    await mail(rival.user.id, seeker.email, 'Rival offer');
    await mail(adder.user.id, otherSeeker.email, 'Someone else');

    const customer = await addCustomer(adder.headers, seeker.email);
    for (const viewer of [adder, colleague, agency]) {
      const res = await activity(viewer.headers, customer);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.appointments.total).toBe(2);
      expect(data.appointments.items.map((a: { id: string }) => a.id)).toEqual([late, early]);
      expect(data.appointments.items[1]).toMatchObject({
        status: 'confirmed',
        visitType: 'inPerson',
        startsAt: '2026-12-01T09:00:00.000Z',
        property: { id: agencyListing.id, title: 'Loft by the Scheldt' },
        hostName: `${adder.user.firstName} ${adder.user.lastName}`,
      });
      expect(data.emails.total).toBe(2);
      expect(data.emails.items.map((e: { id: string }) => e.id).sort()).toEqual([fromAdder, fromAgency].sort());
      expect(data.emails.items.find((e: { id: string }) => e.id === fromAgency)).toMatchObject({
        subject: 'Our offer',
        status: 'sent',
        senderName: `${agency.user.firstName} ${agency.user.lastName}`,
      });
    }
  });

  it('an independent agent sees only their own viewings and e-mails', async () => {
    const loner = await agent(null);
    const agency = await signedInAgency(ctx.app, ctx.database);
    const seeker = await createUser(ctx.database, { role: 'buyer' });
    const own = await book((await createProperty(ctx.database, loner.user.id)).id, seeker.id, '2026-12-01T10:00:00Z');
    await book(
      (await createProperty(ctx.database, agency.user.id, { agencyId: agency.agency.id })).id,
      seeker.id,
      '2026-12-01T10:00:00Z',
    );
    const mine = await mail(loner.user.id, seeker.email, 'Hello');
    await mail(agency.user.id, seeker.email, 'Hello from the agency');
    const data = (await activity(loner.headers, await addCustomer(loner.headers, seeker.email))).json().data;
    expect(data.appointments.items.map((a: { id: string }) => a.id)).toEqual([own]);
    expect(data.emails.items.map((e: { id: string }) => e.id)).toEqual([mine]);
  });

  it('answers empty lists for a customer with no history', async () => {
    const loner = await agent(null);
    const customer = await addCustomer(loner.headers, 'nobody-yet@example.be');
    expect((await activity(loner.headers, customer)).json().data).toEqual({
      appointments: { items: [], total: 0 },
      emails: { items: [], total: 0 },
    });
  });

  it("another tenant's customer is 403 and an unknown one 404; buyers and guests are refused", async () => {
    const agency = await signedInAgency(ctx.app, ctx.database);
    const customer = await addCustomer(agency.headers, 'jan@example.be');
    const rival = await signedInAgency(ctx.app, ctx.database, 'Leie Immo');
    for (const intruder of [rival, await agent(rival.agency.id), await agent(null)]) {
      const res = await activity(intruder.headers, customer);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(M.notYours);
    }
    expect((await activity(agency.headers, '5e0c8f2a-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await activity(agency.headers, 'not-a-uuid')).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/crm/customers/${customer}/activity` })).statusCode).toBe(
      401,
    );
    const buyer = await signedInUser(ctx.app, ctx.database, { role: 'buyer', subscribed: true });
    expect((await activity(buyer.headers, customer)).statusCode).toBe(403);
  });
});

describe("a customer's viewings in the reader's language (decision 055)", () => {
  it('names a listing written in Dutch by its French title for a French reader', async () => {
    const mine = await agent(null);
    const seeker = await createUser(ctx.database, { role: 'buyer', email: `noor-${Date.now()}@example.be` });
    const listing = await createProperty(ctx.database, mine.user.id, { agentId: mine.user.id });
    await inDutchWithFrench(ctx.database, listing.id);
    await book(listing.id, seeker.id, '2026-12-03T09:00:00Z');
    const customer = await addCustomer(mine.headers, seeker.email);
    const [viewing] = (await activity({ ...mine.headers, ...FRENCH_READER }, customer)).json().data.appointments.items;
    expect(viewing.property.title).toBe(FRENCH_TITLE);
  });
});
