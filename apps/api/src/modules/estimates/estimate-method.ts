import type { EstimateConfidence, EstimateReason, TEstimateComparable } from '@immora/shared/estimates';
import { adjustComparable, localityOf, type Coefficients } from './estimate-adjustments.ts';
import { comparableWeight, normalised } from './comparable-weights.ts';
import { selectComparables } from './comparables-selection.ts';
import { confidenceOf } from './estimate-confidence.ts';
import type { Candidate, Subject } from './estimate-types.ts';
import { predictivePercentile, weightedPercentile } from './weighted-percentile.ts';

export type MethodResult = {
  estimate: number | null;
  pricePerM2: number | null;
  range: { low: number; high: number } | null;
  confidence: EstimateConfidence | null;
  reason: Extract<EstimateReason, 'tooFewComparables'> | null;
  radiusM: number;
  comparables: TEstimateComparable[];
};

/** A sale to the nearest €1,000, a month's rent to the nearest €5: the estimate is not more precise than that. */
export function roundedPrice(value: number, transaction: Subject['transaction']) {
  const step = transaction === 'sale' ? 1_000 : 5;
  return Math.round(value / step) * step;
}

const cents = (n: number) => Math.round(n * 100) / 100;

const STATUS = { published: 'onMarket', active: 'underOffer', processing: 'agreed' } as const;

/**
 * The estimate (decision 068): the comparables within the widened radius, each one's price per m²
 * adjusted to the property's facts, their weighted median times the living area, the range from
 * the 10th to the 90th weighted percentile read as a prediction (`predictivePercentile`: where a
 * new listing's value falls, not the comparables' own spread), and a confidence level from the
 * comparables' own spread. Too few: no figure.
 */
export function estimateFrom(
  subject: Subject,
  candidates: readonly Candidate[],
  coef: Coefficients,
  now: Date,
): MethodResult {
  const selection = selectComparables(subject, candidates);
  const adjusted = selection.comparables.map((c) => {
    const pricePerM2 = c.price / c.livingArea;
    const { differences, adjustedPricePerM2 } = adjustComparable(
      subject,
      { ...c, pricePerM2, locality: localityOf(c.postalCode, c.city) },
      coef,
    );
    const raw = comparableWeight({
      distanceM: c.distanceM,
      radiusM: selection.radiusM,
      livingArea: c.livingArea,
      subjectArea: subject.livingArea,
      bedrooms: c.bedrooms,
      subjectBedrooms: subject.bedrooms,
      listedAt: c.listedAt,
      now,
    });
    return { c, pricePerM2, differences, adjustedPricePerM2, raw };
  });
  const weights = normalised(adjusted.map((a) => a.raw));
  const comparables: TEstimateComparable[] = adjusted
    .map(({ c, pricePerM2, differences, adjustedPricePerM2 }, i) => ({
      id: c.id,
      publicCode: c.publicCode,
      path: c.status === 'processing' ? null : `/single-v1/${c.id}`,
      title: c.status === 'processing' ? null : c.title,
      status: STATUS[c.status],
      category: c.category,
      city: c.city,
      latitude: c.latitude,
      longitude: c.longitude,
      price: Math.round(c.price),
      pricePerM2: cents(pricePerM2),
      distanceM: c.distanceM,
      livingArea: c.livingArea,
      bedrooms: c.bedrooms,
      listedAt: c.listedAt?.toISOString() ?? null,
      differences,
      adjustedPricePerM2: cents(adjustedPricePerM2),
      weight: Math.round(weights[i]! * 10_000) / 10_000,
    }))
    .sort((a, b) => b.weight - a.weight || a.distanceM - b.distanceM);
  if (!selection.enough)
    return {
      estimate: null,
      pricePerM2: null,
      range: null,
      confidence: null,
      reason: 'tooFewComparables',
      radiusM: selection.radiusM,
      comparables,
    };
  const values = adjusted.map((a) => a.adjustedPricePerM2);
  const median = weightedPercentile(values, weights, 0.5)!;
  const low = predictivePercentile(values, weights, 0.1)!;
  const high = predictivePercentile(values, weights, 0.9)!;
  const spread = (weightedPercentile(values, weights, 0.9)! - weightedPercentile(values, weights, 0.1)!) / median;
  return {
    estimate: roundedPrice(median * subject.livingArea, subject.transaction),
    pricePerM2: cents(median),
    range: {
      low: roundedPrice(low * subject.livingArea, subject.transaction),
      high: roundedPrice(high * subject.livingArea, subject.transaction),
    },
    confidence: confidenceOf({ count: values.length, spread, radiusM: selection.radiusM }),
    reason: null,
    radiusM: selection.radiusM,
    comparables,
  };
}
