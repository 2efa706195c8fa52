import type { Category, ListingType } from '@immora/shared/listing';
import { PRICE_LEVELS, REFERENCE_RENT_PER_M2, type PriceLevel } from './data/price-levels.ts';

/**
 * The price model of the generated listings, the demo seed's and the benchmark's (decision 071).
 * It is only for generating data: the price estimate must never import this file or its figures.
 *
 * price = municipality's €/m² (data/price-levels.ts) × category factor × living area
 *         × EPC factor × year-built factor × garden factor × parking factor × auction factor
 *         × exp(σ·N(0,1))
 *
 * Rooms (student rooms, shared apartments, holiday rooms) are priced per room, as before: a
 * category base times the municipality's rent level relative to Belgium's, times the same noise.
 */

/** Whole-property categories and the €/m² they take: the apartment or the house level, times a factor. */
const WHOLE: Partial<Record<Category, { base: 'Apartment' | 'House'; factor: number }>> = {
  apartments: { base: 'Apartment', factor: 1 },
  loft: { base: 'Apartment', factor: 1.1 }, // large converted volumes in city centres
  office: { base: 'Apartment', factor: 0.8 }, // Brussels offices rent for 13–17 €/m² a month
  houses: { base: 'House', factor: 1 },
  townhome: { base: 'House', factor: 1.05 }, // town houses (maisons de maître) in the centres
  bungalow: { base: 'House', factor: 0.95 }, // single storey, older, further out
  villa: { base: 'House', factor: 1.2 }, // detached: Statbel's detached median is 1.42 × the attached one for about 1.2 × the area
};

/** Rooms' monthly price in an average municipality (the seed's ranges' middle, euros). */
const ROOM_PRICE: Partial<Record<Category, number>> = {
  studentRooms: 480,
  sharedApartments: 620,
  holidayRooms: 1400,
};

/** An auction's starting price against the asking price of the same property. */
export const AUCTION_FACTOR = 0.7;

/** Energy class on one scale: A++ and A+ count as A; each region's letters otherwise as they are. */
export type EpcBand = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';
export const EPC_FACTOR: Record<EpcBand, number> = { A: 1.1, B: 1.05, C: 1, D: 0.96, E: 0.92, F: 0.88, G: 0.85 };
export const epcBand = (label: string): EpcBand | null => {
  const band = label.replace(/\+/g, '');
  return band in EPC_FACTOR ? (band as EpcBand) : null;
};

/** Year built, the condition the listings record: new and recent dearer, post-war stock cheaper. */
export function yearFactor(year: number | null | undefined): number {
  if (year == null) return 1;
  if (year >= 2015) return 1.08;
  if (year >= 2000) return 1.03;
  if (year >= 1970) return 1;
  if (year >= 1945) return 0.95;
  return 0.98; // pre-war: character makes up for age
}

/** A garden or a terrace; a garage or a parking space. */
export const GARDEN_FACTOR = 1.05;
export const PARKING_FACTOR = 1.04;

/** Log-normal noise of the price: σ of ln(price) around the model's price. */
export const SIGMA: Record<ListingType, number> = { sale: 0.15, auction: 0.15, rent: 0.12 };

export type PriceFacts = {
  /** A municipality of data/cities.ts. */
  city: string;
  category: Category;
  type: ListingType;
  areaM2: number;
  yearBuilt?: number | null;
  /** The energy label as the region records it ('A+', 'C', 'G'…). */
  energyLabel?: string | null;
  amenities: readonly string[];
};

function levelOf(city: string): PriceLevel {
  const found = PRICE_LEVELS[city];
  if (!found) throw new Error(`No price level for ${city}`);
  return found;
}

/** The model's price without noise (the median of the drawn prices), in euros; rent per month. */
export function modelPrice(p: PriceFacts): number {
  const level = levelOf(p.city);
  const room = ROOM_PRICE[p.category];
  if (room !== undefined) return room * (level.rentApartment / REFERENCE_RENT_PER_M2);
  const whole = WHOLE[p.category]!;
  const perM2 = level[`${p.type === 'rent' ? 'rent' : 'sale'}${whole.base}` as const];
  const band = p.energyLabel ? epcBand(p.energyLabel) : null;
  const has = (...names: string[]) => names.some((n) => p.amenities.includes(n));
  return (
    perM2 *
    whole.factor *
    p.areaM2 *
    (band ? EPC_FACTOR[band] : 1) *
    yearFactor(p.yearBuilt) *
    (has('garden', 'terrace') ? GARDEN_FACTOR : 1) *
    (has('garage', 'parking') ? PARKING_FACTOR : 1) *
    (p.type === 'auction' ? AUCTION_FACTOR : 1)
  );
}

/** A standard normal draw from a uniform generator (Box–Muller). */
export function standardNormal(next: () => number): number {
  const u = 1 - next(); // (0, 1]: the logarithm is finite
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
}

/** The model's price times its log-normal noise, drawn from a seeded generator. */
export function drawPrice(p: PriceFacts, next: () => number): number {
  return modelPrice(p) * Math.exp(SIGMA[p.type] * standardNormal(next));
}

/**
 * How much asking prices rise in a year, for the seed's market history (issue 35: the 12-month
 * trend of `/market/{municipality}`): the price levels of `price-levels.ts` are today's, and a
 * listing published some time ago asked today's level divided by the growth since. Orders of
 * magnitude of Belgium's recent years (Statbel's house price index and the notaries' barometers
 * gave sale prices about 3–4 % a year in 2024–2025; the rent barometers rents about 4 %).
 */
export const ANNUAL_PRICE_GROWTH: Record<ListingType, number> = { sale: 0.035, auction: 0.035, rent: 0.04 };

/** The price level `years` before today's, as a factor of today's (1 today, below 1 before). */
export function priceLevelYearsAgo(type: ListingType, years: number): number {
  return Math.pow(1 + ANNUAL_PRICE_GROWTH[type], -Math.max(0, years));
}

/** Rounded like an advert: rents to 5 € (50 € above 2,000 €), sales to 5,000 € (10,000 € above 500,000 €). */
export function advertPrice(euros: number, type: ListingType): number {
  const step = type === 'rent' ? (euros < 2000 ? 5 : 50) : euros < 500_000 ? 5000 : 10_000;
  return Math.max(step, Math.round(euros / step) * step);
}

/** Bedrooms a listing of each category has (inclusive range). */
export const BEDROOMS: Record<Category, [number, number]> = {
  studentRooms: [1, 1],
  sharedApartments: [3, 5],
  holidayRooms: [1, 2],
  apartments: [1, 3],
  bungalow: [2, 3],
  houses: [3, 5],
  loft: [1, 3],
  office: [0, 0],
  townhome: [2, 4],
  villa: [4, 7],
};

/** Living area in m²: a base plus so much per bedroom, within bounds (a studio is not 300 m²). */
const AREA: Record<Category, { base: number; perBedroom: number; min: number; max: number }> = {
  studentRooms: { base: 18, perBedroom: 0, min: 12, max: 28 },
  sharedApartments: { base: 50, perBedroom: 22, min: 70, max: 180 },
  holidayRooms: { base: 25, perBedroom: 18, min: 25, max: 80 },
  apartments: { base: 40, perBedroom: 25, min: 25, max: 180 },
  bungalow: { base: 55, perBedroom: 30, min: 70, max: 200 },
  houses: { base: 70, perBedroom: 30, min: 90, max: 330 },
  loft: { base: 70, perBedroom: 30, min: 60, max: 260 },
  office: { base: 0, perBedroom: 0, min: 80, max: 1200 },
  townhome: { base: 80, perBedroom: 28, min: 100, max: 280 },
  villa: { base: 90, perBedroom: 45, min: 180, max: 700 },
};

/** A living area for the category and bedrooms: the typical one times exp(0.15·N), within the bounds; offices 80–1,200 m², log-uniform. */
export function drawLivingArea(category: Category, bedrooms: number, next: () => number): number {
  const a = AREA[category];
  if (category === 'office') return Math.round((a.min * Math.pow(a.max / a.min, next())) / 5) * 5;
  const typical = bedrooms === 0 && category === 'apartments' ? 35 : a.base + a.perBedroom * bedrooms;
  const area = typical * Math.exp(0.15 * standardNormal(next));
  return Math.round(Math.min(a.max, Math.max(a.min, area)));
}
