import type { TEstimateDifference } from '@immora/shared/estimates';
import type { Category } from '@immora/shared/listing';

/**
 * The adjustments of a comparable's price per m² for how it differs from the property
 * (decision 068). Each is a difference in log price per m², sized by the regression sweep
 * (`adjustment-regression.ts`) and zero until it has run.
 */
export type Coefficients = {
  /** Per EPC/PEB label, relative to C (0); a label without one counts as C. */
  epc: Partial<Record<string, number>>;
  /** Per band of YEAR_BAND_STARTS, relative to the reference band (the 1970s, always 0). */
  yearBands: number[];
  /** A garden or a terrace. */
  garden: number;
  /** A parking space or a garage. */
  parking: number;
  /** Per category of the group, relative to the group's first (apartments, houses, office). */
  category: Partial<Record<Category, number>>;
  /** Per postal area (postal code, else lower-case city) with enough listings, relative to the region's median. */
  locality: Partial<Record<string, number>>;
};

/** Year built by decade: before 1920, the 1920s, …, the 2010s, 2020 on. */
export const YEAR_BAND_STARTS = [1920, 1930, 1940, 1950, 1960, 1970, 1980, 1990, 2000, 2010, 2020] as const;
export const YEAR_BAND_COUNT = YEAR_BAND_STARTS.length + 1;
/** The 1970s: the band the others are measured against. */
export const REFERENCE_YEAR_BAND = 6;
/** The label the others are measured against. */
export const REFERENCE_EPC = 'C';

export const ZERO_COEFFICIENTS: Coefficients = {
  epc: {},
  yearBands: Array.from({ length: YEAR_BAND_COUNT }, () => 0),
  garden: 0,
  parking: 0,
  category: {},
  locality: {},
};

export function yearBand(year: number | null | undefined): number | null {
  if (year == null) return null;
  const band = YEAR_BAND_STARTS.findIndex((start) => year < start);
  return band === -1 ? YEAR_BAND_STARTS.length : band;
}

/** The key of a listing's postal area: its postal code, else its city in lower case. */
export const localityOf = (postalCode: string | null | undefined, city: string | null | undefined) =>
  postalCode || (city ? city.toLowerCase() : null);

/** The facts an adjustment compares. */
export type AdjustableFacts = {
  category: Category;
  epcLabel?: string | null | undefined;
  yearBuilt?: number | null | undefined;
  garden: boolean;
  parking: boolean;
  locality?: string | null | undefined;
};

const pct = (logEffect: number) => Math.round((Math.exp(logEffect) - 1) * 1000) / 10;

type Part = [TEstimateDifference['factor'], TEstimateDifference['from'], TEstimateDifference['to'], number];

/**
 * How the comparable differs from the property and what each difference does to its price per
 * m² (moving it to what it would be with the property's facts). A fact unknown on either side is
 * not a difference; nor is a year built in the same decade, or a postal area without a fitted level.
 */
export function adjustComparable(
  subject: AdjustableFacts,
  comparable: AdjustableFacts & { pricePerM2: number },
  coef: Coefficients,
): { differences: TEstimateDifference[]; adjustedPricePerM2: number } {
  const parts: Part[] = [];
  if (subject.category !== comparable.category) {
    const effect = (coef.category[subject.category] ?? 0) - (coef.category[comparable.category] ?? 0);
    parts.push(['category', comparable.category, subject.category, effect]);
  }
  if (subject.epcLabel && comparable.epcLabel && subject.epcLabel !== comparable.epcLabel)
    parts.push([
      'epc',
      comparable.epcLabel,
      subject.epcLabel,
      (coef.epc[subject.epcLabel] ?? 0) - (coef.epc[comparable.epcLabel] ?? 0),
    ]);
  const [bandFrom, bandTo] = [yearBand(comparable.yearBuilt), yearBand(subject.yearBuilt)];
  if (bandFrom !== null && bandTo !== null && bandFrom !== bandTo)
    parts.push([
      'yearBuilt',
      comparable.yearBuilt!,
      subject.yearBuilt!,
      (coef.yearBands[bandTo] ?? 0) - (coef.yearBands[bandFrom] ?? 0),
    ]);
  for (const factor of ['garden', 'parking'] as const)
    if (subject[factor] !== comparable[factor])
      parts.push([factor, comparable[factor], subject[factor], coef[factor] * (subject[factor] ? 1 : -1)]);
  const [from, to] = [comparable.locality, subject.locality];
  if (from && to && from !== to) {
    const [levelFrom, levelTo] = [coef.locality[from], coef.locality[to]];
    if (levelFrom !== undefined && levelTo !== undefined) parts.push(['locality', from, to, levelTo - levelFrom]);
  }
  const total = parts.reduce((sum, [, , , effect]) => sum + effect, 0);
  return {
    differences: parts.map(([factor, f, t, effect]) => ({ factor, from: f, to: t, effectPct: pct(effect) })),
    adjustedPricePerM2: comparable.pricePerM2 * Math.exp(total),
  };
}
