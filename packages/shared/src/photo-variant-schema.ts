import { z } from 'zod';
import type { TPhotoVariant } from './photo-variants.ts';

/** One width of a photo (`TPhotoVariant`), as the API answers validate it. */
export const ZPhotoVariant = z.object({
  width: z.number().int(),
  height: z.number().int(),
  avif: z.string(),
  webp: z.string(),
  jpeg: z.string(),
}) satisfies z.ZodType<TPhotoVariant>;

/** A photo's variants, narrowest first; empty while a photo stored before them has none yet. */
export const ZPhotoVariants = z.array(ZPhotoVariant);
