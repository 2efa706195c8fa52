import type { EstimateConfidence } from '@immora/shared/estimates';

/**
 * How far the estimate can be trusted (decision 068), from the number of comparables, their
 * spread (the 10th–90th percentile range over the median, of adjusted prices per m²) and how far
 * the search had to widen: high with 15 or more within 5 km spread at most 40 %; medium with 10 or
 * more spread at most 70 %; low otherwise (8 or 9, a wide spread, or more than 10 km away).
 */
export function confidenceOf(opts: { count: number; spread: number; radiusM: number }): EstimateConfidence {
  const { count, spread, radiusM } = opts;
  if (radiusM > 10_000) return 'low';
  if (count >= 15 && spread <= 0.4 && radiusM <= 5_000) return 'high';
  if (count >= 10 && spread <= 0.7) return 'medium';
  return 'low';
}
