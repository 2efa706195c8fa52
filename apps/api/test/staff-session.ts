import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { hashPassword } from '../src/modules/auth/password.ts';
import { createUser } from './factories.ts';

export const STAFF_TEST_PASSWORD = 'Sesame-Staff-2026';
let hash: Promise<string> | null = null;

/** A staff account (decision 076) signed in through the real login call. */
export async function signedInStaff(app: FastifyInstance, database: Database) {
  hash ??= hashPassword(STAFF_TEST_PASSWORD);
  const user = await createUser(database, {
    role: 'staff',
    passwordHash: await hash,
    firstName: 'Sam',
    lastName: 'Staff',
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: user.email, password: STAFF_TEST_PASSWORD },
    remoteAddress: `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  const body = res.json();
  return {
    user,
    token: body.data.token as string,
    landing: body.data.user,
    headers: { authorization: `Bearer ${body.data.token}` },
  };
}
