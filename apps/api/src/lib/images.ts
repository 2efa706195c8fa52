import sharp, { type Metadata } from 'sharp';
import { PHOTO_MESSAGES, PHOTO_RULES } from '@immora/shared/listing-form';
import { encodeVariants, sourceHash, type EncodedVariant } from './photo-variants.ts';

/** Pixels sharp may decode: well above any camera, far below a decompression bomb. */
const MAX_PIXELS = 120_000_000;

/** An accepted upload: its content address and its encoded variants (docs/decisions/014). */
export type ProcessedPhoto = { hash: string; variants: EncodedVariant[] };

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
 * colours converted to sRGB, every metadata block (EXIF, GPS, XMP, ICC) dropped, in every width
 * and format of decision 014. The original is not kept. A file that passes `inspectPhoto` but
 * cannot be decoded (truncated) is refused as the wrong type.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const { width } = await inspectPhoto(input);
  // A pipeline from the file for each width: JPEG shrink-on-load keeps memory low.
  const upright = () =>
    sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate().flatten({ background: '#ffffff' });
  try {
    return { hash: sourceHash(input), variants: await encodeVariants(upright, width) };
  } catch (err) {
    if (err instanceof PhotoRejected) throw err;
    throw new PhotoRejected('type');
  }
}
