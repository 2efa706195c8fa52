import { z } from 'zod';
import { CATEGORIES } from './listing.ts';
import { PEB_LABELS } from './listing-form.ts';
import { MARKET_NO_FIGURE_REASONS, MARKET_TRANSACTIONS } from './market-vocabulary.ts';

export * from './market-vocabulary.ts';

/**
 * Market figures by municipality (issue 35, docs/decisions/074-market-figures.md):
 * `GET /api/market/{municipality}`, read from the summary the market sweep keeps.
 */

export const marketPath = (slug: string) => `/api/market/${encodeURIComponent(slug)}`;
export const MARKET_INDEX_PATH = '/api/market';

/** Each listing category, and 'all' (every category of the transaction together). */
export const MARKET_CATEGORIES = [...CATEGORIES, 'all'] as const;
export type MarketCategory = (typeof MARKET_CATEGORIES)[number];
/** The EPC/PEB classes counted (Flemish EPC and Brussels/Walloon PEB in one scale). */
export const MARKET_EPC_CLASSES = PEB_LABELS;

export const ZMarketParams = z.object({
  municipality: z.string().min(1).max(120).describe('The municipality’s slug in English, Dutch or French'),
});

const ZMoney = z.number().int().nullable();

/** The figures of one transaction and category. */
export const ZMarketCell = z.object({
  transaction: z.enum(MARKET_TRANSACTIONS),
  category: z.enum(MARKET_CATEGORIES),
  /** Active public listings. */
  listings: z.number().int().min(0),
  /** Whole euros (rent: a month's rent); null with `reason`. */
  medianPrice: ZMoney,
  medianPricePerM2: ZMoney,
  medianDaysOnMarket: z.number().int().nullable(),
  reason: z.enum(MARKET_NO_FIGURE_REASONS).nullable(),
});

export const ZMarketTrendPoint = z.object({
  /** 'YYYY-MM'. */
  month: z.string(),
  listings: z.number().int().min(0),
  medianPricePerM2: ZMoney,
});

export const ZMarketEpcShare = z.object({
  epcClass: z.enum(MARKET_EPC_CLASSES),
  listings: z.number().int().min(0),
  /** Per cent of the listings with a class, one decimal. */
  sharePct: z.number(),
});

/** A municipality's figures of all categories, in brief (neighbours, the index). */
export const ZMarketBrief = ZMarketCell.pick({
  listings: true,
  medianPrice: true,
  medianPricePerM2: true,
  reason: true,
});

export const ZMarketNeighbour = z.object({
  /** Its English name's slug; `slugs` has each language's. */
  slug: z.string(),
  slugs: z.object({ en: z.string(), nl: z.string(), fr: z.string() }),
  name: z.string(),
  nameNl: z.string(),
  nameFr: z.string(),
  distanceKm: z.number(),
  sale: ZMarketBrief,
  rent: ZMarketBrief,
});

export const ZMarket = z.object({
  municipality: z.object({
    slug: z.string(),
    /** The slug in each language (hreflang alternates); several may be equal. */
    slugs: z.object({ en: z.string(), nl: z.string(), fr: z.string() }),
    name: z.string(),
    nameNl: z.string(),
    nameFr: z.string(),
    postalCode: z.string(),
    province: z.string(),
    region: z.enum(['flanders', 'wallonia', 'brussels']),
  }),
  /** When the sweep last computed these figures; null: not yet. */
  computedAt: z.string().nullable(),
  minListings: z.number().int(),
  /** Every transaction with 'all' first, then each category that has listings. */
  figures: z.array(ZMarketCell),
  /** The median price per m² of each of the last 12 months (oldest first), per transaction, all categories. */
  trend: z.object({ sale: z.array(ZMarketTrendPoint), rent: z.array(ZMarketTrendPoint) }),
  /** Share of the active listings (sale and rent) by EPC class; empty with `epcReason` when too few have one. */
  epc: z.array(ZMarketEpcShare),
  epcReason: z.enum(MARKET_NO_FIGURE_REASONS).nullable(),
  neighbours: z.array(ZMarketNeighbour),
});
export type TMarketBrief = z.infer<typeof ZMarketBrief>;
export type TMarketNeighbour = z.infer<typeof ZMarketNeighbour>;
export type TMarketTrendPoint = z.infer<typeof ZMarketTrendPoint>;
export type TMarket = z.infer<typeof ZMarket>;
export type TMarketCell = z.infer<typeof ZMarketCell>;

/** One municipality of `GET /api/market`: its names and slugs, and its figures of all categories in brief. */
export const ZMarketIndexEntry = ZMarket.shape.municipality.extend({
  sale: ZMarketBrief,
  rent: ZMarketBrief,
});

/** `GET /api/market`: every municipality, by region and province, then by name. */
export const ZMarketIndex = z.object({
  /** When the sweep last computed any of these figures; null: not yet. */
  computedAt: z.string().nullable(),
  minListings: z.number().int(),
  municipalities: z.array(ZMarketIndexEntry),
});
export type TMarketIndex = z.infer<typeof ZMarketIndex>;
export type TMarketIndexEntry = z.infer<typeof ZMarketIndexEntry>;

export const MARKET_MESSAGES = {
  notFound: 'Municipality not found',
} as const;
