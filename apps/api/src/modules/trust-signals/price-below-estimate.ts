import type { FastifyBaseLogger } from 'fastify';
import type { TEstimate } from '@immora/shared/estimates';
import { PUBLIC_STATUSES, type PropertyStatus } from '@immora/shared/listing';
import type { Db } from '../../db/client.ts';
import type { Geocoder } from '../../lib/geocoder.ts';
import type { ListingRow } from '../listings/listing.mapper.ts';
import { estimateListing } from '../estimates/estimates.service.ts';
import { estimatesRepository } from '../estimates/estimates.repository.ts';
import { SIGNAL_KINDS, type Signal } from './signal.ts';
import { SIGNAL_THRESHOLDS as T } from './signal-thresholds.ts';
import type { TrustSignalsRepository } from './trust-signals.repository.ts';

export type MarketMedian = { month: string; listings: number; category: string; medianPricePerM2: number };
export type PriceFacts = {
  transaction: 'sale' | 'rent';
  /** Whole euros (rent: a month's rent), as the estimate answers. */
  price: number;
  areaM2: number | null;
  estimate: Pick<TEstimate, 'estimate' | 'range' | 'confidence' | 'methodVersion'> | null;
  market: MarketMedian | null;
};

/**
 * price_below_estimate (decision 078): the asking price 30 % or more under the estimate range's
 * low end (high when also under half the estimate, unless the estimate's confidence is low);
 * without an estimate figure, the price per m² under half the municipality's median (medium at
 * most: a municipality's median is a coarse yardstick).
 */
export function priceBelowEstimate(facts: PriceFacts): Signal[] {
  const { price, estimate, market } = facts;
  if (!(price > 0)) return [];
  if (estimate?.estimate != null && estimate.range) {
    const limit = estimate.range.low * (1 - T.belowRangeLow);
    if (price >= limit) return [];
    const high = price < estimate.estimate * T.highBelowEstimate && estimate.confidence !== 'low';
    return [
      {
        kind: SIGNAL_KINDS.priceBelowEstimate,
        severity: high ? 'high' : 'medium',
        evidence: {
          basis: 'estimate',
          transaction: facts.transaction,
          price,
          estimate: estimate.estimate,
          range: estimate.range,
          confidence: estimate.confidence,
          methodVersion: estimate.methodVersion,
          limit: Math.round(limit),
          belowEstimate: round(1 - price / estimate.estimate),
        },
      },
    ];
  }
  if (!market || !facts.areaM2) return [];
  const perM2 = price / facts.areaM2;
  const limit = market.medianPricePerM2 * T.belowMarketMedian;
  if (perM2 >= limit) return [];
  return [
    {
      kind: SIGNAL_KINDS.priceBelowEstimate,
      severity: 'medium',
      evidence: {
        basis: 'marketMedian',
        transaction: facts.transaction,
        price,
        areaM2: facts.areaM2,
        pricePerM2: Math.round(perM2),
        marketMedianPerM2: market.medianPricePerM2,
        marketMonth: market.month,
        marketListings: market.listings,
        marketCategory: market.category,
        limitPerM2: Math.round(limit),
        belowMedian: round(1 - perM2 / market.medianPricePerM2),
      },
    },
  ];
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/**
 * The estimate's dependencies for a listing: its own locality is passed, so the answer of the
 * reverse look-up it asks for goes unused and a stub gives none (no geocoder is called); only a
 * failure of that look-up would be logged.
 */
const ESTIMATE_GEOCODER: Geocoder = { kind: 'builtin', search: async () => [], reverse: async () => null };
const ESTIMATE_LOG = { warn: () => {} } as unknown as FastifyBaseLogger;

export type PriceDeps = { db: Db; repo: TrustSignalsRepository; now?: Date };

/** Gathers the estimate (or the market median) of a sale or rent listing and applies the rule. */
export async function priceSignals(deps: PriceDeps, row: ListingRow): Promise<Signal[]> {
  if ((row.type !== 'sale' && row.type !== 'rent') || row.priceCents == null || row.status === 'draft') return [];
  const transaction = row.type;
  const onMarket = (PUBLIC_STATUSES as readonly PropertyStatus[]).includes(row.status);
  // The estimate answers public listings only (its comparables are the other public ones).
  const estimate = onMarket
    ? await estimateListing(
        { repo: estimatesRepository(deps.db), geocoder: ESTIMATE_GEOCODER, log: ESTIMATE_LOG },
        row.id,
        deps.now,
      )
    : null;
  let market: MarketMedian | null = null;
  if (estimate?.estimate == null && row.cityId && row.category) {
    for (const category of [row.category, 'all']) {
      const found = await deps.repo.marketMedian(row.cityId, transaction, category);
      if (found) {
        market = {
          month: found.month,
          listings: found.listings,
          category,
          medianPricePerM2: found.median_price_per_m2_cents / 100,
        };
        break;
      }
    }
  }
  return priceBelowEstimate({ transaction, price: row.priceCents / 100, areaM2: row.areaM2, estimate, market });
}
