import { z } from 'zod';
import type { TPhotoVariant } from './photo-variants.ts';

// Apart from photo-variants.ts so the browser's photo code (cards, the home page) does not bring zod.

/** One width of a photo: its size and the URL of each format. */
export const ZPhotoVariant: z.ZodType<TPhotoVariant> = z.object({
  width: z.number().int(),
  height: z.number().int(),
  avif: z.string(),
  webp: z.string(),
  jpeg: z.string(),
});

/** A photo's variants, narrowest first; empty while a photo stored before them has none yet. */
export const ZPhotoVariants = z.array(ZPhotoVariant);
