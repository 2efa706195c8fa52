import sharp, { type Metadata, type ResizeOptions } from 'sharp';
import { PHOTO_MESSAGES, PHOTO_RULES } from '@immora/shared/listing-form';

/** The two versions kept of a listing photo (docs/decisions/008-photos-and-storage.md). */
export const GALLERY = { width: 1600, height: 1600, quality: 82 } as const;
export const CARD = { width: 640, height: 360, quality: 78 } as const;
/** Pixels sharp may decode: well above any camera, far below a decompression bomb. */
const MAX_PIXELS = 120_000_000;

export type ImageVersion = { data: Buffer; width: number; height: number; contentType: 'image/jpeg' };
export type ProcessedPhoto = { gallery: ImageVersion; card: ImageVersion };

/** Why a file was refused, with the message the client shows (PHOTO_MESSAGES). */
export class PhotoRejected extends Error {
  constructor(
    readonly reason: 'type' | 'tooSmall' | 'tooLarge',
    readonly statusCode: 400 | 413 = 400,
  ) {
    super(PHOTO_MESSAGES[reason]);
  }
}

/**
 * Checks an uploaded file by its content, never its name: JPEG or PNG, at least
 * PHOTO_RULES.minWidth × minHeight once turned upright (EXIF orientation). Throws PhotoRejected.
 */
export async function inspectPhoto(input: Buffer): Promise<{ format: 'jpeg' | 'png'; width: number; height: number }> {
  if (input.length > PHOTO_RULES.maxBytes) throw new PhotoRejected('tooLarge', 413);
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRejected('type');
  }
  const format = meta.format;
  if (format !== 'jpeg' && format !== 'png') throw new PhotoRejected('type');
  // EXIF orientations 5–8 are stored sideways: width and height swap once upright.
  const sideways = (meta.orientation ?? 1) >= 5;
  const width = sideways ? meta.height : meta.width;
  const height = sideways ? meta.width : meta.height;
  if (!width || !height) throw new PhotoRejected('type');
  if (width * height > MAX_PIXELS) throw new PhotoRejected('tooLarge', 413);
  if (width < PHOTO_RULES.minWidth || height < PHOTO_RULES.minHeight) throw new PhotoRejected('tooSmall');
  return { format, width, height };
}

/**
 * Turns an accepted upload into what is stored: rotated upright by its EXIF orientation, with
 * colours converted to sRGB, every metadata block (EXIF, GPS, XMP, ICC)
 * dropped, as a gallery version (at most
 * 1600 px on the long side) and a card version (640 × 360, cropped to the centre). The
 * original is not kept. A file that passes `inspectPhoto` but cannot be decoded (truncated) is
 * refused as the wrong type.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  await inspectPhoto(input);
  // Two pipelines from the file rather than one decoded copy: JPEG shrink-on-load keeps memory low.
  const version = async (resize: ResizeOptions & { width: number; height: number }, quality: number) => {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(resize)
      .jpeg({ quality, progressive: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, contentType: 'image/jpeg' } as const;
  };
  try {
    const gallery = await version(
      { width: GALLERY.width, height: GALLERY.height, fit: 'inside', withoutEnlargement: true },
      GALLERY.quality,
    );
    const card = await version(
      { width: CARD.width, height: CARD.height, fit: 'cover', position: 'centre' },
      CARD.quality,
    );
    return { gallery, card };
  } catch (err) {
    if (err instanceof PhotoRejected) throw err;
    throw new PhotoRejected('type');
  }
}
