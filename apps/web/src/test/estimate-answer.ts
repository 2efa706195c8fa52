import type { TEstimate, TEstimateComparable } from '@immora/shared/estimates';

/** A comparable of a Brussels flat, with overrides. */
export function comparable(n: number, over: Partial<TEstimateComparable> = {}): TEstimateComparable {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    publicCode: `IMM-${1000 + n}`,
    path: `/single-v1/00000000-0000-4000-8000-00000000000${n}`,
    title: `Flat ${n} in Ixelles`,
    status: 'onMarket',
    category: 'apartments',
    city: 'Ixelles',
    latitude: 50.83 + n / 1000,
    longitude: 4.37,
    price: 300_000 + n * 5_000,
    pricePerM2: 3_600 + n * 40,
    distanceM: 250 * n,
    livingArea: 85,
    bedrooms: 2,
    listedAt: '2026-10-01T00:00:00.000Z',
    differences: [],
    adjustedPricePerM2: 3_600 + n * 40,
    weight: 1 / 8,
    ...over,
  };
}

/** An estimate of an 85 m² flat in Brussels from eight comparables. */
export function estimateAnswer(over: Partial<TEstimate> = {}): TEstimate {
  return {
    transaction: 'sale',
    category: 'apartments',
    latitude: 50.8467,
    longitude: 4.3525,
    addressLabel: 'Grote Markt 1, 1000 Brussel',
    livingArea: 85,
    estimate: 320_000,
    pricePerM2: 3_765,
    range: { low: 295_000, high: 348_000 },
    confidence: 'high',
    reason: null,
    message: null,
    comparables: [
      comparable(1, { differences: [{ factor: 'epc', from: 'D', to: 'B', effectPct: 6 }] }),
      comparable(2, { differences: [{ factor: 'parking', from: true, to: false, effectPct: 0.001 }] }),
      ...[3, 4, 5, 6, 7, 8].map((n) => comparable(n)),
    ],
    radiusM: 2_000,
    dataDate: '2026-11-29T06:00:00.000Z',
    adjustmentsDate: '2026-11-28T03:00:00.000Z',
    methodVersion: '068.2',
    ...over,
  };
}
