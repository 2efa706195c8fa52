import { COMPARABLE_GROUPS } from '@immora/shared/estimates';
import { fitAdjustments } from './adjustment-regression.ts';
import type { EstimatesRepository } from './estimates.repository.ts';

/** A cell is fitted again this long after its last fit (the sweep runs every ESTIMATE_SWEEP_SECONDS). */
export const REFIT_AFTER_HOURS = 20;
/** A claim this old belongs to a node that stopped: another may take the cell. */
export const STALE_CLAIM_MINUTES = 15;
/** The regression reads at most this many of a cell's newest listings. */
export const REGRESSION_SAMPLE = 20_000;

const HOUR = 3_600_000;

/**
 * One sweep of the estimate's adjustments (decision 068): every cell that is due (per transaction,
 * group of types and region) is claimed by one node (FOR UPDATE SKIP LOCKED), fitted on its
 * region's listings by the robust regression, and written back; too few listings leave it without
 * coefficients (no adjustment). Several nodes may sweep at once: each cell is fitted once.
 * Returns how many cells this run fitted.
 */
export async function sweepEstimateAdjustments(deps: { repo: EstimatesRepository }, now = new Date()) {
  const dueBefore = new Date(now.getTime() - REFIT_AFTER_HOURS * HOUR);
  const staleBefore = new Date(now.getTime() - (STALE_CLAIM_MINUTES * HOUR) / 60);
  let fitted = 0;
  for (;;) {
    const cell = await deps.repo.claimDueCell(now, dueBefore, staleBefore);
    if (!cell) return fitted;
    const listings = await deps.repo.regionListings(cell, REGRESSION_SAMPLE);
    const fit = fitAdjustments(listings, COMPARABLE_GROUPS[cell.comparableGroup]);
    if (await deps.repo.saveFit(cell, fit ?? { coefficients: null, rows: 0 }, now)) fitted++;
  }
}
