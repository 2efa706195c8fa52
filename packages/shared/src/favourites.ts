import { z } from 'zod';
import { LISTING_TYPES } from './listing.ts';
import { listQuery } from './list-query.ts';
import { ZPropertyCard } from './properties.ts';

export const FAVOURITE_MESSAGES = {
  signIn: 'Please log in to save favourites.',
  added: 'Added to your favourites.',
  removed: 'Removed from your favourites.',
  notFound: 'Property not found',
} as const;

export const ZFavourite = z.object({ property: ZPropertyCard, createdAt: z.string() });
export type TFavourite = z.infer<typeof ZFavourite>;
export const ZFavouriteIds = z.object({ ids: z.array(z.string()) });

/** GET /api/favourites: newest favourite first by default; by price or title; one listing type. */
export const FAVOURITE_SORTS = ['createdAt', 'price', 'title'] as const;
export const ZFavouritesQuery = listQuery({
  sorts: FAVOURITE_SORTS,
  defaultSort: 'createdAt',
  filters: { type: z.enum(LISTING_TYPES, { error: 'Unknown listing type' }).optional() },
});
export type TFavouritesQuery = z.input<typeof ZFavouritesQuery>;
