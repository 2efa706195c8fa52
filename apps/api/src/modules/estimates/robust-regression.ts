/**
 * Robust linear regression by Huber's M-estimator (iteratively reweighted least squares), and the
 * within-group transformation that turns group fixed effects (municipalities) into demeaned data.
 * Small and dependency-free: the sweep fits a dozen coefficients over at most tens of thousands of rows.
 */

/** Solves A·x = b (A square) by Gaussian elimination with partial pivoting; null when singular. */
export function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    if (Math.abs(m[pivot]![col]!) < 1e-12) return null;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / m[col]![col]!;
      if (f === 0) continue;
      for (let c = col; c <= n; c++) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** Weighted least squares: the β that minimises Σ wᵢ (yᵢ − xᵢ·β)². */
export function weightedLeastSquares(x: readonly number[][], y: readonly number[], w: readonly number[]) {
  const p = x[0]?.length ?? 0;
  const xtx = Array.from({ length: p }, () => new Array<number>(p).fill(0));
  const xty = new Array<number>(p).fill(0);
  for (let i = 0; i < y.length; i++) {
    const row = x[i]!;
    const wi = w[i]!;
    for (let j = 0; j < p; j++) {
      const v = wi * row[j]!;
      xty[j]! += v * y[i]!;
      for (let k = j; k < p; k++) xtx[j]![k]! += v * row[k]!;
    }
  }
  for (let j = 0; j < p; j++) for (let k = 0; k < j; k++) xtx[j]![k] = xtx[k]![j]!;
  return solve(xtx, xty);
}

export function median(values: readonly number[]) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Huber's tuning constant: 95 % efficiency when the errors are normal. */
export const HUBER_K = 1.345;

/**
 * Huber regression of y on the columns of x (no intercept: give a column of ones, or demeaned
 * data). The residuals' scale is their median absolute deviation; residuals beyond k scales count
 * less and less (weight k/|u|), so a few mispriced listings do not move the coefficients.
 */
export function huberRegression(
  x: readonly number[][],
  y: readonly number[],
  opts: { k?: number; iterations?: number; tolerance?: number } = {},
): number[] | null {
  const k = opts.k ?? HUBER_K;
  const w = new Array<number>(y.length).fill(1);
  let beta = weightedLeastSquares(x, y, w);
  for (let it = 0; beta && it < (opts.iterations ?? 50); it++) {
    const residuals = y.map((yi, i) => yi - x[i]!.reduce((sum, xij, j) => sum + xij * beta![j]!, 0));
    const centre = median(residuals);
    const scale = median(residuals.map((r) => Math.abs(r - centre))) / 0.6745;
    if (scale < 1e-12) break;
    for (let i = 0; i < y.length; i++) {
      const u = Math.abs(residuals[i]!) / scale;
      w[i] = u <= k ? 1 : k / u;
    }
    const next = weightedLeastSquares(x, y, w);
    if (!next) break;
    const change = Math.max(...next.map((b, j) => Math.abs(b - beta![j]!)));
    beta = next;
    if (change < (opts.tolerance ?? 1e-7)) break;
  }
  return beta;
}

/**
 * The within transformation: each row's values minus its group's means (y and every column), so
 * a regression without intercept on the result estimates the same slopes as one with a fixed
 * effect per group. Groups of one row carry no information and are dropped.
 */
export function demeanByGroup(groups: readonly string[], x: readonly number[][], y: readonly number[]) {
  const members = new Map<string, number[]>();
  groups.forEach((g, i) => {
    const list = members.get(g);
    if (list) list.push(i);
    else members.set(g, [i]);
  });
  const outX: number[][] = [];
  const outY: number[] = [];
  for (const rows of members.values()) {
    if (rows.length < 2) continue;
    const p = x[rows[0]!]!.length;
    const meanY = rows.reduce((s, i) => s + y[i]!, 0) / rows.length;
    const meanX = Array.from({ length: p }, (_, j) => rows.reduce((s, i) => s + x[i]![j]!, 0) / rows.length);
    for (const i of rows) {
      outX.push(x[i]!.map((v, j) => v - meanX[j]!));
      outY.push(y[i]! - meanY);
    }
  }
  return { x: outX, y: outY };
}
