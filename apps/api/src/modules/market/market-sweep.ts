import { MARKET_TRANSACTIONS, MARKET_TREND_MONTHS } from '@immora/shared/market';
import type { MarketRepository, NewFigureRow } from './market.repository.ts';
import { trendMonths } from './market-months.ts';

/** A municipality is swept again this long after its last sweep (the sweep runs every MARKET_SWEEP_SECONDS). */
export const RESWEEP_AFTER_MINUTES = 60;
/** A claim this old belongs to a node that stopped: another may take the municipality. */
export const STALE_CLAIM_MINUTES = 15;

const MINUTE = 60_000;

/**
 * One sweep of the market figures (decision 074): every municipality that is due is claimed by one
 * node (FOR UPDATE SKIP LOCKED); its current month is computed from its public listings, and each
 * of the 11 months before it that it has no rows of is reconstructed from publication dates and
 * price history; all written in one transaction. Several nodes may sweep at once: each
 * municipality is swept once. Returns how many municipalities this run swept.
 */
export async function sweepMarketFigures(deps: { repo: MarketRepository }, now = new Date()) {
  const dueBefore = new Date(now.getTime() - RESWEEP_AFTER_MINUTES * MINUTE);
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MINUTES * MINUTE);
  const months = trendMonths(now, MARKET_TREND_MONTHS);
  const current = months[months.length - 1]!.month;
  await deps.repo.addMissingTurns();
  let swept = 0;
  for (;;) {
    const claim = await deps.repo.claimDue(now, dueBefore, staleBefore);
    if (!claim) return swept;
    const written = await deps.repo.monthsWritten(
      claim.cityId,
      months.map((m) => m.month),
    );
    const due = months
      .filter((m) => m.month === current || !written.has(m.month))
      .map((m) => ({ ...m, current: m.month === current }));
    const figures: NewFigureRow[] = (await deps.repo.compute(claim.cityId, due)).map((f) => ({
      ...f,
      cityId: claim.cityId,
      computedAt: now,
    }));
    // Every month computed gets an 'all' row per transaction, a count of 0 when nothing was listed:
    // the month is then written and not reconstructed again.
    for (const { month } of due)
      for (const transaction of MARKET_TRANSACTIONS)
        if (!figures.some((f) => f.month === month && f.transaction === transaction && f.category === 'all'))
          figures.push({ cityId: claim.cityId, month, transaction, category: 'all', listings: 0, computedAt: now });
    if (await deps.repo.save(claim, current, figures, now)) swept++;
  }
}
