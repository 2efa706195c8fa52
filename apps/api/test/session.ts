import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { plans, subscriptionHistories } from '../src/db/schema/plans.ts';
import { hashPassword } from '../src/modules/auth/password.ts';
import { createUser } from './factories.ts';

const PASSWORD = 'Sesame-2026';
let passwordHash: Promise<string> | null = null;

/** A verified user of the role, signed in through the real login call; with `subscribed`, an active paid period. */
export async function signedInUser(
  app: FastifyInstance,
  database: Database,
  opts: { role: 'buyer' | 'pseller' | 'individual' | 'agency'; subscribed?: boolean },
) {
  passwordHash ??= hashPassword(PASSWORD);
  const user = await createUser(database, { role: opts.role, passwordHash: await passwordHash });
  if (opts.subscribed) {
    const [plan] = await database.db
      .insert(plans)
      .values({
        code: `plan-${user.id}`,
        name: 'Professional',
        audience: opts.role,
        monthlyPriceCents: 59_00,
        description: 'Test plan',
      })
      .returning();
    await database.db.insert(subscriptionHistories).values({
      userId: user.id,
      planId: plan!.id,
      billingPeriod: 'month',
      status: 'paid',
      startsAt: new Date(Date.now() - 86_400_000),
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
    });
  }
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: user.email, password: PASSWORD },
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  const token = res.json().data.token as string;
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

/** A verified buyer signed in at /crm-login (decision 038): a session for the CRM area only. */
export async function crmCustomer(app: FastifyInstance, database: Database) {
  const { user } = await signedInUser(app, database, { role: 'buyer' });
  const res = await app.inject({
    method: 'POST',
    url: '/api/crm/login',
    payload: { email: user.email, password: PASSWORD },
    remoteAddress: `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  const token = res.json().data.token as string;
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}
