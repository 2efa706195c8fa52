import { z } from 'zod';
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
