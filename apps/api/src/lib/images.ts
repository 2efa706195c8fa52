import sharp, { type Metadata } from 'sharp';
import { PHOTO_MESSAGES, PHOTO_RULES } from '@immora/shared/listing-form';
import { noMetrics, secondsSince, type Metrics } from './metrics/metrics.ts';
import type { UploadedFile } from './multipart-files.ts';
import { encodeVariants, type EncodedVariant } from './photo-variants.ts';

/**
 * A progressive JPEG has about ten scans; each one re-reads the whole picture, so thousands of
 * tiny scans make a small file that takes minutes to decode (docs/decisions/040).
 */
export const MAX_JPEG_SCANS = 100;
/** A decoding still running after this long is stopped: a bomb no check above recognised. */
const DECODE_TIMEOUT_SECONDS = 60;

/** An accepted upload: its content address and its encoded variants (docs/decisions/014). */
export type ProcessedPhoto = { hash: string; variants: EncodedVariant[] };

/** Why a file was refused, with the message the client shows (PHOTO_MESSAGES). */
export class PhotoRejected extends Error {
  constructor(
    readonly reason: 'type' | 'tooSmall' | 'tooLarge' | 'tooManyPixels' | 'polyglot' | 'unsafe',
    readonly statusCode: 400 | 413 = 400,
  ) {
    super(PHOTO_MESSAGES[reason]);
  }
}

/**
 * Checks an uploaded file by its content, never its name or the client's content type, before
 * any pixel is decoded: JPEG or PNG by its magic bytes and by sharp's reading of its header (the
 * two must agree); no archive or document hidden in it; a JPEG of at most MAX_JPEG_SCANS scans;
 * at most PHOTO_RULES.maxPixels and maxSide; at least minWidth × minHeight once turned upright
 * (EXIF orientation). Throws PhotoRejected.
 */
export async function inspectPhoto(
  file: UploadedFile,
): Promise<{ format: 'jpeg' | 'png'; width: number; height: number }> {
  const { facts } = file;
  if (facts.size > PHOTO_RULES.maxBytes) throw new PhotoRejected('tooLarge', 413);
  if (!facts.magic) throw new PhotoRejected('type');
  if (facts.archive || facts.pdf) throw new PhotoRejected('polyglot');
  if (facts.jpegScans > MAX_JPEG_SCANS) throw new PhotoRejected('unsafe');
  let meta: Metadata;
  try {
    // Headers only: `metadata()` decodes no pixels, so no pixel limit is needed to read them.
    meta = await sharp(file.path, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRejected('type');
  }
  if (meta.format !== facts.magic) throw new PhotoRejected('type');
  const format = facts.magic;
  if (!meta.width || !meta.height) throw new PhotoRejected('type');
  if (meta.width * meta.height > PHOTO_RULES.maxPixels || Math.max(meta.width, meta.height) > PHOTO_RULES.maxSide)
    throw new PhotoRejected('tooManyPixels');
  // EXIF orientations 5–8 are stored sideways: width and height swap once upright.
  const sideways = (meta.orientation ?? 1) >= 5;
  const width = sideways ? meta.height : meta.width;
  const height = sideways ? meta.width : meta.height;
  if (width < PHOTO_RULES.minWidth || height < PHOTO_RULES.minHeight) throw new PhotoRejected('tooSmall');
  return { format, width, height };
}

/** Why sharp stopped: over the pixel limit or the time limit is a bomb; anything else is not a readable photo. */
function decodeFailure(err: unknown) {
  const message = err instanceof Error ? err.message : '';
  if (/pixel limit/i.test(message)) return new PhotoRejected('tooManyPixels');
  if (/timeout/i.test(message)) return new PhotoRejected('unsafe');
  return new PhotoRejected('type');
}

/**
 * Turns an accepted upload into what is stored: decoded to pixels and encoded again, rotated
 * upright by its EXIF orientation, with colours converted to sRGB, every metadata block (EXIF,
 * GPS, XMP, ICC, comments) and anything after the image's end dropped, in every width and
 * format of decision 014. The original is not kept. The decoder gets the same pixel limit again
 * (the header it reads is the one that counts) and a time limit. A file that passes
 * `inspectPhoto` but cannot be decoded (truncated) is refused as the wrong type.
 */
export async function processPhoto(
  file: UploadedFile,
  metrics: Pick<Metrics, 'imageEncoding'> = noMetrics,
): Promise<ProcessedPhoto> {
  const { width } = await inspectPhoto(file);
  // A pipeline from the file for each width: JPEG shrink-on-load keeps memory low.
  const upright = () =>
    sharp(file.path, { limitInputPixels: PHOTO_RULES.maxPixels, failOn: 'error', unlimited: false })
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .rotate()
      .flatten({ background: '#ffffff' });
  try {
    const start = performance.now();
    const variants = await encodeVariants(upright, width);
    metrics.imageEncoding(secondsSince(start));
    return { hash: file.hash, variants };
  } catch (err) {
    if (err instanceof PhotoRejected) throw err;
    throw decodeFailure(err);
  }
}
