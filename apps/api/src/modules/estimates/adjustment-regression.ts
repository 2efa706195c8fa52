import { ESTIMATE_EPC_LABELS } from '@immora/shared/estimates';
import type { Category } from '@immora/shared/listing';
import {
  REFERENCE_EPC,
  REFERENCE_YEAR_BAND,
  YEAR_BAND_COUNT,
  ZERO_COEFFICIENTS,
  yearBand,
  type Coefficients,
} from './estimate-adjustments.ts';
import { demeanByGroup, huberRegression, median } from './robust-regression.ts';

/** A listing of the region as the regression reads it. */
export type RegressionRow = {
  /** Its postal area (the fixed effect): postal code, else city in lower case. */
  locality: string;
  category: Category;
  pricePerM2: number;
  livingArea: number;
  epcLabel: string | null;
  yearBuilt: number | null;
  garden: boolean;
  parking: boolean;
};

/** Fewer listings than this (after dropping postal areas of one) fit nothing: the adjustments stay zero. */
export const MIN_REGRESSION_ROWS = 100;
/** A postal area's level is kept when this many of the region's listings are in it. */
export const MIN_LOCALITY_ROWS = 10;

/** Bounds on each coefficient (log points), so a thin or odd sample cannot move prices absurdly. */
const BOUNDS = { epc: 0.4, yearBand: 0.5, garden: 0.3, parking: 0.3, category: 0.7, locality: 1.5 };
const clamp = (v: number, bound: number) => Math.max(-bound, Math.min(bound, v));
const round = (v: number) => Math.round(v * 10_000) / 10_000;

const EPC_COLUMNS = ESTIMATE_EPC_LABELS.filter((l) => l !== REFERENCE_EPC);
const BAND_COLUMNS = Array.from({ length: YEAR_BAND_COUNT }, (_, b) => b).filter((b) => b !== REFERENCE_YEAR_BAND);

/** The design row: EPC labels, EPC unknown, decades, year unknown, garden, parking, categories, log area. */
function designRow(r: RegressionRow, others: readonly Category[]) {
  const band = yearBand(r.yearBuilt);
  const known = r.epcLabel !== null && (ESTIMATE_EPC_LABELS as readonly string[]).includes(r.epcLabel);
  return [
    ...EPC_COLUMNS.map((l) => (r.epcLabel === l ? 1 : 0)),
    known ? 0 : 1,
    ...BAND_COLUMNS.map((b) => (band === b ? 1 : 0)),
    band === null ? 1 : 0,
    r.garden ? 1 : 0,
    r.parking ? 1 : 0,
    ...others.map((c) => (r.category === c ? 1 : 0)),
    Math.log(r.livingArea),
  ];
}

/**
 * The adjustments' sizes from the region's listings (decision 068): a Huber regression of log price
 * per m² on the EPC label, the decade built, garden, parking, the category within the group and
 * log living area (a control, not an adjustment), within postal areas (fixed effects by
 * demeaning), so a fact's coefficient compares listings of the same area. Then each postal area's
 * level: the median of its listings' log price per m² once the facts are taken out, relative to
 * the median area. Null when there are too few rows.
 */
export function fitAdjustments(
  rows: readonly RegressionRow[],
  groupCategories: readonly Category[],
): { coefficients: Coefficients; rows: number } | null {
  const known = rows.filter((r) => r.pricePerM2 > 0 && r.livingArea > 0);
  const others = groupCategories.slice(1);
  const x = known.map((r) => designRow(r, others));
  const y = known.map((r) => Math.log(r.pricePerM2));
  const within = demeanByGroup(
    known.map((r) => r.locality),
    x,
    y,
  );
  if (within.y.length < MIN_REGRESSION_ROWS) return null;
  // A column without variation (every EPC unknown, no villas) cannot be estimated: left out, its coefficient 0.
  const p = x[0]!.length;
  const used = Array.from({ length: p }, (_, j) => j).filter((j) => within.x.some((row) => Math.abs(row[j]!) > 1e-9));
  const beta = huberRegression(
    within.x.map((row) => used.map((j) => row[j]!)),
    within.y,
  );
  if (!beta) return null;
  const full = Array.from({ length: p }, (_, j) => {
    const at = used.indexOf(j);
    return at === -1 ? 0 : beta[at]!;
  });
  let j = 0;
  const epc: Partial<Record<string, number>> = { [REFERENCE_EPC]: 0 };
  for (const label of EPC_COLUMNS) epc[label] = round(clamp(full[j++]!, BOUNDS.epc));
  j++; // EPC unknown
  const yearBands = [...ZERO_COEFFICIENTS.yearBands];
  for (const band of BAND_COLUMNS) yearBands[band] = round(clamp(full[j++]!, BOUNDS.yearBand));
  j++; // year unknown
  const garden = round(clamp(full[j++]!, BOUNDS.garden));
  const parking = round(clamp(full[j++]!, BOUNDS.parking));
  const category: Partial<Record<Category, number>> = { [groupCategories[0]!]: 0 };
  for (const c of others) category[c] = round(clamp(full[j++]!, BOUNDS.category));
  // Each postal area's level: what is left of its listings' prices once the facts are taken out.
  const residuals = new Map<string, number[]>();
  known.forEach((r, i) => {
    const left = y[i]! - x[i]!.reduce((sum, v, k) => sum + v * full[k]!, 0);
    const list = residuals.get(r.locality);
    if (list) list.push(left);
    else residuals.set(r.locality, [left]);
  });
  const levels = [...residuals.entries()]
    .filter(([, list]) => list.length >= MIN_LOCALITY_ROWS)
    .map(([key, list]) => [key, median(list)] as const);
  const centre = median(levels.map(([, level]) => level));
  const locality = Object.fromEntries(
    levels.map(([key, level]) => [key, round(clamp(level - centre, BOUNDS.locality))]),
  );
  return { coefficients: { epc, yearBands, garden, parking, category, locality }, rows: within.y.length };
}
