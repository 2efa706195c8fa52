/**
 * How much a comparable counts in the weighted median (decision 068): closer, more similar and
 * more recent weigh more. Each part is at most 1; the product is the comparable's raw weight.
 */

/** Distance: 1 at the property, ½ at half the radius used (at least 500 m), falling like 1/(1+x²). */
export function distanceWeight(distanceM: number, radiusM: number) {
  const scale = Math.max(500, radiusM / 2);
  return 1 / (1 + (distanceM / scale) ** 2);
}

/** Similarity: ½ at 30 % more or less living area (the tolerance's edge); ×0.8 for a different number of bedrooms. */
export function similarityWeight(livingArea: number, subjectArea: number, bedrooms: number, subjectBedrooms: number) {
  const ratio = Math.log(livingArea / subjectArea) / Math.log(1.3);
  return (1 / (1 + ratio ** 2)) * (bedrooms === subjectBedrooms ? 1 : 0.8);
}

const DAY_MS = 86_400_000;
/** Recency: halves every year since it was listed (or agreed); unknown counts as a year old. */
export const RECENCY_HALF_LIFE_DAYS = 365;
export function recencyWeight(listedAt: Date | null, now: Date) {
  const days = listedAt ? Math.max(0, (now.getTime() - listedAt.getTime()) / DAY_MS) : RECENCY_HALF_LIFE_DAYS;
  return 0.5 ** (days / RECENCY_HALF_LIFE_DAYS);
}

export type WeightInput = {
  distanceM: number;
  radiusM: number;
  livingArea: number;
  subjectArea: number;
  bedrooms: number;
  subjectBedrooms: number;
  listedAt: Date | null;
  now: Date;
};

export function comparableWeight(w: WeightInput) {
  return (
    distanceWeight(w.distanceM, w.radiusM) *
    similarityWeight(w.livingArea, w.subjectArea, w.bedrooms, w.subjectBedrooms) *
    recencyWeight(w.listedAt, w.now)
  );
}

/** Weights scaled to add up to 1. */
export function normalised(weights: readonly number[]) {
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (total > 0 ? w / total : 1 / weights.length));
}
