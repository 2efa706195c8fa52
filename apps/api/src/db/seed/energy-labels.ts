import type { Region } from './data/cities.ts';
import type { Rng } from './random.ts';

/**
 * The energy certificate a generated listing carries: a yearly consumption drawn from its year
 * built, and the region's label for it (Flanders' EPC, Brussels' and Wallonia's PEB scales).
 */
const FLANDERS_LABELS: [number, string][] = [
  [0, 'A+'],
  [100, 'A'],
  [200, 'B'],
  [300, 'C'],
  [400, 'D'],
  [500, 'E'],
  [Infinity, 'F'],
];
const BRUSSELS_CLASSES: [number, string][] = [
  [45, 'A'],
  [95, 'B'],
  [150, 'C'],
  [210, 'D'],
  [275, 'E'],
  [345, 'F'],
  [Infinity, 'G'],
];
const WALLONIA_LABELS: [number, string][] = [
  [0, 'A++'],
  [45, 'A+'],
  [85, 'A'],
  [170, 'B'],
  [255, 'C'],
  [340, 'D'],
  [425, 'E'],
  [510, 'F'],
  [Infinity, 'G'],
];
const TABLES: Record<Region, [number, string][]> = {
  flanders: FLANDERS_LABELS,
  brussels: BRUSSELS_CLASSES,
  wallonia: WALLONIA_LABELS,
};

/** The region's label for a consumption score (kWh/m²·year). */
export const energyLabel = (region: Region, score: number) => TABLES[region].find(([max]) => score < max)![1];

/** The facts key the region records its label under (packages/shared listing-form.ts). */
export const ENERGY_LABEL_FACT: Record<Region, 'epcLabel' | 'pebClass' | 'pebLabel'> = {
  flanders: 'epcLabel',
  brussels: 'pebClass',
  wallonia: 'pebLabel',
};

/** A consumption score that fits the year built; four older buildings in ten were renovated. */
export function energyScore(rng: Pick<Rng, 'int' | 'chance' | 'float'>, year: number): number {
  let score =
    year >= 2015
      ? rng.int(15, 95)
      : year >= 2000
        ? rng.int(90, 220)
        : year >= 1970
          ? rng.int(170, 420)
          : rng.int(240, 640);
  if (year < 2000 && rng.chance(0.4)) score = Math.round(score * rng.float(0.35, 0.65)); // renovated
  return score;
}
