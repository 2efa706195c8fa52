import { z } from 'zod';
import { CATEGORIES, LISTING_TYPES } from './listing.ts';

/**
 * Public search of GET /api/properties. Every filter is optional; unknown values are
 * refused with a 4xx. The marketplace issue extends it (map box, drawn area, amenities).
 */
export const SEARCH_SORTS = ['boosted', 'newest', 'priceAsc', 'priceDesc'] as const;
export const MAX_PAGE_SIZE = 48;

const money = z.coerce
  .number({ error: 'Price must be a number' })
  .int('Price must be a whole number of euro')
  .min(0, 'Price cannot be negative');

export const ZPropertySearchQuery = z
  .object({
    type: z.enum(LISTING_TYPES, { error: 'Unknown listing type' }).optional(),
    category: z.enum(CATEGORIES, { error: 'Unknown category' }).optional(),
    city: z.string().trim().max(80, 'City is too long').optional(),
    q: z.string().trim().max(120, 'Search text is too long').optional(),
    minPrice: money.optional(),
    maxPrice: money.optional(),
    sort: z.enum(SEARCH_SORTS, { error: 'Unknown sort order' }).default('boosted'),
    page: z.coerce
      .number({ error: 'Page must be a whole number' })
      .int('Page must be a whole number')
      .min(1, 'Page starts at 1')
      .max(10_000, 'Page is too large')
      .default(1),
    pageSize: z.coerce
      .number({ error: 'Page size must be a whole number' })
      .int('Page size must be a whole number')
      .min(1, 'Page size must be at least 1')
      .max(MAX_PAGE_SIZE, `Page size cannot exceed ${MAX_PAGE_SIZE}`)
      .default(12),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'Minimum price cannot be above maximum price',
    path: ['minPrice'],
  });
export type TPropertySearchQuery = z.input<typeof ZPropertySearchQuery>;

export const ZPropertyCard = z.object({
  id: z.string(),
  _id: z.string(),
  title: z.string(),
  category: z.enum(CATEGORIES),
  type: z.enum(LISTING_TYPES),
  /** Price in euro (stored as cents). Rent is per month. */
  price: z.number(),
  city: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  area: z.number().int(),
  coverPhoto: z.string().nullable(),
  thumbnail: z.string().nullable(),
  boosted: z.boolean(),
  availableNow: z.boolean(),
  publishedAt: z.string().nullable(),
});
export type TPropertyCard = z.infer<typeof ZPropertyCard>;

export const ZCity = z.object({
  id: z.string(),
  name: z.string(),
  nameNl: z.string(),
  nameFr: z.string(),
  province: z.string(),
  region: z.enum(['flanders', 'wallonia', 'brussels']),
  latitude: z.number(),
  longitude: z.number(),
  listings: z.number().int(),
});
export type TCity = z.infer<typeof ZCity>;
