import type { Database } from '../src/db/client.ts';
import { agencies } from '../src/db/schema/agencies.ts';
import { sessions } from '../src/db/schema/auth.ts';
import { plans, subscriptionHistories } from '../src/db/schema/plans.ts';
import { users } from '../src/db/schema/users.ts';
import { SESSION_MINUTES, signSessionToken } from '../src/lib/tokens.ts';

export type BenchUser = { index: number; id: string; token: string; group: number };
export type BenchGroup = { index: number; ownerIndex: number; agencyId: string; memberIndexes: number[] };

const DAY = 86_400_000;

/**
 * `clients` chat users in `groups` agencies, inserted in bulk (a benchmark's shortcut: sign-up
 * and the admin's verification are not what is measured): user i belongs to agency i % groups,
 * whose account is user i when i < groups, the others are its verified agents. Every user has a
 * paid subscription and a web session, and the token a login would give for it (the same signing
 * function, the server's secret), so sockets authenticate as browsers do.
 */
export async function seedChatUsers(database: Database, opts: { clients: number; groups: number; secret: string }) {
  const { db } = database;
  const run = Date.now().toString(36);
  const person = (i: number) => ({
    email: `bench-chat-${run}-${i}@bench.immora.be`,
    firstName: `Agent${i}`,
    lastName: 'Bench',
    isVerified: true,
  });
  const ownerIndexes = Array.from({ length: opts.groups }, (_, g) => g);
  const owners = await db
    .insert(users)
    .values(ownerIndexes.map((i) => ({ ...person(i), role: 'agency' as const })))
    .returning();
  const agencyRows = await db
    .insert(agencies)
    .values(
      owners.map((o, g) => ({
        ownerId: o.id,
        name: `Bench Agency ${g}`,
        email: `bench-agency-${run}-${g}@bench.immora.be`,
        phone: '032001122',
        address: 'Meir 1',
      })),
    )
    .returning();
  const agentIndexes = Array.from({ length: opts.clients - opts.groups }, (_, k) => k + opts.groups);
  const agents = await db
    .insert(users)
    .values(
      agentIndexes.map((i) => ({
        ...person(i),
        role: 'individual' as const,
        agencyId: agencyRows[i % opts.groups]!.id,
      })),
    )
    .returning();
  const ids = [...owners, ...agents].map((u) => u.id);

  const [agencyPlan, agentPlan] = await db
    .insert(plans)
    .values(
      (['agency', 'individual'] as const).map((audience) => ({
        code: `bench-chat-${run}-${audience}`,
        name: 'Professional',
        audience,
        monthlyPriceCents: 59_00,
        description: 'Chat benchmark plan',
      })),
    )
    .returning();
  const now = Date.now();
  await db.insert(subscriptionHistories).values(
    ids.map((userId, i) => ({
      userId,
      planId: (i < opts.groups ? agencyPlan : agentPlan)!.id,
      billingPeriod: 'month' as const,
      status: 'paid' as const,
      startsAt: new Date(now - DAY),
      expiresAt: new Date(now + 30 * DAY),
    })),
  );
  const expiresAt = new Date(now + SESSION_MINUTES * 60_000);
  const sessionRows = await db
    .insert(sessions)
    .values(ids.map((userId) => ({ userId, kind: 'web' as const, expiresAt })))
    .returning();
  const jtiOf = new Map(sessionRows.map((s) => [s.userId, s.id]));

  const benchUsers: BenchUser[] = await Promise.all(
    ids.map(async (id, index) => ({
      index,
      id,
      group: index % opts.groups,
      token: await signSessionToken(
        opts.secret,
        { sub: id, role: index < opts.groups ? 'agency' : 'individual', jti: jtiOf.get(id)!, kind: 'web' },
        expiresAt,
      ),
    })),
  );
  const groups: BenchGroup[] = agencyRows.map((a, g) => ({
    index: g,
    ownerIndex: g,
    agencyId: a.id,
    memberIndexes: benchUsers.filter((u) => u.group === g).map((u) => u.index),
  }));
  return { users: benchUsers, groups };
}
