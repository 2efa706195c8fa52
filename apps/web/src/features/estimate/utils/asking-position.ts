/** Within this many percent of the estimate an asking price is 'in line' with it. */
export const IN_LINE_PCT = 2;

export type AskingPosition = {
  /** How far the asking price is from the estimate, in whole percent (+12 = 12 % above). */
  pct: number;
  side: 'above' | 'below' | 'inLine';
  /** Whether it lies within the range (10th to 90th percentile of the comparables). */
  inRange: boolean;
};

/** Where an asking price falls against an estimate and its range. */
export function askingPosition(asking: number, estimate: number, range: { low: number; high: number }): AskingPosition {
  const pct = Math.round(((asking - estimate) / estimate) * 100);
  const side = Math.abs(pct) <= IN_LINE_PCT ? 'inLine' : pct > 0 ? 'above' : 'below';
  return { pct: Math.abs(pct), side, inRange: asking >= range.low && asking <= range.high };
}
