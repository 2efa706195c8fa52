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
import { bookViewing, clientIps } from '../../../test/closure-fixtures.ts';
import { createProperty } from '../../../test/factories.ts';
import { createAgency } from '../../../test/marketplace-factories.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { users } from '../../db/schema/users.ts';

/**
 * What others see of a closed or erased account (decision 061): the profile page's grace period
 * is the server's; public directories, profiles and counts leave the account out while it is
 * closed and bring it back when it reopens; appointments and reviews name it 'Former user' in the
 * reader's language, as the chat does.
 */
const DAY = 86_400_000;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ ACCOUNT_ERASURE_DAYS: '7.5' });
});
afterAll(() => ctx.close());

const nextIp = clientIps('10.33');
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });
const signedIn = async (email: string) => bearer(await signIn(ctx.app, email, DEFAULT_PASSWORD, nextIp()));
const close = async (headers: Record<string, string>) =>
  expect((await post('/api/users/me/close', { password: DEFAULT_PASSWORD }, headers)).statusCode).toBe(200);
const reopen = async (email: string) =>
  expect((await post('/api/users/reopen', { email, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
/** A public profile and its reviews answer 404 with the usual message. */
async function expectNoPublicPage(url: string, message: string) {
  const page = await get(url);
  expect(page.statusCode).toBe(404);
  expect(page.json().error.message).toBe(message);
  expect((await get(`${url}/reviews`)).statusCode).toBe(404);
}
const professionals = async () => (await get('/api/stats')).json().data.professionals as number;

describe('the profile page', () => {
  it('answers the server’s grace period (ACCOUNT_ERASURE_DAYS), which closing then applies', async () => {
    const user = await createAccount(ctx.database);
    const headers = await signedIn(user.email);
    const profile = await get('/api/users/me/profile', headers);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.accountErasureDays).toBe(7.5);
    const before = Date.now();
    const closed = await post('/api/users/me/close', { password: DEFAULT_PASSWORD }, headers);
    expect(new Date(closed.json().data.eraseAfter).getTime() - before).toBeGreaterThanOrEqual(7.5 * DAY - 1000);
  });
});

describe('public directories', () => {
  it('a closed agent leaves the directory, its profile, its reviews and the count; reopened, it is back', async () => {
    const lastName = `Vandamme${Date.now()}`;
    const agent = await createAccount(ctx.database, { role: 'individual', firstName: 'Wout', lastName });
    const search = async () => (await get(`/api/agents?q=${lastName}`)).json().data;
    expect((await search()).total).toBe(1);
    expect((await get(`/api/agents/${agent.id}`)).statusCode).toBe(200);
    const counted = await professionals();

    await close(await signedIn(agent.email));
    expect(await search()).toMatchObject({ total: 0, items: [] });
    await expectNoPublicPage(`/api/agents/${agent.id}`, 'Agent not found');
    expect(await professionals()).toBe(counted - 1);

    await reopen(agent.email);
    expect((await search()).items.map((a: { id: string }) => a.id)).toEqual([agent.id]);
    expect((await get(`/api/agents/${agent.id}`)).statusCode).toBe(200);
    expect(await professionals()).toBe(counted);

    // Closed again and erased: gone for good.
    await close(await signedIn(agent.email));
    await ctx.app.accountErasure.run(new Date(Date.now() + 8 * DAY));
    expect((await get(`/api/agents/${agent.id}`)).statusCode).toBe(404);
    expect(await professionals()).toBe(counted - 1);
  });

  it('a closed agency leaves the directory, its page and the count; an agency lists and counts only open agents', async () => {
    const name = `Leie Makelaars ${Date.now()}`;
    const { agency, owner } = await createAgency(ctx.database, { name });
    const agents = await Promise.all(
      ['Anke', 'Bert'].map((firstName) =>
        createAccount(ctx.database, { role: 'individual', firstName, lastName: 'Team', agencyId: agency.id }),
      ),
    );
    const search = async () => (await get(`/api/agencies?q=${encodeURIComponent(name)}`)).json().data;
    expect((await search()).items).toMatchObject([{ id: agency.id, agents: 2 }]);
    const counted = await professionals();

    // An agent closed while still linked (its agency has not let it go yet) is neither listed nor counted.
    await ctx.database.db.update(users).set({ closedAt: new Date() }).where(eq(users.id, agents[1]!.id));
    expect((await search()).items).toMatchObject([{ id: agency.id, agents: 1 }]);
    const page = (await get(`/api/agencies/${agency.id}`)).json().data;
    expect(page.team.map((a: { id: string }) => a.id)).toEqual([agents[0]!.id]);
    expect(await professionals()).toBe(counted - 1);

    await ctx.database.db.update(users).set({ closedAt: new Date() }).where(eq(users.id, owner.id));
    expect(await search()).toMatchObject({ total: 0, items: [] });
    await expectNoPublicPage(`/api/agencies/${agency.id}`, 'Agency not found');
    expect(await professionals()).toBe(counted - 2);

    await ctx.database.db.update(users).set({ closedAt: null }).where(eq(users.id, owner.id));
    expect((await search()).total).toBe(1);
    expect((await get(`/api/agencies/${agency.id}`)).statusCode).toBe(200);
  });
});

describe('appointments and reviews of a closed or erased account', () => {
  it('name it "Former user" in the reader’s language, without its address or phone', async () => {
    const host = await createAccount(ctx.database, { role: 'individual', firstName: 'Hanne', lastName: 'Host' });
    await createSubscription(ctx.database, host.id, (await createPlan(ctx.database, { audience: 'individual' })).id);
    const home = await createProperty(ctx.database, host.id, { title: 'Rijwoning aan de Leie' });
    const visitor = await createAccount(ctx.database, { firstName: 'Pieter', lastName: 'Visitor' });
    const viewing = await bookViewing(ctx.database, home.id, visitor.id, -2);
    await ctx.database.db
      .update(appointments)
      .set({ status: 'completed', profileShared: true })
      .where(eq(appointments.id, viewing.id));
    const visitorHeaders = await signedIn(visitor.email);
    const text = 'Hanne knew every corner of the house.';
    expect(
      (await post('/api/reviews', { appointmentId: viewing.id, rating: 5, text }, visitorHeaders)).statusCode,
    ).toBe(201);
    const hostHeaders = await signedIn(host.email);
    const client = async (language: string) => {
      const res = await get(`/api/appointments/${viewing.id}?lang=${language}`, hostHeaders);
      expect(res.statusCode).toBe(200);
      return res.json().data.client;
    };
    const review = async (language: string) => {
      const [row] = await ctx.database.db.select().from(reviews).where(eq(reviews.appointmentId, viewing.id));
      const mine = (await get(`/api/reviews/received/${row!.id}?lang=${language}`, hostHeaders)).json().data;
      const open = (await get(`/api/agents/${host.id}/reviews?lang=${language}`)).json().data.items;
      return { mine: mine.reviewer.name, open: open.map((r: { reviewer: string }) => r.reviewer) };
    };
    expect(await client('en')).toMatchObject({ name: 'Pieter Visitor', email: visitor.email });
    const sharedProfile = () => get(`/api/appointments/${viewing.id}/profile`, hostHeaders);
    expect((await sharedProfile()).statusCode).toBe(200);
    expect(await review('en')).toEqual({ mine: 'Pieter Visitor', open: ['Pieter V.'] });

    await close(visitorHeaders);
    expect(await client('en')).toEqual({ id: visitor.id, name: 'Former user', email: '', phone: null });
    expect((await get(`/api/appointments/${viewing.id}`, hostHeaders)).json().data.profileShared).toBe(false);
    expect((await sharedProfile()).statusCode).toBe(403);
    expect(await review('nl')).toEqual({ mine: 'Voormalige gebruiker', open: ['Voormalige gebruiker'] });

    await ctx.app.accountErasure.run(new Date(Date.now() + 8 * DAY));
    expect((await client('fr')).name).toBe('Ancien utilisateur');
    expect(await review('el')).toEqual({ mine: 'Πρώην χρήστης', open: ['Πρώην χρήστης'] });
    const visitorsView = await get(`/api/appointments/${viewing.id}?lang=el`, hostHeaders);
    expect(JSON.stringify(visitorsView.json())).not.toContain('erased.invalid');
  });
});
