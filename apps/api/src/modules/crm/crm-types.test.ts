import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_SOURCES, LEAD_TYPES } from '@immora/shared/crm-leads';
import { CRM_PROPERTY_TYPES } from '@immora/shared/crm-property-types';
import { CRM_MESSAGES as M } from '@immora/shared/crm-records';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { CONTACT, LEAD } from '../../../test/crm-fixtures.ts';
import { createProperty } from '../../../test/factories.ts';
import { signedInUser } from '../../../test/session.ts';

/** Spec 2 §9's lists as the CRM's API takes them: lead types, lead sources, property types (decision 053). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const agent = () => signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
const post = (headers: Headers, path: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/crm/${path}`, headers, payload });
const listed = async (headers: Headers, path: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/crm/${path}?pageSize=100`, headers })).json().data.items;

describe('lead types: selling, buying, renting', () => {
  it('takes each of the three and answers it back', async () => {
    const user = await agent();
    expect(LEAD_TYPES).toEqual(['selling', 'buying', 'renting']);
    for (const leadType of ['selling', 'buying', 'renting']) {
      const res = await post(user.headers, 'leads', { ...LEAD, leadType });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.leadType).toBe(leadType);
    }
    expect((await listed(user.headers, 'leads')).map((l: { leadType: string }) => l.leadType).sort()).toEqual([
      'buying',
      'renting',
      'selling',
    ]);
  });

  it.each(['buyer', 'seller', 'tenant', 'landlord', 'Selling'])(
    "refuses '%s' with 400 'Please choose a valid lead type' and stores nothing",
    async (leadType) => {
      const user = await agent();
      const res = await post(user.headers, 'leads', { ...LEAD, leadType });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.leadType).toBe('Please choose a valid lead type');
      expect(await listed(user.headers, 'leads')).toEqual([]);
    },
  );

  it.each([
    ['selling', 'selling'],
    ['renting', 'renting'],
  ])('a %s lead converts to a %s opportunity', async (leadType, transactionType) => {
    const user = await agent();
    const lead = (await post(user.headers, 'leads', { ...LEAD, leadType })).json().data;
    const converted = await ctx.app.inject({
      method: 'POST',
      url: `/api/crm/leads/${lead.id}/convert`,
      headers: user.headers,
    });
    const { opportunityId } = converted.json().data;
    const opportunity = await ctx.app.inject({
      method: 'GET',
      url: `/api/crm/opportunities/${opportunityId}`,
      headers: user.headers,
    });
    expect(opportunity.json().data.transactionType).toBe(transactionType);
  });
});

describe('lead sources: Direct Contact, Referral, Website, Social Media', () => {
  it.each(LEAD_SOURCES)('takes %s and answers it back on the list', async (leadSource) => {
    const user = await agent();
    expect((await post(user.headers, 'leads', { ...LEAD, leadSource })).statusCode).toBe(201);
    expect((await listed(user.headers, 'leads'))[0].leadSource).toBe(leadSource);
  });
});

describe('CRM property types: houses, apartments, villa, loft, office, bungalow, townhome', () => {
  it('leads and contacts take each of the seven', async () => {
    const user = await agent();
    expect(CRM_PROPERTY_TYPES).toEqual(['houses', 'apartments', 'villa', 'loft', 'office', 'bungalow', 'townhome']);
    for (const propertyType of CRM_PROPERTY_TYPES)
      expect((await post(user.headers, 'leads', { ...LEAD, propertyType })).statusCode).toBe(201);
    const contact = await post(user.headers, 'contacts', { ...CONTACT, propertyTypes: [...CRM_PROPERTY_TYPES] });
    expect(contact.statusCode).toBe(201);
    expect(contact.json().data.propertyTypes).toEqual(CRM_PROPERTY_TYPES);
  });

  it.each(['studentRooms', 'sharedApartments', 'holidayRooms', 'castle'])(
    "refuses the listing category or word '%s' on leads and contacts with a 400 naming the seven",
    async (type) => {
      const user = await agent();
      const message = 'Property type must be houses, apartments, villa, loft, office, bungalow or townhome';
      const lead = await post(user.headers, 'leads', { ...LEAD, propertyType: type });
      expect(lead.statusCode).toBe(400);
      expect(lead.json().error.fields.propertyType).toBe(message);
      expect(M.propertyType).toBe(message);
      const contact = await post(user.headers, 'contacts', { ...CONTACT, propertyTypes: ['loft', type] });
      expect(contact.statusCode).toBe(400);
      expect(contact.json().error.message).toBe(message);
      expect(await listed(user.headers, 'leads')).toEqual([]);
      expect(await listed(user.headers, 'contacts')).toEqual([]);
    },
  );

  it('a CSV import leaves out a row with a listing category that is not a CRM type', async () => {
    const user = await agent();
    const csv = [
      'First name,Last name,Email,Phone,Budget (EUR),Property types,Type',
      'Sofie,Maes,sofie.maes@example.be,0497654321,1250,Student rooms,rent',
      'Nora,Vos,nora.vos@example.be,0497654322,1250,studentRooms,rent',
      'Jan,Wouters,jan.wouters@example.be,0497654323,350000,Townhome; VILLA,buy',
    ].join('\r\n');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/crm/contacts/import',
      headers: { ...user.headers, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.imported).toBe(1);
    expect(res.json().data.problems.map((p: { row: number }) => p.row)).toEqual([2, 3]);
    expect(res.json().data.problems[1].errors).toEqual([{ field: 'propertyTypes', message: M.propertyType }]);
    expect((await listed(user.headers, 'contacts'))[0].propertyTypes).toEqual(['townhome', 'villa']);
  });
});

describe("a listing's contact form makes a lead of the spec's types", () => {
  it.each([
    ['rent', 'studentRooms', 'renting', 'apartments'],
    ['rent', 'villa', 'renting', 'villa'],
    ['sale', 'holidayRooms', 'buying', 'apartments'],
    ['auction', 'office', 'buying', 'office'],
  ] as const)('a %s listing of %s: a %s lead for %s', async (type, category, leadType, propertyType) => {
    const user = await agent();
    const listing = await createProperty(ctx.database, user.user.id, { type, category });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/properties/${listing.id}/contact`,
      payload: { name: 'Elise Claes', email: 'elise.claes@example.be', message: 'Is it still available?' },
    });
    expect(res.statusCode).toBe(201);
    expect(await listed(user.headers, 'leads')).toMatchObject([{ leadType, propertyType, leadSource: 'website' }]);
  });
});
