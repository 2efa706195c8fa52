import {
  MARKET_CATEGORIES,
  MARKET_EPC_CLASSES,
  MARKET_MESSAGES,
  MARKET_NEIGHBOURS,
  MARKET_TRANSACTIONS,
  MARKET_TREND_MONTHS,
  MIN_MARKET_LISTINGS,
  marketSlug,
  type MarketTransaction,
  type TMarket,
  type TMarketIndex,
  type TMarketCell,
} from '@immora/shared/market';
import { AppError } from '../../lib/errors.ts';
import { distanceKm } from '../../lib/geocoder.ts';
import type { FigureRow, MarketRepository } from './market.repository.ts';
import type { marketCityLookup, MarketCity } from './market-slugs.ts';
import { monthBefore, monthKey, monthStart } from './market-months.ts';

type Deps = { repo: MarketRepository; cities: ReturnType<typeof marketCityLookup> };

const euros = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? null : Math.round(cents / 100);
const enough = (listings: number) => listings >= MIN_MARKET_LISTINGS;

/** A row's figures, or its count with null figures and the reason when it has too few listings. */
function cellOf(
  transaction: MarketTransaction,
  category: TMarketCell['category'],
  row: FigureRow | undefined,
): TMarketCell {
  const listings = row?.listings ?? 0;
  if (!row || !enough(listings))
    return {
      transaction,
      category,
      listings,
      medianPrice: null,
      medianPricePerM2: null,
      medianDaysOnMarket: null,
      reason: 'tooFewListings',
    };
  return {
    transaction,
    category,
    listings,
    medianPrice: euros(row.medianPriceCents),
    medianPricePerM2: euros(row.medianPricePerM2Cents),
    medianDaysOnMarket: row.medianDaysOnMarket,
    reason: null,
  };
}

/** Share of the listings by EPC class, from the current month's 'all' rows of sale and rent. */
function epcShares(rows: FigureRow[]) {
  const counts = new Map<string, number>();
  for (const row of rows)
    for (const [label, n] of Object.entries(row.epcCounts)) counts.set(label, (counts.get(label) ?? 0) + n);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  if (!enough(total)) return { epc: [], epcReason: 'tooFewListings' as const };
  const epc = MARKET_EPC_CLASSES.filter((c) => counts.has(c)).map((epcClass) => ({
    epcClass,
    listings: counts.get(epcClass)!,
    sharePct: Math.round((counts.get(epcClass)! / total) * 1000) / 10,
  }));
  return { epc, epcReason: null };
}

/** The nearest municipalities by centre, nearest first. */
function nearest(city: MarketCity, all: MarketCity[]) {
  return all
    .filter((c) => c.id !== city.id)
    .map((c) => ({ city: c, km: distanceKm(city.latitude, city.longitude, c.latitude, c.longitude) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, MARKET_NEIGHBOURS);
}

/**
 * A municipality's market (decision 074), read from the summary the sweep keeps (its newest month,
 * and the 11 before it for the trend): 404 for an unknown slug. Before the first sweep it answers
 * zero counts.
 */
export async function marketOf(deps: Deps, slug: string, now = new Date()): Promise<TMarket> {
  const city = await deps.cities.bySlug(slug);
  if (!city) throw AppError.notFound(MARKET_MESSAGES.notFound);
  const near = nearest(city, await deps.cities.all());
  const found = await deps.repo.pageRows(
    city.id,
    near.map((n) => n.city.id),
    monthKey(monthStart(now)),
    MARKET_TREND_MONTHS,
  );
  const rows = found.filter((r) => r.cityId === city.id);
  const theirs = found.filter((r) => r.cityId !== city.id);
  const latest = rows.reduce((newest, r) => (r.month > newest ? r.month : newest), '') || monthKey(monthStart(now));
  const current = rows.filter((r) => r.month === latest);
  const row = (t: MarketTransaction, category: string) =>
    current.find((r) => r.transaction === t && r.category === category);

  const figures = MARKET_TRANSACTIONS.flatMap((t) =>
    MARKET_CATEGORIES.filter((c) => c === 'all' || row(t, c))
      .sort((a, b) => (a === 'all' ? -1 : b === 'all' ? 1 : 0))
      .map((c) => cellOf(t, c, row(t, c))),
  );
  const months = Array.from({ length: MARKET_TREND_MONTHS }, (_, i) =>
    monthBefore(latest, MARKET_TREND_MONTHS - 1 - i),
  );
  const trendOf = (t: MarketTransaction) =>
    months.map((month) => {
      const r = rows.find((x) => x.month === month && x.transaction === t && x.category === 'all');
      const listings = r?.listings ?? 0;
      return {
        month: month.slice(0, 7),
        listings,
        medianPricePerM2: r && enough(listings) ? euros(r.medianPricePerM2Cents) : null,
      };
    });

  const compared = (cityId: string, t: MarketTransaction) => briefOf(theirs, cityId, t);
  const computedAt = current.reduce<Date | null>((a, r) => (a && a > r.computedAt ? a : r.computedAt), null);
  return {
    municipality: { ...placeOf(city), slug: marketSlug(slug) },
    computedAt: computedAt?.toISOString() ?? null,
    minListings: MIN_MARKET_LISTINGS,
    figures,
    trend: { sale: trendOf('sale'), rent: trendOf('rent') },
    ...epcShares(current.filter((r) => r.category === 'all')),
    neighbours: near.map(({ city: c, km }) => ({
      ...namesOf(c),
      distanceKm: Math.round(km * 10) / 10,
      sale: compared(c.id, 'sale'),
      rent: compared(c.id, 'rent'),
    })),
  };
}

/** A municipality's names and slugs (its English name's slug as `slug`). */
const namesOf = (c: MarketCity) => ({
  slug: c.slugs.en,
  slugs: c.slugs,
  name: c.name,
  nameNl: c.nameNl,
  nameFr: c.nameFr,
});
/** …with its postal code, province and region. */
const placeOf = (c: MarketCity) => ({
  ...namesOf(c),
  postalCode: c.postalCode,
  province: c.province,
  region: c.region,
});

/** A municipality's 'all' figures of a transaction in brief: count, median price and price per m², or why none. */
function briefOf(rows: FigureRow[], cityId: string, transaction: MarketTransaction) {
  const cell = cellOf(
    transaction,
    'all',
    rows.find((r) => r.cityId === cityId && r.transaction === transaction),
  );
  const { listings, medianPrice, medianPricePerM2, reason } = cell;
  return { listings, medianPrice, medianPricePerM2, reason };
}

const REGION_ORDER = ['brussels', 'flanders', 'wallonia'] as const;

/**
 * Every municipality with its figures of all categories in brief, from each one's newest month
 * (the `/market` index, issue 35): by region (Brussels, Flanders, Wallonia), province, then name.
 * One read of the summary along its primary key, whatever the number of listings.
 */
export async function marketIndex(deps: Deps): Promise<TMarketIndex> {
  const [cities, rows] = await Promise.all([deps.cities.all(), deps.repo.latestAllCategoryRows()]);
  const computedAt = rows.reduce<Date | null>((a, r) => (a && a > r.computedAt ? a : r.computedAt), null);
  const municipalities = [...cities]
    .sort(
      (a, b) =>
        REGION_ORDER.indexOf(a.region) - REGION_ORDER.indexOf(b.region) ||
        a.province.localeCompare(b.province) ||
        a.name.localeCompare(b.name),
    )
    .map((city) => ({
      ...placeOf(city),
      sale: briefOf(rows, city.id, 'sale'),
      rent: briefOf(rows, city.id, 'rent'),
    }));
  return { computedAt: computedAt?.toISOString() ?? null, minListings: MIN_MARKET_LISTINGS, municipalities };
}
