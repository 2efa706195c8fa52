import { randomUUID } from 'node:crypto';
import type { Database } from '../src/db/client.ts';
import { agencies } from '../src/db/schema/agencies.ts';
import { blogPosts } from '../src/db/schema/blogs.ts';
import type { cities } from '../src/db/schema/cities.ts';
import { plans } from '../src/db/schema/plans.ts';
import type { users } from '../src/db/schema/users.ts';
import { workingDays, workingSlots } from '../src/db/schema/profiles.ts';
import { weekRows } from '../src/modules/profiles/working-hours.rows.ts';
import { createUser } from './factories.ts';
import type { TWorkingHours } from '@immora/shared/working-hours';
import { upsertCities } from '../src/db/seed/upsert-cities.ts';

/** A user's columns, and the working week to store for them (profiles' tables). */
type NewUser = typeof users.$inferInsert & { workingHours?: TWorkingHours };
type NewCity = typeof cities.$inferInsert;
type NewAgency = typeof agencies.$inferInsert;
type NewBlogPost = typeof blogPosts.$inferInsert;
type NewPlan = typeof plans.$inferInsert;

/** Factories for the public marketplace directories, blogs and plans; each test states only what matters. */
export async function createCity(database: Database, overrides: Partial<NewCity> & { name: string }) {
  const [row] = await upsertCities(database.db, [
    {
      nameNl: overrides.name,
      nameFr: overrides.name,
      postalCode: '1000',
      province: 'Brussels-Capital',
      region: 'brussels',
      latitude: 50.8467,
      longitude: 4.3525,
      ...overrides,
    },
  ]);
  return row!;
}

/** An agency with its owner (a verified user of role agency, unless `owner` says otherwise). */
export async function createAgency(
  database: Database,
  overrides: Partial<Omit<NewAgency, 'ownerId'>> & { owner?: Partial<NewUser> } = {},
) {
  const { owner: ownerOverrides = {}, ...agencyOverrides } = overrides;
  const { workingHours, ...ownerValues } = ownerOverrides;
  const owner = await createUser(database, {
    role: 'agency',
    firstName: 'Marc',
    lastName: 'Janssens',
    ...ownerValues,
  });
  if (workingHours) await setWorkingHours(database, owner.id, workingHours);
  const [row] = await database.db
    .insert(agencies)
    .values({
      ownerId: owner.id,
      name: `Agency ${randomUUID().slice(0, 8)}`,
      description: 'A family-run agency.',
      email: `info-${randomUUID().slice(0, 8)}@agency.example.be`,
      phone: '3222334455',
      website: 'https://www.agency.example.be',
      address: 'Grote Markt 1, 1000 Brussels',
      vatNumber: 'BE0456.789.123',
      ...agencyOverrides,
    })
    .returning();
  return { agency: row!, owner };
}

/** Stores an owner's working week as the editor would. */
export async function setWorkingHours(database: Database, ownerId: string, week: TWorkingHours) {
  const rows = weekRows(ownerId, week);
  if (rows.days.length) await database.db.insert(workingDays).values(rows.days);
  if (rows.slots.length) await database.db.insert(workingSlots).values(rows.slots);
}

/** A verified agent (role individual), independent unless `agencyId` is given. */
export async function createAgent(database: Database, overrides: Partial<NewUser> = {}) {
  const { workingHours, ...values } = overrides;
  const agent = await createUser(database, {
    role: 'individual',
    isVerified: true,
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0$secret-hash-that-must-never-leak',
    googleCalendarAuth: { accessToken: 'google-access-token-never-public', refreshToken: 'refresh' },
    licenceNumber: 'IPI 505.123',
    companyEmail: `agent-${randomUUID().slice(0, 8)}@agency.example.be`,
    phoneNumber: '32470123456',
    ...values,
  });
  if (workingHours) await setWorkingHours(database, agent.id, workingHours);
  return agent;
}

let slug = 0;
export async function createBlogPost(database: Database, overrides: Partial<NewBlogPost> = {}) {
  const n = ++slug;
  const [row] = await database.db
    .insert(blogPosts)
    .values({
      slug: `article-${n}-${randomUUID().slice(0, 6)}`,
      title: `Article ${n}`,
      excerpt: 'A short summary.',
      body: '## Heading\n\nSome **markdown**.',
      category: 'Guides',
      coverImage: `/uploads/test/blog-${n}.jpg`,
      publishedAt: new Date(Date.now() - n * 60_000),
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createPlan(database: Database, overrides: Partial<NewPlan> = {}) {
  const [row] = await database.db
    .insert(plans)
    .values({
      code: `plan-${randomUUID().slice(0, 8)}`,
      name: 'Starter',
      audience: 'individual',
      monthlyPriceCents: 2900,
      credits: 10,
      licences: 0,
      features: ['Up to 10 active listings'],
      description: 'For agents starting out.',
      ...overrides,
    })
    .returning();
  return row!;
}
