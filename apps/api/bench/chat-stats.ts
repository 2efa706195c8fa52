/** The q-quantile (0–1) of sorted values, nearest rank. */
export const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

/** p50 / p95 / p99 / max of ms values, one decimal. */
export function spread(values: number[], quantiles: number[] = [0.5, 0.95, 0.99]) {
  const sorted = Float64Array.from(values).sort();
  const list = Array.from(sorted);
  const ms = (n: number) => n.toFixed(1);
  const parts = quantiles.map((q) => `p${q * 100} ${ms(quantile(list, q))}`);
  return `${parts.join(', ')}, max ${ms(list.at(-1) ?? NaN)} ms (${values.length.toLocaleString('en')} samples)`;
}
