import type { TMarket, TMarketCell } from '@immora/shared/market';

const cell = (transaction: 'sale' | 'rent', category: TMarketCell['category'], over: Partial<TMarketCell>) => ({
  transaction,
  category,
  listings: 0,
  medianPrice: null,
  medianPricePerM2: null,
  medianDaysOnMarket: null,
  reason: 'tooFewListings' as const,
  ...over,
});

const months = Array.from({ length: 12 }, (_, i) => (i === 0 ? '2025-12' : `2026-${String(i).padStart(2, '0')}`));

/** Ixelles as GET /api/market/ixelles answers it: six flats for sale, two rentals (too few). */
export function marketAnswer(over: Partial<TMarket> = {}): TMarket {
  return {
    municipality: {
      slug: 'ixelles',
      slugs: { en: 'ixelles', nl: 'elsene', fr: 'ixelles' },
      name: 'Ixelles',
      nameNl: 'Elsene',
      nameFr: 'Ixelles',
      postalCode: '1050',
      province: 'Brussels-Capital',
      region: 'brussels',
    },
    computedAt: '2026-11-20T12:00:00.000Z',
    minListings: 5,
    figures: [
      cell('sale', 'all', {
        listings: 6,
        medianPrice: 345_000,
        medianPricePerM2: 3_450,
        medianDaysOnMarket: 163,
        reason: null,
      }),
      cell('sale', 'apartments', {
        listings: 6,
        medianPrice: 345_000,
        medianPricePerM2: 3_450,
        medianDaysOnMarket: 163,
        reason: null,
      }),
      cell('rent', 'all', { listings: 2 }),
      cell('rent', 'apartments', { listings: 2 }),
    ],
    trend: {
      sale: months.map((month, i) => ({
        month,
        listings: i < 6 ? 0 : 6,
        medianPricePerM2: i < 6 ? null : i < 9 ? 3_250 : 3_450,
      })),
      rent: months.map((month) => ({ month, listings: 2, medianPricePerM2: null })),
    },
    epc: [
      { epcClass: 'C', listings: 4, sharePct: 66.7 },
      { epcClass: 'D', listings: 2, sharePct: 33.3 },
    ],
    epcReason: null,
    neighbours: [
      {
        slug: 'saint-gilles',
        slugs: { en: 'saint-gilles', nl: 'sint-gillis', fr: 'saint-gilles' },
        name: 'Saint-Gilles',
        nameNl: 'Sint-Gillis',
        nameFr: 'Saint-Gilles',
        distanceKm: 1.6,
        sale: { listings: 5, medianPrice: 270_000, medianPricePerM2: 2_700, reason: null },
        rent: { listings: 0, medianPrice: null, medianPricePerM2: null, reason: 'tooFewListings' },
      },
    ],
    ...over,
  };
}
