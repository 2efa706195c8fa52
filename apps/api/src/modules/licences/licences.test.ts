import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LICENCE_MESSAGES } from '@immora/shared/licences';
import { agencies } from '../../db/schema/agencies.ts';
import { licenceAssignments } from '../../db/schema/licences.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { bearer, createAccount, createPlan, createSubscription, signIn } from '../../../test/account-factories.ts';
import { signedIn } from '../../../test/billing-factories.ts';
import { onPostgres } from '../../../test/database.ts';
import { atOnce, expectLimitHeld, RACERS } from '../../../test/races.ts';

let ctx: TestContext;
let plan: { id: string };

beforeAll(async () => {
  ctx = await createTestApp();
  plan = await createPlan(ctx.database, { name: 'Agency Duo', licences: 2 });
});
afterAll(() => ctx.close());

/** A subscribed agency (`quantity` x a two-seat plan) with `agents` agents of its own. */
async function agencyWithAgents(agents: number, quantity = 1) {
  const agency = await signedIn(ctx.app, ctx.database, 'agency');
  const [profile] = await ctx.database.db
    .insert(agencies)
    .values({ ownerId: agency.user.id, name: 'Immo Noord', email: 'a@b.be', phone: '0475111222', address: 'Antwerpen' })
    .returning();
  await createSubscription(ctx.database, agency.user.id, plan.id, { quantity });
  const team = [];
  for (let i = 0; i < agents; i++)
    team.push(await createAccount(ctx.database, { role: 'individual', agencyId: profile!.id, lastName: `Agent ${i}` }));
  return { agency, team };
}

const assign = (token: string, agentId: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/licences', payload: { agentId }, headers: bearer(token) });
/** How many licences the database holds for the agency. */
const given = async (agencyUserId: string) =>
  (
    await ctx.database.db
      .select({ n: count() })
      .from(licenceAssignments)
      .where(eq(licenceAssignments.agencyUserId, agencyUserId))
  )[0]!.n;

describe('licences', () => {
  it('seats come from the active plans (licences x quantity); assigning more than the seats is refused', async () => {
    const { agency, team } = await agencyWithAgents(3);
    const start = (await agency.call('GET', '/api/licences')).body.data;
    expect(start).toMatchObject({ seats: 2, assigned: 0, available: 2 });
    expect(start.agents).toHaveLength(3);
    expect((await agency.call('POST', '/api/licences', { agentId: team[0]!.id })).status).toBe(201);
    const second = await agency.call('POST', '/api/licences', { agentId: team[1]!.id });
    expect(second.body.data).toMatchObject({ seats: 2, assigned: 2, available: 0 });
    const third = await agency.call('POST', '/api/licences', { agentId: team[2]!.id });
    expect(third).toMatchObject({ status: 409, body: { error: { message: LICENCE_MESSAGES.noSeats } } });
    // Unassigning frees the seat.
    expect((await agency.call('DELETE', `/api/licences/${team[0]!.id}`)).body.data.assigned).toBe(1);
    expect((await agency.call('POST', '/api/licences', { agentId: team[2]!.id })).status).toBe(201);
  });

  it('assignments sent at once never pass the seats', async () => {
    const { agency, team } = await agencyWithAgents(5);
    const answers = await Promise.all(team.map((agent) => agency.call('POST', '/api/licences', { agentId: agent.id })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
    expect((await agency.call('GET', '/api/licences')).body.data.assigned).toBe(2);
  });

  it.skipIf(!onPostgres)(`${RACERS} assignments at once to 3 x 2 seats give 6 licences (PostgreSQL)`, async () => {
    const { agency, team } = await agencyWithAgents(RACERS, 3);
    const answers = await atOnce(RACERS, (i) => assign(agency.token, team[i]!.id));
    expectLimitHeld(answers, 6, 409, LICENCE_MESSAGES.noSeats);
    expect(await given(agency.user.id)).toBe(6);
  });

  it.skipIf(!onPostgres)(`${RACERS} assignments at once of one agent give one licence (PostgreSQL)`, async () => {
    const { agency, team } = await agencyWithAgents(1, RACERS);
    const answers = await atOnce(RACERS, () => assign(agency.token, team[0]!.id));
    expectLimitHeld(answers, 1, 409, LICENCE_MESSAGES.alreadyAssigned);
    expect(await given(agency.user.id)).toBe(1);
  });

  it('a quantity of 2 doubles the seats', async () => {
    const { agency } = await agencyWithAgents(0, 2);
    expect((await agency.call('GET', '/api/licences')).body.data.seats).toBe(4);
  });

  it("refuses another agency's agent, a second licence for one agent, and unassigning one without", async () => {
    const { agency, team } = await agencyWithAgents(1);
    const other = await agencyWithAgents(1);
    const foreign = await agency.call('POST', '/api/licences', { agentId: other.team[0]!.id });
    expect(foreign).toMatchObject({ status: 404, body: { error: { message: LICENCE_MESSAGES.notYourAgent } } });
    await agency.call('POST', '/api/licences', { agentId: team[0]!.id });
    const again = await agency.call('POST', '/api/licences', { agentId: team[0]!.id });
    expect(again).toMatchObject({ status: 409, body: { error: { message: LICENCE_MESSAGES.alreadyAssigned } } });
    expect((await agency.call('DELETE', `/api/licences/${other.team[0]!.id}`)).status).toBe(404);
  });

  it("an agent sees their own licence and the agency's name", async () => {
    const { agency, team } = await agencyWithAgents(1);
    const token = await signIn(ctx.app, team[0]!.email);
    const mine = () =>
      ctx.app.inject({ method: 'GET', url: '/api/licences/mine', headers: bearer(token) }).then((r) => r.json().data);
    expect(await mine()).toBeNull();
    await agency.call('POST', '/api/licences', { agentId: team[0]!.id });
    expect(await mine()).toEqual({ agencyName: 'Immo Noord', assignedAt: expect.any(String) });
  });

  it("a licence gives its agent the gated features while the agency's plans have a seat for it", async () => {
    const { agency, team } = await agencyWithAgents(3);
    const tokens = await Promise.all(team.map((agent) => signIn(ctx.app, agent.email)));
    const call = (i: number, method: 'GET' | 'POST', url: string) =>
      ctx.app.inject({ method, url, headers: bearer(tokens[i]!), ...(method === 'POST' ? { payload: {} } : {}) });
    const status = async (i: number) => (await call(i, 'GET', '/api/subscription-histories/status')).json().data;
    const draft = async (i: number) => (await call(i, 'POST', '/api/properties')).statusCode;

    expect(await status(0)).toMatchObject({ isActive: false, licensedBy: null });
    expect(await draft(0)).toBe(403);
    await agency.call('POST', '/api/licences', { agentId: team[0]!.id });
    await agency.call('POST', '/api/licences', { agentId: team[1]!.id });
    expect(await status(0)).toMatchObject({ isActive: true, planName: 'Agency Duo', licensedBy: 'Immo Noord' });
    expect(await draft(0)).toBe(201);
    expect(await draft(2)).toBe(403); // no licence

    // Unassigned: gone at once.
    await agency.call('DELETE', `/api/licences/${team[1]!.id}`);
    expect(await draft(1)).toBe(403);

    // The agency's plan ends: its agents' licences stop with it.
    await ctx.database.query(
      `UPDATE subscription_histories SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
      [agency.user.id],
    );
    expect(await status(0)).toMatchObject({ isActive: false });
    expect(await draft(0)).toBe(403);
  });

  it('when the seats fall below the licences given, the licences given first keep theirs', async () => {
    const { agency, team } = await agencyWithAgents(3, 2); // 4 seats
    for (const agent of team) await agency.call('POST', '/api/licences', { agentId: agent.id });
    // The period with 4 seats ends; one with 2 seats covers now.
    await ctx.database.query(`UPDATE subscription_histories SET quantity = 1 WHERE user_id = $1`, [agency.user.id]);
    const active = [];
    for (const agent of team) {
      const token = await signIn(ctx.app, agent.email);
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/subscription-histories/status',
        headers: bearer(token),
      });
      active.push(res.json().data.isActive);
    }
    expect(active).toEqual([true, true, false]);
  });

  it('only subscribed agencies', async () => {
    const agent = await signedIn(ctx.app, ctx.database, 'individual');
    expect((await agent.call('GET', '/api/licences')).status).toBe(403);
    const unsubscribed = await signedIn(ctx.app, ctx.database, 'agency');
    expect((await unsubscribed.call('GET', '/api/licences')).status).toBe(403);
  });
});
