import { z } from 'zod';

/**
 * The widths every listing photo is stored in (never wider than its source), each as AVIF,
 * WebP and JPEG (docs/decisions/014-responsive-photos.md).
 */
export const PHOTO_WIDTHS = [480, 960, 1600, 2048] as const;
export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** One width of a photo: its size and the URL of each format. */
export const ZPhotoVariant = z.object({
  width: z.number().int(),
  height: z.number().int(),
  avif: z.string(),
  webp: z.string(),
  jpeg: z.string(),
});
export type TPhotoVariant = z.infer<typeof ZPhotoVariant>;

/** A photo's variants, narrowest first; empty while a photo stored before them has none yet. */
export const ZPhotoVariants = z.array(ZPhotoVariant);
