import type { EstimateFactor, TEstimateComparable } from '@immora/shared/estimates';
import { formatNumber } from '../../../lib/format.ts';

export type FactorSummary = {
  factor: EstimateFactor;
  /** Comparables that differ from the property in this fact (moved or not). */
  count: number;
  /** The smallest and largest move of their price per m², in %. */
  min: number;
  max: number;
};

/** Each fact the comparables differed in, how many did and how far their price per m² was moved. */
export function summariseAdjustments(comparables: readonly TEstimateComparable[]): FactorSummary[] {
  const byFactor = new Map<EstimateFactor, FactorSummary>();
  for (const comparable of comparables) {
    for (const difference of comparable.differences) {
      const summary = byFactor.get(difference.factor);
      if (summary) {
        summary.count += 1;
        summary.min = Math.min(summary.min, difference.effectPct);
        summary.max = Math.max(summary.max, difference.effectPct);
      } else
        byFactor.set(difference.factor, {
          factor: difference.factor,
          count: 1,
          min: difference.effectPct,
          max: difference.effectPct,
        });
    }
  }
  return [...byFactor.values()].sort((a, b) => b.count - a.count);
}

/** Whether a move shows once written to one decimal (a regression's 0.01 % is no adjustment). */
export const moved = (pct: number) => Math.abs(pct) >= 0.05;

/** A move in percent as written to the visitor: '+4.5 %', '−3 %' (one decimal at most). */
export function signedPct(pct: number, language: string): string {
  const rounded = Math.round(pct * 10) / 10;
  const digits = formatNumber(Math.abs(rounded), language);
  const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '';
  return `${sign}${digits}\u00a0%`;
}
