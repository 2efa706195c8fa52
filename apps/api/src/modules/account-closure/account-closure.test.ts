import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_CLOSURE_MESSAGES as M } from '@immora/shared/account-closure';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { bearer, createAccount, DEFAULT_PASSWORD, signIn, signupBody } from '../../../test/account-factories.ts';
import { createAgent, signedInAgency } from '../../../test/agency-factories.ts';
import {
  bookViewing,
  chatBetween,
  clientIps,
  runningAuctionWithBid,
  sessionOpenedBy,
} from '../../../test/closure-fixtures.ts';
import { createProperty } from '../../../test/factories.ts';
import { outboxFor } from '../../../test/mail-outbox.ts';
import { auctions } from '../../../src/db/schema/auctions.ts';
import { licenceAssignments } from '../../../src/db/schema/licences.ts';
import { properties } from '../../../src/db/schema/properties.ts';
import { users } from '../../../src/db/schema/users.ts';
import { appointments } from '../../../src/db/schema/appointments.ts';
import { reopenToken } from './reopen-token.ts';

/** Issue 32, 'Close my account': closing, the grace period, reopening and the erasure sweep (decision 061). */
const PUBLIC_URL = 'https://immora.test';
const DAY = 86_400_000;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL });
});
afterAll(() => ctx.close());

const nextIp = clientIps('10.32');
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });
const login = (email: string, password = DEFAULT_PASSWORD) => post('/api/users/login', { email, password });
const me = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/users/me/profile', headers });
const userRow = async (id: string) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const listing = async (id: string) => (await ctx.database.db.select().from(properties).where(eq(properties.id, id)))[0];
const appointment = async (id: string) =>
  (await ctx.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

/** A seller (pseller) with a published listing, signed in twice (two browsers). */
async function seller(overrides: { language?: 'en' | 'nl' | 'fr' | 'el' } = {}) {
  const user = await createAccount(ctx.database, {
    role: 'pseller',
    firstName: 'Ines',
    lastName: 'Verbeke',
    ...overrides,
  });
  const first = bearer(await signIn(ctx.app, user.email, DEFAULT_PASSWORD, nextIp()));
  const second = bearer(await signIn(ctx.app, user.email, DEFAULT_PASSWORD, nextIp()));
  const home = await createProperty(ctx.database, user.id, { title: 'Rijwoning met tuin' });
  return { user, first, second, home };
}

describe('closing an account', () => {
  it('refuses a wrong or missing password with a 400 on the field and changes nothing', async () => {
    const { user, first, home } = await seller();
    const wrong = await post('/api/users/me/close', { password: 'not-my-password' }, first);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: M.passwordWrong });
    const missing = await post('/api/users/me/close', {}, first);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ password: M.passwordRequired });
    expect((await userRow(user.id)).closedAt).toBeNull();
    expect((await listing(home.id))!.status).toBe('published');
    expect((await me(first)).statusCode).toBe(200);
    expect((await post('/api/users/me/close', { password: DEFAULT_PASSWORD })).statusCode).toBe(401);
  });

  it('ends every session, takes the listings down, cancels viewings and auctions with e-mails, and confirms in the user’s language', async () => {
    const { user, first, second, home } = await seller({ language: 'fr' });
    const visitor = await createAccount(ctx.database, { firstName: 'Bram' });
    const booked = await bookViewing(ctx.database, home.id, visitor.id);
    const elsewhere = await createProperty(ctx.database, (await createAccount(ctx.database, { role: 'pseller' })).id);
    const mine = await bookViewing(ctx.database, elsewhere.id, user.id);
    const bidder = await createAccount(ctx.database, { firstName: 'Sofie', language: 'nl' });
    const auctioned = await createProperty(ctx.database, user.id, { title: 'Loft aan de Schelde', type: 'auction' });
    const auction = await runningAuctionWithBid(ctx.database, auctioned.id, user.id, bidder.id);

    const before = Date.now();
    const res = await post('/api/users/me/close', { password: DEFAULT_PASSWORD }, first);
    expect(res.statusCode).toBe(200);
    const eraseAfter = new Date(res.json().data.eraseAfter).getTime();
    expect(eraseAfter - before).toBeGreaterThanOrEqual(30 * DAY - 1000);
    expect(eraseAfter - Date.now()).toBeLessThanOrEqual(30 * DAY);

    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect(await listing(home.id)).toMatchObject({ status: 'pending', statusBeforeClosure: 'published' });
    const publicPage = await ctx.app.inject({ method: 'GET', url: `/api/properties/${home.id}` });
    expect(publicPage.statusCode).toBe(404);
    expect((await appointment(booked.id)).status).toBe('cancelled');
    expect((await appointment(mine.id)).status).toBe('cancelled');
    expect((await outboxFor(ctx.database, visitor.email)).map((m) => m.subject)).toContain(
      'Viewing cancelled: Rijwoning met tuin',
    );
    const [ended] = await ctx.database.db.select().from(auctions).where(eq(auctions.id, auction.id));
    expect(ended!.cancelledAt).not.toBeNull();
    expect(ended!.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
    const told = (await outboxFor(ctx.database, bidder.email)).find((m) => m.kind === 'auction_cancelled');
    expect(told?.subject).toBe('Veiling geannuleerd: Loft aan de Schelde');
    expect(told?.text).toContain('Hallo Sofie');

    const confirmation = (await outboxFor(ctx.database, user.email)).find((m) => m.kind === 'account_closed');
    expect(confirmation?.subject).toBe('Votre compte Immora est fermé');
    const date = new Intl.DateTimeFormat('fr-BE', { dateStyle: 'long', timeZone: 'Europe/Brussels' }).format(
      eraseAfter,
    );
    expect(confirmation?.text).toContain(date);
    expect(confirmation?.text).toContain('Rouvrir mon compte');
  });

  it('answers sign-in in the grace period with 403 ACCOUNT_CLOSED and the erasure date; reopening gives the listings back, not the cancelled viewings', async () => {
    const { user, first, home } = await seller();
    const visitor = await createAccount(ctx.database);
    const booked = await bookViewing(ctx.database, home.id, visitor.id);
    const closed = await post('/api/users/me/close', { password: DEFAULT_PASSWORD }, first);
    const signIn403 = await login(user.email);
    expect(signIn403.statusCode).toBe(403);
    expect(signIn403.json().error).toMatchObject({
      code: 'ACCOUNT_CLOSED',
      fields: { eraseAfter: closed.json().data.eraseAfter },
    });
    expect(signIn403.json().error.fields.reopenToken).toBeUndefined();
    // A wrong password says nothing about the account.
    expect((await login(user.email, 'wrong-password-1')).statusCode).toBe(401);
    expect((await post('/api/users/reopen', { email: user.email, password: 'wrong-password-1' })).statusCode).toBe(401);
    expect((await userRow(user.id)).closedAt).not.toBeNull();

    const reopened = await post('/api/users/reopen', { email: user.email, password: DEFAULT_PASSWORD });
    expect(reopened.statusCode).toBe(200);
    expect((await me(bearer(reopened.json().data.token))).statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ closedAt: null, eraseAfter: null });
    expect(await listing(home.id)).toMatchObject({ status: 'published', statusBeforeClosure: null });
    expect((await appointment(booked.id)).status).toBe('cancelled');
    expect((await login(user.email)).statusCode).toBe(200);
    // An open account has nothing to reopen.
    expect((await post('/api/users/reopen', { email: user.email, password: DEFAULT_PASSWORD })).statusCode).toBe(401);
  });

  it('erases with the sweep after the grace period and not before; the address can sign up again', async () => {
    const { user, first } = await seller();
    const res = await post('/api/users/me/close', { password: DEFAULT_PASSWORD }, first);
    const eraseAfter = new Date(res.json().data.eraseAfter);
    expect(await ctx.app.accountErasure.run(new Date(eraseAfter.getTime() - 60_000))).toBe(0);
    expect((await userRow(user.id)).email).toBe(user.email);
    expect(await ctx.app.accountErasure.run(new Date(eraseAfter.getTime() + 1000))).toBeGreaterThanOrEqual(1);
    const erased = await userRow(user.id);
    expect(erased).toMatchObject({ firstName: '', lastName: '', phoneNumber: null, passwordHash: null });
    expect(erased.email).not.toContain(user.email);
    expect(erased.erasedAt).not.toBeNull();
    expect((await login(user.email)).statusCode).toBe(401);
    expect((await post('/api/users/reopen', { email: user.email, password: DEFAULT_PASSWORD })).statusCode).toBe(401);
    expect(await ctx.app.accountErasure.run(new Date(eraseAfter.getTime() + 2000))).toBe(0);

    const again = await post('/api/users/signup', signupBody({ email: user.email }));
    expect(again.statusCode).toBe(201);
    const [fresh] = await ctx.database.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = $1', [
      user.email,
    ]);
    expect(fresh?.id).toBeDefined();
    expect(fresh!.id).not.toBe(user.id);
  });
});

describe('the erasure sweep on several nodes', () => {
  it('erases each due account once when two sweeps run at the same time', async () => {
    const due = new Date(Date.now() - DAY);
    const accounts = await Promise.all([1, 2, 3].map(() => createAccount(ctx.database, { role: 'pseller' })));
    for (const a of accounts)
      await ctx.database.db.update(users).set({ closedAt: due, eraseAfter: due }).where(eq(users.id, a.id));
    const counts = await Promise.all([ctx.app.accountErasure.run(), ctx.app.accountErasure.run()]);
    expect(counts[0]! + counts[1]!).toBe(3);
    for (const a of accounts) expect((await userRow(a.id)).email).toMatch(/^erased-.*@erased\.invalid$/);
  });
});

describe('an account without a password (Google or Microsoft)', () => {
  it('closes only from a session such a sign-in opened in the last 10 minutes, and reopens with its reopen token', async () => {
    const user = await createAccount(ctx.database, { role: 'buyer' });
    await ctx.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const stale = await sessionOpenedBy(ctx.app, ctx.database, user, 'oauth', 11);
    const refused = await post('/api/users/me/close', {}, stale);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(M.freshSignInNeeded);
    expect((await userRow(user.id)).closedAt).toBeNull();

    const fresh = await sessionOpenedBy(ctx.app, ctx.database, user, 'oauth', 1);
    expect((await post('/api/users/me/close', {}, fresh)).statusCode).toBe(200);
    expect((await me(stale)).statusCode).toBe(401);

    expect((await post('/api/users/reopen', { token: 'not-a-token' })).statusCode).toBe(401);
    const reopened = await post('/api/users/reopen', { token: await reopenToken(ctx.app.config.JWT_SECRET, user.id) });
    expect(reopened.statusCode).toBe(200);
    expect((await userRow(user.id)).closedAt).toBeNull();
  });
});

describe('agencies and their agents', () => {
  it('an agency closing lets its agents go with an e-mail; they keep their accounts and hold no licence', async () => {
    const agency = await signedInAgency(ctx.app, ctx.database, 'Leie Makelaars');
    const agent = await createAgent(ctx.database, agency.agency.id, { firstName: 'Jonas' });
    await ctx.database.db.insert(licenceAssignments).values({ agencyUserId: agency.user.id, agentId: agent.id });
    const home = await createProperty(ctx.database, agency.user.id, { agencyId: agency.agency.id, agentId: agent.id });
    const res = await post('/api/users/me/close', { password: 'Sesame-2026' }, agency.headers);
    expect(res.statusCode).toBe(200);
    expect(await userRow(agent.id)).toMatchObject({ agencyId: null, closedAt: null });
    expect(
      await ctx.database.db.select().from(licenceAssignments).where(eq(licenceAssignments.agentId, agent.id)),
    ).toEqual([]);
    expect((await listing(home.id))!.status).toBe('pending');
    const told = (await outboxFor(ctx.database, agent.email)).find((m) => m.kind === 'agency_closed');
    expect(told?.subject).toBe('Leie Makelaars closed its Immora account');
  });

  it('an agent closing gives the agency its assigned listings back, unassigned', async () => {
    const agency = await signedInAgency(ctx.app, ctx.database);
    const agent = await createAccount(ctx.database, { role: 'individual', agencyId: agency.agency.id });
    const home = await createProperty(ctx.database, agency.user.id, { agencyId: agency.agency.id, agentId: agent.id });
    const headers = bearer(await signIn(ctx.app, agent.email, DEFAULT_PASSWORD, nextIp()));
    expect((await post('/api/users/me/close', { password: DEFAULT_PASSWORD }, headers)).statusCode).toBe(200);
    expect(await listing(home.id)).toMatchObject({ agentId: null, status: 'published' });
    expect((await userRow(agent.id)).agencyId).toBeNull();
  });
});

describe('chats of a closed account', () => {
  it('keep its messages for the others, signed "Former user" in the reader’s language', async () => {
    const agency = await signedInAgency(ctx.app, ctx.database);
    const agent = await createAccount(ctx.database, {
      role: 'individual',
      agencyId: agency.agency.id,
      firstName: 'Wout',
      lastName: 'Claes',
    });
    const chat = await chatBetween(ctx.database, agent.id, agency.user.id, 'The keys are at the office.');
    const headers = bearer(await signIn(ctx.app, agent.email, DEFAULT_PASSWORD, nextIp()));
    expect((await post('/api/users/me/close', { password: DEFAULT_PASSWORD }, headers)).statusCode).toBe(200);

    const read = async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/chat/messages/${chat.id}`,
        headers: agency.headers,
      });
      expect(res.statusCode).toBe(200);
      return res.json().data[0];
    };
    expect(await read()).toMatchObject({ content: 'The keys are at the office.', sender: { name: 'Former user' } });
    await ctx.database.db.update(users).set({ language: 'el' }).where(eq(users.id, agency.user.id));
    expect((await read()).sender.name).toBe('Πρώην χρήστης');
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/chat/chats/${agency.user.id}`,
      headers: agency.headers,
    });
    const listed = list.json().data.find((c: { id: string }) => c.id === chat.id);
    expect(listed.name).toBe('Πρώην χρήστης');
    expect(JSON.stringify(listed)).not.toContain('Wout');

    await ctx.app.accountErasure.run(new Date(Date.now() + 31 * DAY));
    expect((await read()).content).toBe('The keys are at the office.');
    expect((await read()).sender.name).toBe('Πρώην χρήστης');
  });
});
