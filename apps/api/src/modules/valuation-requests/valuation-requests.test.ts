import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_MESSAGE } from '@immora/shared/api';
import { VALUATION_MESSAGES as M, type TValuationRequest } from '@immora/shared/valuation-requests';
import { crmLeads } from '../../db/schema/crm.ts';
import { valuationRequests } from '../../db/schema/valuation-requests.ts';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { onPostgres } from '../../../test/database.ts';
import { signedInAgency } from '../../../test/agency-factories.ts';
import { createProperty } from '../../../test/factories.ts';
import { startSmtpCapture } from '../../../test/mail-capture.ts';
import { createCity } from '../../../test/marketplace-factories.ts';
import { atOnce, RACERS } from '../../../test/races.ts';
import { signedInUser } from '../../../test/session.ts';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://immora.test' });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

type City = Awaited<ReturnType<typeof createCity>>;
type Pro = { user: { id: string; email: string }; headers: Record<string, string>; name: string };

let places = 0;
let clients = 0;
/** A municipality of its own, far enough from the others for its centre to be the nearest. */
const municipality = () => {
  const i = places++;
  return createCity(ctx.database, {
    name: `Testgem ${i}`,
    postalCode: String(2000 + i),
    latitude: 49.7 + (i % 9) * 0.2,
    longitude: 2.8 + Math.floor(i / 9) * 0.3,
  });
};
/** A client address of its own (the routes' limits are per client). */
const client = () => `10.34.${Math.floor(clients / 250)}.${clients++ % 250}`;

async function listings(city: City, ownerId: string, n: number, agencyId: string | null = null) {
  for (let i = 0; i < n; i++)
    await createProperty(ctx.database, ownerId, {
      cityId: city.id,
      city: city.name,
      latitude: city.latitude,
      longitude: city.longitude,
      agencyId,
    });
}

/** A signed-in agent (role individual) with `n` public listings in the municipality. */
async function agent(city: City, n: number, subscribed = true): Promise<Pro> {
  const pro = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed });
  await listings(city, pro.user.id, n);
  return { ...pro, name: `${pro.user.firstName} ${pro.user.lastName}` };
}

async function agency(city: City, n: number, name: string): Promise<Pro> {
  const pro = await signedInAgency(ctx.app, ctx.database, name);
  await ctx.database.db.update(users).set({ language: 'nl' }).where(eq(users.id, pro.user.id));
  await listings(city, pro.user.id, n, pro.agency.id);
  return { ...pro, name };
}

const body = (city: City, extra: Partial<TValuationRequest> = {}): TValuationRequest => ({
  facts: {
    latitude: city.latitude,
    longitude: city.longitude,
    address: 'Kerkstraat 12',
    category: 'apartments',
    transaction: 'sale',
    livingArea: 85,
    bedrooms: 2,
    bathrooms: 1,
    epcLabel: 'C',
    garden: false,
    parking: true,
  },
  estimate: {
    transaction: 'sale',
    category: 'apartments',
    latitude: city.latitude,
    longitude: city.longitude,
    addressLabel: `Kerkstraat 12, ${city.postalCode} ${city.name}`,
    estimate: 312_000,
    range: { low: 285_000, high: 340_000 },
    confidence: 'medium',
    comparables: 12,
    dataDate: '2026-11-29T06:00:00.000Z',
  },
  name: 'Lotte Peeters',
  email: `lotte-${places}-${clients}@example.be`,
  phone: '0475918273',
  consent: true,
  language: 'fr',
  ...extra,
});

const send = (payload: object, remoteAddress = client()) =>
  ctx.app.inject({ method: 'POST', url: '/api/valuation-requests', payload, remoteAddress });
const shortList = async (city: City) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/valuation-requests/professionals?lat=${city.latitude}&lon=${city.longitude}`,
    remoteAddress: client(),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { municipality: { id: string }; items: { id: string; listingCount: number }[] };
};
const leadsOf = (pro: Pro) => ctx.database.db.select().from(crmLeads).where(eq(crmLeads.ownerId, pro.user.id));
const requestsIn = (city: City) =>
  ctx.database.db.select().from(valuationRequests).where(eq(valuationRequests.cityId, city.id));

describe('the short list', () => {
  it('lists the subscribed professionals with the most listings in the municipality, never one without a subscription', async () => {
    const city = await municipality();
    const elsewhere = await municipality();
    const big = await agency(city, 4, 'Schelde Vastgoed');
    const small = await agent(city, 2);
    const unpaid = await agent(city, 6, false);
    await agent(elsewhere, 9);
    const list = await shortList(city);
    expect(list.municipality.id).toBe(city.id);
    expect(list.items).toMatchObject([
      { id: big.user.id, kind: 'agency', name: 'Schelde Vastgoed', listingCount: 4 },
      { id: small.user.id, kind: 'agent', name: small.name, listingCount: 2 },
    ]);
    expect(list.items.map((p) => p.id)).not.toContain(unpaid.user.id);
  });

  it('refuses a point outside Belgium with a clear message', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/valuation-requests/professionals?lat=48.8&lon=2.35' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(M.noMunicipality);
  });
});

describe('a request for the professional the visitor picked', () => {
  it('makes exactly one lead (selling, Website) with the estimate, one e-mail to them and one confirmation', async () => {
    const city = await municipality();
    const other = await agency(city, 5, 'Kempen Immo');
    const picked = await agent(city, 1);
    const request = body(city, { professionalId: picked.user.id });
    const res = await send(request);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ message: M.sent, professional: { name: picked.name, kind: 'agent' } });

    const [lead, ...more] = await leadsOf(picked);
    expect(more).toEqual([]);
    expect(lead).toMatchObject({
      name: 'Lotte Peeters',
      email: request.email,
      phone: '0475918273',
      leadType: 'selling',
      leadSource: 'website',
      propertyType: 'apartments',
      targetPriceCents: 312_000_00,
      status: 'new',
    });
    expect(lead!.notes).toContain('Living area: 85 m²');
    expect(lead!.notes).toContain('EPC label: C');
    expect(lead!.notes).toMatch(
      /Immora estimate shown to the visitor \(data of 2026-11-29\): €312,000 \(medium confidence\)/,
    );
    expect(await leadsOf(other)).toEqual([]);
    expect(await requestsIn(city)).toMatchObject([
      { professionalId: picked.user.id, assignedBy: 'choice', rotationTurn: null },
    ]);

    // The professional sees it in the leads list of their CRM.
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/crm/leads', headers: picked.headers });
    expect(listed.json().data.items).toMatchObject([{ id: lead!.id, leadType: 'selling', leadSource: 'website' }]);

    const [toPro, ...moreToPro] = smtp.to(picked.user.email);
    expect(moreToPro).toEqual([]);
    expect(toPro!.body).toContain(`New valuation request: ${city.postalCode} ${city.name}`);
    expect(toPro!.body).toContain('Lotte Peeters (');
    expect(toPro!.body).toContain('https://immora.test/dashboard-crm/leads');
    const [toVisitor, ...moreToVisitor] = smtp.to(request.email);
    expect(moreToVisitor).toEqual([]);
    expect(toVisitor!.body).toContain(`${picked.name} a reçu votre demande d’estimation gratuite`);
  });

  it('writes to an agency in its own language and files the lead in its agency', async () => {
    const city = await municipality();
    const picked = await agency(city, 2, 'Brabant Wonen');
    const res = await send(body(city, { professionalId: picked.user.id, language: 'en' }));
    expect(res.statusCode).toBe(201);
    const [lead] = await leadsOf(picked);
    expect(lead!.agencyId).not.toBeNull();
    expect(lead!.notes).toContain('Bewoonbare oppervlakte: 85 m²');
    expect(smtp.to(picked.user.email)[0]!.body).toContain('Nieuwe waarderingsaanvraag');
  });

  it('refuses a professional without a subscription (409) and stores nothing', async () => {
    const city = await municipality();
    await agent(city, 1);
    const unpaid = await agent(city, 3, false);
    const request = body(city, { professionalId: unpaid.user.id });
    const res = await send(request);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(M.notEligible);
    expect(await leadsOf(unpaid)).toEqual([]);
    expect(await requestsIn(city)).toEqual([]);
    expect(smtp.to(unpaid.user.email)).toEqual([]);
    expect(smtp.to(request.email)).toEqual([]);
  });
});

describe('the rotation', () => {
  it('gives each request to the eligible professional whose last rotation turn is the oldest', async () => {
    const city = await municipality();
    const a = await agent(city, 3);
    const b = await agency(city, 2, 'Leie Makelaars');
    const c = await agent(city, 1);
    const unpaid = await agent(city, 8, false);
    // A pick does not take a rotation turn.
    expect((await send(body(city, { professionalId: c.user.id }))).statusCode).toBe(201);
    const names: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await send(body(city));
      expect(res.statusCode).toBe(201);
      names.push(res.json().data.professional.name);
    }
    // Never assigned first, most listings first among them; then round and round.
    expect(names).toEqual([a.name, b.name, c.name, a.name, b.name, c.name]);
    expect(await leadsOf(unpaid)).toEqual([]);
    const turns = (await requestsIn(city)).map((r) => r.rotationTurn).filter((t) => t !== null);
    expect(turns.sort((x, y) => x! - y!)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('without any eligible professional: 409 with the reason, nothing stored or sent', async () => {
    const city = await municipality();
    const unpaid = await agent(city, 4, false);
    const request = body(city);
    const res = await send(request);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(M.noProfessional);
    expect(await requestsIn(city)).toEqual([]);
    expect(await leadsOf(unpaid)).toEqual([]);
    expect(smtp.to(request.email)).toEqual([]);
    expect((await shortList(city)).items).toEqual([]);
  });
});

describe('what is refused', () => {
  it('a filled honeypot: the same answer, nothing stored or sent', async () => {
    const city = await municipality();
    const pro = await agent(city, 1);
    const request = body(city, { website: 'https://cheap-seo.example' });
    const res = await send(request);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ message: M.sent, professional: { name: pro.name, kind: 'agent' } });
    expect(await leadsOf(pro)).toEqual([]);
    expect(await requestsIn(city)).toEqual([]);
    expect(smtp.to(pro.user.email)).toEqual([]);
    expect(smtp.to(request.email)).toEqual([]);
  });

  it.each([
    ['missing', undefined],
    ['false', false],
  ])('consent %s: 400 with its message', async (_, consent) => {
    const city = await municipality();
    const pro = await agent(city, 1);
    const res = await send({ ...body(city), consent });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.consent).toBe(M.consent);
    expect(await leadsOf(pro)).toEqual([]);
  });

  it('a sixth request from one client within the hour: 429', async () => {
    const city = await municipality();
    await agent(city, 1);
    const ip = client();
    for (let i = 0; i < 5; i++) expect((await send(body(city), ip)).statusCode).toBe(201);
    const res = await send(body(city), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toMatch(RATE_LIMIT_MESSAGE.split('{seconds}')[0]!);
    expect(await requestsIn(city)).toHaveLength(5);
  });
});

describe.skipIf(!onPostgres)('under races (PostgreSQL)', () => {
  it(`${RACERS} requests at once: ${RACERS} leads, one professional each, no rotation turn given twice`, async () => {
    const city = await municipality();
    const pros = [await agent(city, 4), await agent(city, 3), await agency(city, 2, 'Maas Immo'), await agent(city, 1)];
    const answers = await atOnce(RACERS, () => send(body(city)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(RACERS).fill(201));
    const requests = await requestsIn(city);
    expect(requests).toHaveLength(RACERS);
    expect(new Set(requests.map((r) => r.crmLeadId)).size).toBe(RACERS);
    expect(requests.map((r) => r.rotationTurn).sort((x, y) => x! - y!)).toEqual(
      Array.from({ length: RACERS }, (_, i) => i + 1),
    );
    // Fair under the race too: each of the four got a quarter.
    const counts = await Promise.all(pros.map(async (p) => (await leadsOf(p)).length));
    expect(counts).toEqual(Array(4).fill(RACERS / 4));
  });

  it(`${RACERS} picks of one professional at once: ${RACERS} leads, all theirs`, async () => {
    const city = await municipality();
    const picked = await agent(city, 1);
    const other = await agent(city, 5);
    const answers = await atOnce(RACERS, () => send(body(city, { professionalId: picked.user.id })));
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    expect(await leadsOf(picked)).toHaveLength(RACERS);
    expect(await leadsOf(other)).toEqual([]);
  });
});
