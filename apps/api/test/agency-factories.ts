import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { agencies } from '../src/db/schema/agencies.ts';
import { createUser } from './factories.ts';
import { signedInUser } from './session.ts';

/** A signed-in, subscribed agency account with its agency profile. */
export async function signedInAgency(app: FastifyInstance, database: Database, name = 'Schelde Vastgoed') {
  const owner = await signedInUser(app, database, { role: 'agency', subscribed: true });
  const [agency] = await database.db
    .insert(agencies)
    .values({ ownerId: owner.user.id, name, email: owner.user.email, phone: '032001122', address: 'Meir 1' })
    .returning();
  return { ...owner, agency: agency! };
}

/** A verified agent (role individual) of the agency, or independent when `agencyId` is null. */
export const createAgent = (database: Database, agencyId: string | null, overrides: { firstName?: string } = {}) =>
  createUser(database, { role: 'individual', agencyId, phoneNumber: '0475918273', ...overrides });
