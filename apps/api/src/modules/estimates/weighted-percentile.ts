/**
 * The weighted percentile `p` (0–1) of `values`: each value stands at the middle of its share of
 * the total weight, in value order, and between two of them the percentile is interpolated. With
 * equal weights it is the usual median and quartiles ([1, 2, 3, 4] → median 2.5). Null when empty.
 */
export function weightedPercentile(values: readonly number[], weights: readonly number[], p: number): number | null {
  if (values.length !== weights.length) throw new Error('One weight per value');
  const items = values
    .map((value, i) => ({ value, weight: weights[i]! }))
    .filter((item) => item.weight > 0)
    .sort((a, b) => a.value - b.value);
  if (!items.length) return null;
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let before = 0;
  const centres = items.map((item) => {
    const centre = (before + item.weight / 2) / total;
    before += item.weight;
    return centre;
  });
  if (p <= centres[0]!) return items[0]!.value;
  for (let i = 1; i < items.length; i++) {
    if (p <= centres[i]!) {
      const t = (p - centres[i - 1]!) / (centres[i]! - centres[i - 1]!);
      return items[i - 1]!.value + t * (items[i]!.value - items[i - 1]!.value);
    }
  }
  return items[items.length - 1]!.value;
}

/** Kish's effective number of values behind weighted ones: (Σw)² / Σw², n for n equal weights. */
export function effectiveCount(weights: readonly number[]) {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const squares = weights.reduce((sum, w) => sum + w * w, 0);
  return squares > 0 ? (total * total) / squares : 0;
}

/**
 * The weighted percentile `p` read as a prediction of one more value like these (decision 068):
 * the values' positions are Weibull's i / (n + 1) (Hyndman–Fan type 6) instead of the middles
 * (i − ½) / n, with n the effective count of the weights, so a new value falls below the 10th
 * predictive percentile one time in ten. The middles give n values' own spread, which a new value
 * leaves more often: with n equal weights the 10th–90th percentiles hold (0.8 n) / (n + 1) of new
 * values, 73 % for 11. Same as `weightedPercentile` at the median; at the ends it stops at the
 * smallest and largest value (beyond the 1 / (n + 1)th and n / (n + 1)th).
 * Equal weights: the 10th of ten values is x₁ + 0.1 (x₂ − x₁) (position 0.1 × 11 = 1.1).
 */
export function predictivePercentile(values: readonly number[], weights: readonly number[], p: number) {
  const n = effectiveCount(weights.filter((w) => w > 0));
  if (n === 0) return weightedPercentile(values, weights, p);
  return weightedPercentile(values, weights, 0.5 + ((p - 0.5) * (n + 1)) / n);
}
