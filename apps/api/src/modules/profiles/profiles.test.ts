import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@immora/shared/auth';
import { PHONE_MESSAGES } from '@immora/shared/phone';
import { PROFILE_MESSAGES } from '@immora/shared/profiles';
import { VAT_MESSAGES } from '@immora/shared/vat';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { bearer, createAccount, signIn, uniqueEmail } from '../../../test/account-factories.ts';
import { agencies } from '../../db/schema/agencies.ts';
import { createAgency, createCity } from '../../../test/marketplace-factories.ts';
import { outboxFor, tokenOfLink } from '../../../test/mail-outbox.ts';

/** Issue 13: the profile of every role, the agent's and the agency's own fields, and the e-mail change. */
const PUBLIC_URL = 'https://immora.test';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL });
  await createCity(ctx.database, { name: 'Ghent', nameNl: 'Gent', nameFr: 'Gand', region: 'flanders' });
});
afterAll(() => ctx.close());

let clients = 0;
const nextIp = () => `10.13.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;

/** A signed-in account of the role. */
async function account(role: 'buyer' | 'pseller' | 'individual' | 'agency' = 'buyer', extra = {}) {
  const user = await createAccount(ctx.database, { role, ...extra });
  const token = await signIn(ctx.app, user.email, user.password, nextIp());
  return { user, headers: bearer(token) };
}
const getProfile = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/users/me/profile', headers });
const putProfile = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/users/me/profile', headers, payload, remoteAddress: nextIp() });
const stored = async (id: string) =>
  (
    await ctx.database.query<Record<string, unknown>>(
      'SELECT first_name, last_name, phone_number, email, pending_email, licence_number, agency_name, company_email, vat_number, is_verified FROM users WHERE id = $1',
      [id],
    )
  )[0]!;
/** A signed-in agency owner with an agency named 'Before'. */
async function agencyAccount() {
  const { user, headers } = await account('agency');
  const [agency] = await ctx.database.db
    .insert(agencies)
    .values({ ownerId: user.id, name: 'Before', email: 'before@agency.be', phone: '092231234', address: '' })
    .returning();
  return { user, agency: agency!, headers };
}
const personal = (user: { email: string }, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Camille',
  lastName: 'Dubois',
  phone: '0475918273',
  email: user.email,
  ...overrides,
});

describe('GET /api/users/me/profile', () => {
  it('answers the personal fields of a buyer, without agent or agency parts', async () => {
    const { user, headers } = await account('buyer');
    const res = await getProfile(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: user.id,
      role: 'buyer',
      firstName: 'Lotte',
      lastName: 'Peeters',
      phone: '0475918273',
      email: user.email,
      pendingEmail: null,
      language: 'en',
      hasPassword: true,
      accountErasureDays: 30,
      picture: null,
      agent: null,
      agency: null,
    });
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/me/profile' })).statusCode).toBe(401);
  });
});

describe('PUT /api/users/me/profile', () => {
  it("saves a seeker's names and phone and answers the saved profile", async () => {
    const { user, headers } = await account('buyer');
    const res = await putProfile(headers, personal(user, { firstName: ' Camille ', phone: '0486123457' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ firstName: 'Camille', lastName: 'Dubois', phone: '0486123457' });
    expect(await stored(user.id)).toMatchObject({ first_name: 'Camille', phone_number: '0486123457' });
    expect((await getProfile(headers)).json().data.firstName).toBe('Camille');
  });

  it.each([
    [{ firstName: 'A' }, 'firstName', AUTH_MESSAGES.firstNameMin],
    [{ lastName: 'x'.repeat(51) }, 'lastName', AUTH_MESSAGES.lastNameMax],
    [{ phone: '0475 91 82 73' }, 'phone', PHONE_MESSAGES.digits],
    [{ phone: '047591827' }, 'phone', PHONE_MESSAGES.min],
    [{ email: 'not-an-address' }, 'email', AUTH_MESSAGES.emailInvalid],
  ])('refuses %o with its message and changes nothing', async (change, field, message) => {
    const { user, headers } = await account('pseller');
    const before = await stored(user.id);
    const res = await putProfile(headers, personal(user, change));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(await stored(user.id)).toEqual(before);
  });

  it("refuses an agent's fields on a seeker's profile", async () => {
    const { user, headers } = await account('buyer');
    const res = await putProfile(headers, personal(user, { licenceNumber: 'IPI 500.123' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: PROFILE_MESSAGES.agentFieldsOnly,
      fields: { licenceNumber: PROFILE_MESSAGES.agentFieldsOnly },
    });
    expect((await stored(user.id)).first_name).toBe('Lotte');
  });

  it("saves an independent agent's licence, agency name, company e-mail and VAT number (normalised), shown on the public page", async () => {
    const { user, headers } = await account('individual');
    const res = await putProfile(
      headers,
      personal(user, {
        licenceNumber: 'IPI 512.345',
        agencyName: 'Dubois Immo',
        companyEmail: 'camille@dubois-immo.be',
        vatNumber: 'BE 0123.456.749',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.agent).toEqual({
      licenceNumber: 'IPI 512.345',
      agencyName: 'Dubois Immo',
      agencyLinked: false,
      companyEmail: 'camille@dubois-immo.be',
      vatNumber: 'BE0123456749',
    });
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/agents/${user.id}` })).json().data;
    expect(page).toMatchObject({
      name: 'Camille Dubois',
      phone: '0475918273',
      licenceNumber: 'IPI 512.345',
      companyEmail: 'camille@dubois-immo.be',
      agencyName: 'Dubois Immo',
      agency: null,
    });
  });

  it.each([
    ['BE0123456748', VAT_MESSAGES.check],
    ['BE2123456749', VAT_MESSAGES.format],
    ['NL123456789B01', VAT_MESSAGES.format],
  ])('refuses the VAT number %s (%s) and changes nothing', async (vatNumber, message) => {
    const { user, headers } = await account('individual', { vatNumber: 'BE1000000021' });
    const res = await putProfile(headers, personal(user, { vatNumber, firstName: 'Other' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.vatNumber).toBe(message);
    expect(await stored(user.id)).toMatchObject({ vat_number: 'BE1000000021', first_name: 'Lotte' });
  });

  it("keeps a linked agent's agency name the agency's own", async () => {
    const { agency } = await createAgency(ctx.database, { name: 'Gentse Woningen' });
    const { user, headers } = await account('individual', { agencyId: agency.id });
    expect((await getProfile(headers)).json().data.agent).toMatchObject({
      agencyName: 'Gentse Woningen',
      agencyLinked: true,
    });
    const refused = await putProfile(headers, personal(user, { agencyName: 'My Own Brand' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.agencyName).toBe(PROFILE_MESSAGES.agencyNameFromAgency);
    expect((await putProfile(headers, personal(user, { agencyName: 'Gentse Woningen' }))).statusCode).toBe(200);
  });
});

describe('changing the e-mail address', () => {
  it('stays pending until the link sent to the new address (in the account language) is followed; the old address is told', async () => {
    const { user, headers } = await account('buyer', { language: 'nl' });
    const newAddress = uniqueEmail('new');
    const res = await putProfile(headers, personal(user, { email: newAddress.toUpperCase() }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: user.email, pendingEmail: newAddress });
    expect(await stored(user.id)).toMatchObject({ email: user.email, pending_email: newAddress });

    const [confirm] = await outboxFor(ctx.database, newAddress);
    expect(confirm).toMatchObject({ kind: 'change_email', subject: 'Bevestig je nieuwe e-mailadres voor Immora' });
    expect(confirm!.text).toContain('Hallo Camille,');
    const [notice] = (await outboxFor(ctx.database, user.email)).filter((m) => m.kind === 'change_email_notice');
    expect(notice!.subject).toBe('Het e-mailadres van je Immora-account gaat wijzigen');
    expect(notice!.text).toContain(newAddress);

    // Until the link is followed the old address signs in, the new one does not.
    await signIn(ctx.app, user.email, user.password, nextIp());
    const early = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: newAddress, password: user.password },
      remoteAddress: nextIp(),
    });
    expect(early.statusCode).toBe(401);

    const token = tokenOfLink(confirm!.text, PUBLIC_URL, '/verify-email');
    const followed = await ctx.app.inject({ method: 'POST', url: '/api/users/verify-email', payload: { token } });
    expect(followed.statusCode).toBe(200);
    expect(followed.json().data.message).toBe(PROFILE_MESSAGES.emailChanged);
    expect(await stored(user.id)).toMatchObject({ email: newAddress, pending_email: null });
    await signIn(ctx.app, newAddress, user.password, nextIp());

    const again = await ctx.app.inject({ method: 'POST', url: '/api/users/verify-email', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(AUTH_MESSAGES.tokenInvalid);
  });

  it("refuses another account's address with 409 and changes nothing", async () => {
    const other = await createAccount(ctx.database);
    const { user, headers } = await account('buyer');
    const res = await putProfile(headers, personal(user, { email: other.email, firstName: 'Changed' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields.email).toBe(PROFILE_MESSAGES.emailTaken);
    expect(await stored(user.id)).toMatchObject({ first_name: 'Lotte', pending_email: null });
    expect(await outboxFor(ctx.database, other.email)).toEqual([]);
  });

  it('answers 409 at the link when another account took the address meanwhile', async () => {
    const { user, headers } = await account('buyer');
    const wanted = uniqueEmail('race');
    await putProfile(headers, personal(user, { email: wanted }));
    await createAccount(ctx.database, { email: wanted });
    const token = tokenOfLink((await outboxFor(ctx.database, wanted))[0]!.text, PUBLIC_URL, '/verify-email');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/users/verify-email', payload: { token } });
    expect(res.statusCode).toBe(409);
    expect(await stored(user.id)).toMatchObject({ email: user.email });
  });

  it('withdraws a pending change when the current address is saved again, and its link stops working', async () => {
    const { user, headers } = await account('buyer');
    const wanted = uniqueEmail('withdrawn');
    await putProfile(headers, personal(user, { email: wanted }));
    const res = await putProfile(headers, personal(user));
    expect(res.json().data.pendingEmail).toBeNull();
    const second = uniqueEmail('second');
    await putProfile(headers, personal(user, { email: second }));
    const oldToken = tokenOfLink((await outboxFor(ctx.database, wanted))[0]!.text, PUBLIC_URL, '/verify-email');
    const res2 = await ctx.app.inject({ method: 'POST', url: '/api/users/verify-email', payload: { token: oldToken } });
    expect(res2.statusCode).toBe(400);
    expect(await stored(user.id)).toMatchObject({ email: user.email, pending_email: second });
  });
});

describe('PUT /api/users/me/agency', () => {
  const agencyBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Gentse Woningen',
    description: 'Homes in and around Ghent since 1998.',
    email: 'info@gentsewoningen.be',
    phone: '0922312345',
    website: 'https://gentsewoningen.be',
    address: 'Korenmarkt 1, 9000 Gent',
    city: 'Gent',
    vatNumber: 'be0456-789-133',
    ...overrides,
  });

  it("answers an agency's profile with the agency's fields and no agent part", async () => {
    const { agency, headers } = await agencyAccount();
    const profile = (await getProfile(headers)).json().data;
    expect(profile.agent).toBeNull();
    expect(profile.agency).toMatchObject({ id: agency.id, name: 'Before', city: null, vatNumber: null });
  });

  it("saves the agency's public fields, shown on its public page", async () => {
    const { agency, headers } = await agencyAccount();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me/agency',
      headers,
      payload: agencyBody(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.agency).toMatchObject({
      name: 'Gentse Woningen',
      city: 'Ghent',
      vatNumber: 'BE0456789133',
      phone: '0922312345',
    });
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/agencies/${agency.id}` })).json().data;
    expect(page).toMatchObject({
      name: 'Gentse Woningen',
      description: 'Homes in and around Ghent since 1998.',
      email: 'info@gentsewoningen.be',
      website: 'https://gentsewoningen.be',
      address: 'Korenmarkt 1, 9000 Gent',
      city: 'Ghent',
    });
  });

  it('refuses an unknown city, a bad website and a bad VAT number, changing nothing', async () => {
    const { agency, headers } = await agencyAccount();
    for (const [change, field, message] of [
      [{ city: 'Atlantis' }, 'city', PROFILE_MESSAGES.cityUnknown],
      [{ website: 'gentsewoningen' }, 'website', PROFILE_MESSAGES.websiteInvalid],
      [{ vatNumber: 'BE0456789134' }, 'vatNumber', VAT_MESSAGES.check],
      [{ name: 'G' }, 'name', PROFILE_MESSAGES.agencyNameMin],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/users/me/agency',
        headers,
        payload: agencyBody(change),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
    const [row] = await ctx.database.query<{ name: string }>('SELECT name FROM agencies WHERE id = $1', [agency.id]);
    expect(row!.name).toBe('Before');
  });

  it('is for agencies only', async () => {
    const { headers } = await account('individual');
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/users/me/agency', headers, payload: agencyBody() });
    expect(res.statusCode).toBe(403);
  });
});
