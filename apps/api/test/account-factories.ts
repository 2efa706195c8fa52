import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { plans, subscriptionHistories } from '../src/db/schema/plans.ts';
import { users } from '../src/db/schema/users.ts';
import { hashPassword } from '../src/modules/auth/password.ts';

type NewUser = typeof users.$inferInsert;
type NewPlan = typeof plans.$inferInsert;
type NewSubscription = typeof subscriptionHistories.$inferInsert;

const DAY = 86_400_000;
/** The password every account of these factories gets unless a test says otherwise. */
export const DEFAULT_PASSWORD = 'Brussel-2024!';

/** argon2 is slow on purpose: hash each distinct password once per test file. */
const hashes = new Map<string, Promise<string>>();
const hashed = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

/** A unique, lower-case address (a test can say which part it cares about). */
export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@example.be`;

/** A valid POST /api/users/signup body for a new address (a buyer), with a test's overrides. */
export const signupBody = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Lotte',
  last_name: 'Peeters',
  email: uniqueEmail('signup'),
  password: DEFAULT_PASSWORD,
  phoneNumber: '0475918273',
  ...overrides,
});

/** A user who can sign in: verified buyer by default, with a real password hash. */
export async function createAccount(
  database: Database,
  overrides: Partial<Omit<NewUser, 'passwordHash'>> & { password?: string } = {},
) {
  const { password = DEFAULT_PASSWORD, ...values } = overrides;
  const [row] = await database.db
    .insert(users)
    .values({
      role: 'buyer',
      email: uniqueEmail(values.role ?? 'buyer'),
      firstName: 'Lotte',
      lastName: 'Peeters',
      phoneNumber: '0475918273',
      isVerified: true,
      ...values,
      passwordHash: await hashed(password),
    })
    .returning();
  return { ...row!, password };
}

let planNumber = 0;
export async function createPlan(database: Database, overrides: Partial<NewPlan> = {}) {
  const n = ++planNumber;
  const [row] = await database.db
    .insert(plans)
    .values({
      code: `test-plan-${n}-${randomUUID().slice(0, 6)}`,
      name: `Test plan ${n}`,
      audience: 'agency',
      monthlyPriceCents: 49_00,
      description: 'A plan made by a test.',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A paid period covering now (30 days back, 30 days ahead) unless the overrides say otherwise. */
export async function createSubscription(
  database: Database,
  userId: string,
  planId: string,
  overrides: Partial<Omit<NewSubscription, 'userId' | 'planId'>> = {},
) {
  const [row] = await database.db
    .insert(subscriptionHistories)
    .values({
      userId,
      planId,
      billingPeriod: 'month',
      status: 'paid',
      startsAt: new Date(Date.now() - 30 * DAY),
      expiresAt: new Date(Date.now() + 30 * DAY),
      ...overrides,
    })
    .returning();
  return row!;
}

/** Signs in through POST /api/users/login and returns the session token (fails loudly otherwise). */
export async function signIn(app: FastifyInstance, email: string, password = DEFAULT_PASSWORD, ip = '10.200.0.1') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
    remoteAddress: ip,
  });
  const token = res.statusCode === 200 ? (res.json().data.token as string | null) : null;
  if (!token) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
