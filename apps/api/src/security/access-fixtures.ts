import { eq } from 'drizzle-orm';
import type { TestContext } from '../../test/app.ts';
import { signedInAgency, createAgent } from '../../test/agency-factories.ts';
import { CONTACT, CUSTOMER, LEAD, OPPORTUNITY } from '../../test/crm-fixtures.ts';
import { createProperty } from '../../test/factories.ts';
import { addPhoto } from '../../test/listing-fixtures.ts';
import { signedInUser } from '../../test/session.ts';
import { appointments } from '../db/schema/appointments.ts';
import { chatMembers, chats } from '../db/schema/chat.ts';
import { propertyPhotos } from '../db/schema/properties.ts';
import { users } from '../db/schema/users.ts';
import type { Caller } from './access-calls.ts';
import type { RecordKind } from './access-owners.ts';

/** A record of one kind: its owner, another user of the same role, and the ids its paths take. */
export type OwnedRecord = { owner: Caller; stranger: Caller; ids: Record<string, string> };

type Role = 'buyer' | 'pseller' | 'individual' | 'agency';

async function account(ctx: TestContext, role: Role, name: string): Promise<Caller> {
  const subscribed = role !== 'buyer';
  const { user, headers } = await signedInUser(ctx.app, ctx.database, { role, subscribed });
  return { name, role, subscribed, headers, userId: user.id };
}

async function agencyAccount(ctx: TestContext, name: string) {
  const { user, headers, agency } = await signedInAgency(ctx.app, ctx.database, name);
  const caller: Caller = { name, role: 'agency', subscribed: true, headers, userId: user.id };
  return { caller, agencyId: agency.id };
}

/** Adds a record through the API as `caller`, answering its id (and failing loudly otherwise). */
async function added(ctx: TestContext, caller: Caller, url: string, payload: object): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url, headers: caller.headers, payload });
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json().data.id as string;
}

const pair = async (ctx: TestContext, role: Role) =>
  [await account(ctx, role, `the owner (${role})`), await account(ctx, role, `another ${role}`)] as const;

const crmRecord = (path: string, body: object) => async (ctx: TestContext) => {
  const [owner, stranger] = await pair(ctx, 'individual');
  return { owner, stranger, ids: { id: await added(ctx, owner, `/api/crm/${path}`, body) } };
};

/** One maker per kind; each call makes new accounts, so no operation sees another's leftovers. */
export const RECORD_MAKERS: Record<RecordKind, (ctx: TestContext) => Promise<OwnedRecord>> = {
  async listing(ctx) {
    const [owner, stranger] = await pair(ctx, 'pseller');
    const listing = await createProperty(ctx.database, owner.userId);
    return { owner, stranger, ids: { id: listing.id } };
  },
  async photo(ctx) {
    const [owner, stranger] = await pair(ctx, 'pseller');
    const listing = await createProperty(ctx.database, owner.userId);
    const [cover] = await ctx.database.db
      .select({ id: propertyPhotos.id })
      .from(propertyPhotos)
      .where(eq(propertyPhotos.propertyId, listing.id));
    const photo = await addPhoto(ctx.database, listing.id, 1);
    return { owner, stranger, ids: { id: listing.id, photoId: photo.id, coverId: cover!.id } };
  },
  async appointment(ctx) {
    const [owner, stranger] = await pair(ctx, 'pseller');
    const seeker = await account(ctx, 'buyer', 'a seeker');
    const listing = await createProperty(ctx.database, owner.userId);
    const [row] = await ctx.database.db
      .insert(appointments)
      .values({ propertyId: listing.id, seekerId: seeker.userId, startsAt: new Date(Date.now() + 3 * 86_400_000) })
      .returning();
    return { owner, stranger, ids: { id: row!.id } };
  },
  async savedSearch(ctx) {
    const [owner, stranger] = await pair(ctx, 'buyer');
    const id = await added(ctx, owner, '/api/saved-searches', { title: 'Houses in Ghent', filters: { city: 'Ghent' } });
    return { owner, stranger, ids: { id } };
  },
  lead: crmRecord('leads', LEAD),
  customer: crmRecord('customers', CUSTOMER),
  opportunity: crmRecord('opportunities', OPPORTUNITY),
  contact: crmRecord('contacts', CONTACT),
  async emailTemplate(ctx) {
    const [owner, stranger] = await pair(ctx, 'individual');
    const body = { name: 'Follow-up', subject: 'About your visit', body: 'Dear {{firstName}}, thank you.' };
    return { owner, stranger, ids: { id: await added(ctx, owner, '/api/emails/templates', body) } };
  },
  async chat(ctx) {
    const mine = await agencyAccount(ctx, 'Schelde Vastgoed');
    const other = await agencyAccount(ctx, 'Leie Immo');
    const agent = await createAgent(ctx.database, mine.agencyId);
    const [chat] = await ctx.database.db
      .insert(chats)
      .values({ kind: 'group', name: 'Viewings this week', agencyId: mine.agencyId, adminId: mine.caller.userId })
      .returning();
    await ctx.database.db.insert(chatMembers).values([
      { chatId: chat!.id, userId: mine.caller.userId },
      { chatId: chat!.id, userId: agent.id },
    ]);
    return { owner: mine.caller, stranger: other.caller, ids: { chatId: chat!.id, userId: mine.caller.userId } };
  },
  async agencyAgent(ctx) {
    const mine = await agencyAccount(ctx, 'Schelde Vastgoed');
    const other = await agencyAccount(ctx, 'Leie Immo');
    const agent = await createAgent(ctx.database, mine.agencyId);
    await ctx.database.db.update(users).set({ isVerified: true }).where(eq(users.id, agent.id));
    return { owner: mine.caller, stranger: other.caller, ids: { id: agent.id } };
  },
};
