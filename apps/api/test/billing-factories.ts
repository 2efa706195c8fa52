import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { creditLedger } from '../src/db/schema/credits.ts';
import { invoices } from '../src/db/schema/invoices.ts';
import { subscriptionHistories } from '../src/db/schema/plans.ts';
import { bearer, createAccount, signIn } from './account-factories.ts';

/** A signed-in account of `role` with helpers to call the API as them. */
export async function signedIn(
  app: FastifyInstance,
  database: Database,
  role: 'agency' | 'individual' | 'pseller' | 'buyer',
) {
  const user = await createAccount(database, { role });
  const token = await signIn(app, user.email);
  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers: bearer(token), ...(payload !== undefined && { payload }) });
    const json = res.headers['content-type']?.toString().startsWith('application/json');
    return { status: res.statusCode, body: json ? res.json() : null, res };
  };
  return { user, token, call };
}

/** What a purchase left behind for a user: subscription periods, invoices, credit grants. */
export async function purchaseTraces(database: Database, userId: string) {
  const { db } = database;
  const [subs] = await db
    .select({ n: count() })
    .from(subscriptionHistories)
    .where(eq(subscriptionHistories.userId, userId));
  const [bills] = await db.select({ n: count() }).from(invoices).where(eq(invoices.userId, userId));
  const [grants] = await db.select({ n: count() }).from(creditLedger).where(eq(creditLedger.userId, userId));
  return { subscriptions: subs!.n, invoices: bills!.n, creditGrants: grants!.n };
}

/** What one paid order leaves behind, and what nothing leaves behind. */
export const ONE_OF_EACH = { subscriptions: 1, invoices: 1, creditGrants: 1 } as const;
export const NOTHING = { subscriptions: 0, invoices: 0, creditGrants: 0 } as const;
