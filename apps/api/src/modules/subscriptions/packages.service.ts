import { periodPriceCents } from '@immora/shared/cart';
import type { TPackageRow } from '@immora/shared/plans';
import type { packagesRepository } from './packages.repository.ts';

type Listed = Awaited<ReturnType<ReturnType<typeof packagesRepository>['list']>>;

/** Rows of My package: active while now is inside the period; the price paid, else the plan's. */
export function myPackages({ rows, balance }: Listed, now = new Date()): TPackageRow[] {
  return rows.map(({ period, plan, paidCents }) => ({
    id: period.id,
    _id: period.id,
    packageName: plan.name,
    status: period.startsAt <= now && period.expiresAt > now ? 'active' : 'inactive',
    quantity: period.quantity,
    billing: period.billingPeriod,
    totalCredits: plan.credits * period.quantity,
    remainingCredits: balance,
    startedAt: period.startsAt.toISOString(),
    expiresAt: period.expiresAt.toISOString(),
    price: (paidCents ?? periodPriceCents(plan.monthlyPriceCents, period.billingPeriod) * period.quantity) / 100,
    purchaseDate: period.createdAt.toISOString(),
  }));
}
