import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES as M } from '@immora/shared/appointments';
import { eq } from 'drizzle-orm';
import { appointments } from '../../db/schema/appointments.ts';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createProperty } from '../../../test/factories.ts';
import { signedInUser } from '../../../test/session.ts';

/** Issue 13: the owner's "profile view" of a booking, only when the seeker shared it. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const profileOf = (id: string, headers: Headers) =>
  ctx.app.inject({ method: 'GET', url: `/api/appointments/${id}/profile`, headers });

/** A subscribed agent's listing booked by a buyer with a phone and picture, sharing or not. */
async function booking(profileShared: boolean, seekerRole: 'buyer' | 'individual' = 'buyer') {
  const owner = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
  const seeker = await signedInUser(ctx.app, ctx.database, { role: seekerRole, subscribed: true });
  await ctx.database.db
    .update(users)
    .set({ firstName: 'Inès', lastName: 'Benali', phoneNumber: '+32470123456', profilePicture: '/uploads/p/ines.jpg' })
    .where(eq(users.id, seeker.user.id));
  const listing = await createProperty(ctx.database, owner.user.id);
  const [row] = await ctx.database.db
    .insert(appointments)
    .values({
      propertyId: listing.id,
      seekerId: seeker.user.id,
      startsAt: new Date(Date.now() + 86_400_000),
      profileShared,
    })
    .returning();
  return { owner, seeker, id: row!.id };
}

describe('GET /api/appointments/:id/profile', () => {
  it("gives the listing's side the profile the seeker shared", async () => {
    const { owner, seeker, id } = await booking(true);
    const res = await profileOf(id, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: seeker.user.id,
      firstName: 'Inès',
      lastName: 'Benali',
      name: 'Inès Benali',
      email: seeker.user.email,
      phone: '+32470123456',
      picture: '/uploads/p/ines.jpg',
    });
  });

  it('refuses it when the seeker did not share it, and changes nothing', async () => {
    const { owner, id } = await booking(false);
    const res = await profileOf(id, owner.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(M.profileNotShared);
    const [row] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row!.profileShared).toBe(false);
  });

  it('is 404 for an agent who does not work on the listing, and for an unknown appointment', async () => {
    const { id } = await booking(true);
    const stranger = await signedInUser(ctx.app, ctx.database, { role: 'individual', subscribed: true });
    expect((await profileOf(id, stranger.headers)).statusCode).toBe(404);
    expect((await profileOf('6f1c2f9e-2b7a-4c53-9a51-0c2f3f7f2a10', stranger.headers)).statusCode).toBe(404);
  });

  it('is refused to an agent who booked the viewing as a seeker: only the listing’s side sees it', async () => {
    const { seeker, id } = await booking(true, 'individual');
    const res = await profileOf(id, seeker.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(M.profileOwnerOnly);
  });

  it('is not for seekers: a buyer is refused by role, bad ids are 400 and guests 401', async () => {
    const { seeker, owner, id } = await booking(true);
    expect((await profileOf(id, seeker.headers)).statusCode).toBe(403);
    expect((await profileOf('not-an-id', owner.headers)).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/appointments/${id}/profile` })).statusCode).toBe(401);
  });
});
