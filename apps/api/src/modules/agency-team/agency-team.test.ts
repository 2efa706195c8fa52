import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_TEAM_MESSAGES as M } from '@immora/shared/agency-team';
import { AUTH_MESSAGES } from '@immora/shared/auth';
import { PHONE_MESSAGES } from '@immora/shared/phone';
import { appointments } from '../../db/schema/appointments.ts';
import { licenceAssignments } from '../../db/schema/licences.ts';
import { properties } from '../../db/schema/properties.ts';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { onPostgres } from '../../../test/database.ts';
import { createAgent, signedInAgency } from '../../../test/agency-factories.ts';
import { createProperty } from '../../../test/factories.ts';
import { outboxFor, tokenOfLink } from '../../../test/mail-outbox.ts';
import { atOnce, expectLimitHeld, RACERS } from '../../../test/races.ts';
import { signedInUser } from '../../../test/session.ts';
import { FRENCH_READER, FRENCH_TITLE, inDutchWithFrench } from '../../../test/listing-fixtures.ts';
import { agencyAgentsRepository } from './agency-agents.repository.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const userRow = async (id: string) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const propertyRow = async (id: string) =>
  (await ctx.database.db.select().from(properties).where(eq(properties.id, id)))[0]!;
const agentNames = async (headers: Headers, query = '') =>
  (await call('GET', `/api/agency/agents${query}`, headers))
    .json()
    .data.items.map((a: { firstName: string }) => a.firstName);

const NEW_AGENT = {
  firstName: 'Ines',
  lastName: 'Claes',
  phoneNumber: '0475918273',
  password: 'Schelde-2026',
};

describe('add and edit agents', () => {
  it('creates a linked, unverified agent who verifies the address by e-mail and then signs in', async () => {
    const owner = await signedInAgency(ctx.app, ctx.database);
    const email = `ines-${owner.agency.id.slice(0, 8)}@example.be`;
    const res = await call('POST', '/api/agency/agents', owner.headers, { ...NEW_AGENT, email: email.toUpperCase() });
    expect(res.statusCode).toBe(201);
    const agent = res.json().data;
    expect(agent).toMatchObject({ firstName: 'Ines', email, isVerified: false, properties: 0 });
    expect(await userRow(agent.id)).toMatchObject({ role: 'individual', agencyId: owner.agency.id });
    expect(await agentNames(owner.headers)).toEqual(['Ines']);

    const login = () =>
      ctx.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password: NEW_AGENT.password } });
    expect((await login()).json().data.token).toBeNull();
    const [mail] = await outboxFor(ctx.database, email);
    expect(mail!.subject).toBe('Schelde Vastgoed added you as an agent on Immora');
    const token = tokenOfLink(mail!.text, ctx.app.config.PUBLIC_URL, '/verify-email');
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/users/verify-email', payload: { token } })).statusCode,
    ).toBe(200);
    expect((await login()).json().data.token).toEqual(expect.any(String));
  });

  it.each([
    [{ firstName: 'I' }, 'firstName', AUTH_MESSAGES.firstNameMin],
    [{ lastName: 'x'.repeat(51) }, 'lastName', AUTH_MESSAGES.lastNameMax],
    [{ email: 'not-an-address' }, 'email', AUTH_MESSAGES.emailInvalid],
    [{ phoneNumber: '04759ab273' }, 'phoneNumber', PHONE_MESSAGES.digits],
    [{ phoneNumber: '047591827' }, 'phoneNumber', PHONE_MESSAGES.min],
    [{ password: 'short' }, 'password', AUTH_MESSAGES.passwordLength],
    [{ password: 'password123' }, 'password', AUTH_MESSAGES.passwordTooCommon],
  ])('refuses %o with 400 on %s and creates nothing', async (change, field, message) => {
    const owner = await signedInAgency(ctx.app, ctx.database);
    const res = await call('POST', '/api/agency/agents', owner.headers, {
      ...NEW_AGENT,
      email: `refused-${owner.agency.id.slice(0, 8)}@example.be`,
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(await agentNames(owner.headers)).toEqual([]);
  });

  it('refuses an address already in use with 409, whatever its case', async () => {
    const owner = await signedInAgency(ctx.app, ctx.database);
    const taken = await createAgent(ctx.database, null);
    const res = await call('POST', '/api/agency/agents', owner.headers, {
      ...NEW_AGENT,
      email: taken.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ message: M.emailTaken, fields: { email: M.emailTaken } });
    expect(await agentNames(owner.headers)).toEqual([]);
  });

  it("edits its own agent's names and phone, and answers 403 for another agency's agent", async () => {
    const mine = await signedInAgency(ctx.app, ctx.database);
    const other = await signedInAgency(ctx.app, ctx.database, 'Leie Immo');
    const agent = await createAgent(ctx.database, mine.agency.id);
    const change = { firstName: 'Noor', lastName: 'Wouters', phoneNumber: '0486123957' };
    const res = await call('PATCH', `/api/agency/agents/${agent.id}`, mine.headers, change);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject(change);
    const foreign = await call('PATCH', `/api/agency/agents/${agent.id}`, other.headers, {
      ...change,
      firstName: 'Hacked',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.message).toBe(M.notYourAgent);
    expect((await call('GET', `/api/agency/agents/${agent.id}`, other.headers)).statusCode).toBe(403);
    const unknown = '5e0c8f2a-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/agency/agents/${unknown}`, other.headers)).statusCode).toBe(404);
    expect((await userRow(agent.id)).firstName).toBe('Noor');
    const bad = await call('PATCH', `/api/agency/agents/${agent.id}`, mine.headers, { ...change, phoneNumber: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', '/api/agency/agents/not-a-uuid', mine.headers)).statusCode).toBe(404);
  });

  it('lists only its own agents, searched and paged', async () => {
    const mine = await signedInAgency(ctx.app, ctx.database);
    const other = await signedInAgency(ctx.app, ctx.database, 'Leie Immo');
    for (const firstName of ['Anna', 'Bram', 'Cas']) await createAgent(ctx.database, mine.agency.id, { firstName });
    await createAgent(ctx.database, other.agency.id, { firstName: 'Dries' });
    expect(await agentNames(mine.headers, '?sort=firstName&order=asc')).toEqual(['Anna', 'Bram', 'Cas']);
    expect(await agentNames(mine.headers, '?q=bra')).toEqual(['Bram']);
    const page = (
      await call('GET', '/api/agency/agents?sort=firstName&order=desc&pageSize=2&page=2', mine.headers)
    ).json().data;
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items.map((a: { firstName: string }) => a.firstName)).toEqual(['Anna']);
    expect(await agentNames(other.headers)).toEqual(['Dries']);
  });

  it('is for subscribed agencies only', async () => {
    const agent = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
    expect((await call('GET', '/api/agency/agents', agent.headers)).statusCode).toBe(403);
    const unpaid = await signedInUser(ctx.app, ctx.database, { role: 'agency' });
    const res = await call('GET', '/api/agency/agents', unpaid.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(AUTH_MESSAGES.subscriptionRequired);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/agency/agents' })).statusCode).toBe(401);
  });
});

describe('kick out', () => {
  it("unlinks the agent, unassigns the agency's listings and frees its licence at once; the account and its own listings stay", async () => {
    const owner = await signedInAgency(ctx.app, ctx.database);
    const agent = await createAgent(ctx.database, owner.agency.id);
    await ctx.database.db.insert(licenceAssignments).values({ agencyUserId: owner.user.id, agentId: agent.id });
    const assigned = [
      await createProperty(ctx.database, owner.user.id, { agencyId: owner.agency.id, agentId: agent.id }),
      await createProperty(ctx.database, owner.user.id, { agencyId: owner.agency.id, agentId: agent.id }),
    ];
    const own = await createProperty(ctx.database, agent.id, { agentId: agent.id });
    const listed = (await call('GET', '/api/agency/agents', owner.headers)).json().data.items[0];
    expect(listed.properties).toBe(2);

    const res = await call('DELETE', `/api/agency/agents/${agent.id}`, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(await userRow(agent.id)).toMatchObject({ agencyId: null, role: 'individual', isVerified: true });
    for (const p of assigned) expect((await propertyRow(p.id)).agentId).toBeNull();
    const licences = await ctx.database.db
      .select()
      .from(licenceAssignments)
      .where(eq(licenceAssignments.agentId, agent.id));
    expect(licences).toEqual([]);
    expect((await propertyRow(own.id)).agentId).toBe(agent.id);
    expect(await agentNames(owner.headers)).toEqual([]);
    const unassigned = (await call('GET', '/api/agency/unassigned-properties', owner.headers)).json().data;
    expect(unassigned.total).toBe(2);
    expect((await call('DELETE', `/api/agency/agents/${agent.id}`, owner.headers)).statusCode).toBe(403);
  });

  it('changes nothing when a step fails: the agent keeps the agency and the listing', async () => {
    const owner = await signedInAgency(ctx.app, ctx.database);
    const agent = await createAgent(ctx.database, owner.agency.id);
    const listing = await createProperty(ctx.database, owner.user.id, { agencyId: owner.agency.id, agentId: agent.id });
    const repo = agencyAgentsRepository(ctx.database.db);
    await expect(
      repo.removeFromAgency(owner.agency.id, agent.id, async (tx, ids) => {
        await repo.unassignProperties(tx, ids);
        throw new Error('licence release failed');
      }),
    ).rejects.toThrow('licence release failed');
    expect((await userRow(agent.id)).agencyId).toBe(owner.agency.id);
    expect((await propertyRow(listing.id)).agentId).toBe(agent.id);
  });

  it("cannot kick out another agency's agent", async () => {
    const mine = await signedInAgency(ctx.app, ctx.database);
    const other = await signedInAgency(ctx.app, ctx.database, 'Leie Immo');
    const agent = await createAgent(ctx.database, mine.agency.id);
    const listing = await createProperty(ctx.database, mine.user.id, { agencyId: mine.agency.id, agentId: agent.id });
    const res = await call('DELETE', `/api/agency/agents/${agent.id}`, other.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(M.notYourAgent);
    expect((await userRow(agent.id)).agencyId).toBe(mine.agency.id);
    expect((await propertyRow(listing.id)).agentId).toBe(agent.id);
  });
});

describe('agent requests', () => {
  const ask = (agencyId: string, headers: Headers) => call('POST', `/api/agencies/${agencyId}/join-request`, headers);
  const decide = (id: string, headers: Headers, status: string) =>
    call('PATCH', `/api/agency/agent-requests/${id}`, headers, { status });
  const pending = async (headers: Headers) =>
    (await call('GET', '/api/agency/agent-requests?status=pending', headers)).json().data.items;

  it('pending → accepted: one pending request per agency, the agent joins, is told in their language, once', async () => {
    const owner = await signedInAgency(ctx.app, ctx.database);
    const agent = await signedInUser(ctx.app, ctx.database, { role: 'individual' });
    await ctx.database.db.update(users).set({ language: 'nl' }).where(eq(users.id, agent.user.id));
    const first = await ask(owner.agency.id, agent.headers);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({ canRequest: true, status: 'pending', member: false });
    const second = await ask(owner.agency.id, agent.headers);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(M.alreadyPending);

    const [request] = await pending(owner.headers);
    expect(request).toMatchObject({ status: 'pending', agent: { id: agent.user.id } });
    const accepted = await decide(request.id, owner.headers, 'accepted');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'accepted', decidedAt: expect.any(String) });
    expect((await userRow(agent.user.id)).agencyId).toBe(owner.agency.id);
    const mails = await outboxFor(ctx.database, agent.user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Schelde Vastgoed heeft je aanvraag aanvaard']);

    const again = await decide(request.id, owner.headers, 'rejected');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(M.alreadyDecided);
    expect((await userRow(agent.user.id)).agencyId).toBe(owner.agency.id);
    expect(await outboxFor(ctx.database, agent.user.email)).toHaveLength(1);
    const member = await ask(owner.agency.id, agent.headers);
    expect(member.statusCode).toBe(409);
    expect(member.json().error.message).toBe(M.alreadyInAgency);
    const state = await call('GET', `/api/agencies/${owner.agency.id}/join-request`, agent.headers);
    expect(state.json().data).toEqual({ canRequest: false, status: 'accepted', member: true });
  });

  it('pending → rejected: the agent stays independent, is told, and may ask again', async () => {
    const owner = await signedInAgency(ctx.app, ctx.database);
    const agent = await signedInUser(ctx.app, ctx.database, { role: 'individual' });
    await ask(owner.agency.id, agent.headers);
    const [request] = await pending(owner.headers);
    expect((await decide(request.id, owner.headers, 'rejected')).json().data.status).toBe('rejected');
    expect((await userRow(agent.user.id)).agencyId).toBeNull();
    expect((await outboxFor(ctx.database, agent.user.email)).map((m) => m.subject)).toEqual([
      'Schelde Vastgoed declined your request',
    ]);
    expect((await ask(owner.agency.id, agent.headers)).statusCode).toBe(201);
  });

  it('refuses to accept an agent who joined another agency meanwhile', async () => {
    const first = await signedInAgency(ctx.app, ctx.database);
    const second = await signedInAgency(ctx.app, ctx.database, 'Leie Immo');
    const agent = await signedInUser(ctx.app, ctx.database, { role: 'individual' });
    await ask(first.agency.id, agent.headers);
    await ask(second.agency.id, agent.headers);
    const [toFirst] = await pending(first.headers);
    const [toSecond] = await pending(second.headers);
    expect((await decide(toFirst.id, first.headers, 'accepted')).statusCode).toBe(200);
    const late = await decide(toSecond.id, second.headers, 'accepted');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(M.joinedElsewhere);
    expect((await userRow(agent.user.id)).agencyId).toBe(first.agency.id);
    expect((await pending(second.headers))[0].status).toBe('pending');
  });

  it.skipIf(!onPostgres)(
    `${RACERS} parallel asks and 4 decisions: one pending request, one decision (PostgreSQL)`,
    async () => {
      const owner = await signedInAgency(ctx.app, ctx.database);
      const agent = await signedInUser(ctx.app, ctx.database, { role: 'individual' });
      const asks = await atOnce(RACERS, () => ask(owner.agency.id, agent.headers));
      expectLimitHeld(asks, 1, 409, M.alreadyPending);
      const [request, ...more] = await ctx.database.query<{ id: string }>(
        'SELECT id FROM agent_requests WHERE agent_id = $1',
        [agent.user.id],
      );
      expect(more).toEqual([]);
      const decisions = await Promise.all(
        ['accepted', 'rejected', 'accepted', 'rejected'].map((status) => decide(request!.id, owner.headers, status)),
      );
      expect(decisions.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
      expect(await outboxFor(ctx.database, agent.user.email)).toHaveLength(1);
    },
  );

  it.skipIf(!onPostgres)(
    `${RACERS} agencies accepting one agent at once: the agent joins one (PostgreSQL)`,
    async () => {
      const agent = await signedInUser(ctx.app, ctx.database, { role: 'individual' });
      const owners = await atOnce(RACERS, (i) => signedInAgency(ctx.app, ctx.database, `Agency ${i}`));
      for (const owner of owners) expect((await ask(owner.agency.id, agent.headers)).statusCode).toBe(201);
      const requests = await Promise.all(owners.map(async (owner) => (await pending(owner.headers))[0]));
      const answers = await atOnce(RACERS, (i) => decide(requests[i].id, owners[i]!.headers, 'accepted'));
      expectLimitHeld(answers, 1, 409, M.joinedElsewhere);
      const joined = owners[answers.findIndex((a) => a.statusCode === 200)]!;
      expect((await userRow(agent.user.id)).agencyId).toBe(joined.agency.id);
      const accepted = await ctx.database.query(
        "SELECT 1 FROM agent_requests WHERE agent_id = $1 AND status = 'accepted'",
        [agent.user.id],
      );
      expect(accepted).toHaveLength(1);
    },
  );

  it('keeps each agency to its own requests, and asks for a role and a known decision', async () => {
    const owner = await signedInAgency(ctx.app, ctx.database);
    const other = await signedInAgency(ctx.app, ctx.database, 'Leie Immo');
    const agent = await signedInUser(ctx.app, ctx.database, { role: 'individual' });
    await ask(owner.agency.id, agent.headers);
    const [request] = await pending(owner.headers);
    expect(await pending(other.headers)).toEqual([]);
    const foreign = await decide(request.id, other.headers, 'accepted');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.message).toBe(M.notYourRequest);
    expect((await decide('5e0c8f2a-0000-4000-8000-000000000000', other.headers, 'accepted')).statusCode).toBe(404);
    const unknown = await decide(request.id, owner.headers, 'maybe');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(M.decision);
    expect((await userRow(agent.user.id)).agencyId).toBeNull();
    const buyer = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    expect((await ask(owner.agency.id, buyer.headers)).statusCode).toBe(403);
    expect((await ask('5e0c8f2a-0000-4000-8000-000000000000', agent.headers)).statusCode).toBe(404);
  });
});

describe('unassigned properties', () => {
  const assign = (propertyId: string, headers: Headers, body: object) =>
    call('PUT', `/api/agency/properties/${propertyId}/agent`, headers, body);
  const unassignedIds = async (headers: Headers) =>
    (await call('GET', '/api/agency/unassigned-properties', headers))
      .json()
      .data.items.map((p: { id: string }) => p.id);

  it('assigns a listing to its agent, who then handles its appointments', async () => {
    const owner = await signedInAgency(ctx.app, ctx.database);
    const agent = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
    await ctx.database.db.update(users).set({ agencyId: owner.agency.id }).where(eq(users.id, agent.user.id));
    const listing = await createProperty(ctx.database, owner.user.id, { agencyId: owner.agency.id });
    const assignedElsewhere = await createProperty(ctx.database, owner.user.id, {
      agencyId: owner.agency.id,
      agentId: agent.user.id,
    });
    const seeker = await signedInUser(ctx.app, ctx.database, { role: 'buyer' });
    await ctx.database.db
      .insert(appointments)
      .values({ propertyId: listing.id, seekerId: seeker.user.id, startsAt: new Date(Date.now() + 86_400_000) });
    const agentsViewings = async () =>
      (await call('GET', '/api/appointments', agent.headers))
        .json()
        .data.items.map((a: { property: { id: string } }) => a.property.id);

    const [item] = (await call('GET', '/api/agency/unassigned-properties', owner.headers)).json().data.items;
    expect(item).toMatchObject({ id: listing.id, photo: `/uploads/test/${listing.id}-thumb.jpg`, status: 'published' });
    expect(await unassignedIds(owner.headers)).not.toContain(assignedElsewhere.id);
    expect(await agentsViewings()).toEqual([]);
    const res = await assign(listing.id, owner.headers, { agentId: agent.user.id });
    expect(res.statusCode).toBe(200);
    expect((await propertyRow(listing.id)).agentId).toBe(agent.user.id);
    expect(await unassignedIds(owner.headers)).toEqual([]);
    expect(await agentsViewings()).toEqual([listing.id]);
  });

  it("asks for an agent, and refuses another agency's agent or listing", async () => {
    const owner = await signedInAgency(ctx.app, ctx.database);
    const other = await signedInAgency(ctx.app, ctx.database, 'Leie Immo');
    const mine = await createAgent(ctx.database, owner.agency.id);
    const foreignAgent = await createAgent(ctx.database, other.agency.id);
    const independent = await createAgent(ctx.database, null);
    const listing = await createProperty(ctx.database, owner.user.id, { agencyId: owner.agency.id });
    const foreignListing = await createProperty(ctx.database, other.user.id, { agencyId: other.agency.id });

    const none = await assign(listing.id, owner.headers, { agentId: '' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(M.selectAgent);
    expect((await assign(listing.id, owner.headers, {})).json().error.message).toBe(M.selectAgent);
    for (const agentId of [foreignAgent.id, independent.id, other.user.id]) {
      const res = await assign(listing.id, owner.headers, { agentId });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(M.notYourAgent);
    }
    for (const agentId of ['nobody', '5e0c8f2a-0000-4000-8000-000000000000']) {
      const res = await assign(listing.id, owner.headers, { agentId });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(M.agentNotFound);
    }
    const theirs = await assign(foreignListing.id, owner.headers, { agentId: mine.id });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error.message).toBe(M.notYourProperty);
    expect((await propertyRow(listing.id)).agentId).toBeNull();
    expect((await propertyRow(foreignListing.id)).agentId).toBeNull();
    expect(await unassignedIds(other.headers)).toEqual([foreignListing.id]);
  });
});

describe("unassigned properties in the reader's language (decision 055)", () => {
  it('list a listing written in Dutch under its French title for a French reader', async () => {
    const owner = await signedInAgency(ctx.app, ctx.database);
    const listing = await createProperty(ctx.database, owner.user.id, { agencyId: owner.agency.id });
    await inDutchWithFrench(ctx.database, listing.id);
    const page = await call('GET', '/api/agency/unassigned-properties', { ...owner.headers, ...FRENCH_READER });
    expect(page.json().data.items.map((p: { title: string }) => p.title)).toEqual([FRENCH_TITLE]);
  });
});
