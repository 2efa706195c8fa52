import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp, { type Sharp } from 'sharp';
import { PHOTO_FORMATS, PHOTO_WIDTHS, type PhotoFormat, type TPhotoVariant } from '@immora/shared/photo-variants';
import { concurrencyLimit } from './concurrency-limit.ts';
import type { Storage } from './storage.ts';

/**
 * Encoder settings per format (docs/decisions/014-responsive-photos.md). AVIF at effort 1: the
 * default effort (4) costs several times the CPU for a few percent fewer bytes, and the demo
 * seed encodes every picture on a 2-core machine at first start.
 */
const ENCODERS: Record<PhotoFormat, { ext: string; type: string; encode: (s: Sharp) => Sharp }> = {
  avif: { ext: 'avif', type: 'image/avif', encode: (s) => s.avif({ quality: 50, effort: 1 }) },
  webp: { ext: 'webp', type: 'image/webp', encode: (s) => s.webp({ quality: 76, effort: 2 }) },
  jpeg: { ext: 'jpg', type: 'image/jpeg', encode: (s) => s.jpeg({ quality: 80, progressive: true }) },
};
/** Changing an encoder setting changes this, so the new files get new names. */
const RECIPE = 'v1:avif50e1:webp76e2:jpeg80p';

/** The widths made of a source `width` pixels wide: never wider than it (no upscaling). */
export function variantWidths(width: number): number[] {
  const widest = Math.min(width, Math.max(...PHOTO_WIDTHS));
  return [...PHOTO_WIDTHS.filter((w) => w < widest), widest];
}

/** A hash fed a source's bytes as they arrive; its first 20 hex digits are `sourceHash`. */
export const sourceHasher = () => createHash('sha256').update(RECIPE);

/** The content address of a source: the same picture and recipe always give the same names. */
export function sourceHash(source: Buffer | string): string {
  return sourceHasher().update(source).digest('hex').slice(0, 20);
}

/** `<folder>/<hash>-<width>.<ext>`: what `uploadCacheHeaders` recognises as immutable. */
export const variantKey = (folder: string, hash: string, width: number, format: PhotoFormat) =>
  `${folder}${hash}-${width}.${ENCODERS[format].ext}`;

/** The file names of variants: content-addressed, so they are cached for a year. */
export const VARIANT_FILE = /^[0-9a-f]{20}-\d+\.(avif|webp|jpg)$/;

export type EncodedVariant = { width: number; height: number; format: PhotoFormat; data: Buffer; type: string };

/**
 * Photos encoded at once in this process, whatever asks (uploads, profile pictures, the backfill):
 * one per core (decision 057); ten uploads at once encoded ten photos at once, the others now
 * wait their turn. sharp's own concurrency (libvips threads per picture, one per core) is left as
 * it is: one upload alone still uses every core.
 */
export const photoEncodings = concurrencyLimit(Math.max(1, availableParallelism()));

/**
 * Encodes a picture in every width and format. `source` gives a fresh pipeline of the upright,
 * sRGB, opaque picture `width` pixels wide (no metadata is ever written); each width is
 * decoded and resized once, then encoded three times.
 */
export function encodeVariants(source: () => Sharp, width: number): Promise<EncodedVariant[]> {
  return photoEncodings.run(() => encodeEveryVariant(source, width));
}

async function encodeEveryVariant(source: () => Sharp, width: number): Promise<EncodedVariant[]> {
  const out: EncodedVariant[] = [];
  for (const w of variantWidths(width)) {
    const { data, info } = await source()
      .resize({ width: w, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    for (const format of PHOTO_FORMATS) {
      const encoded = await ENCODERS[format].encode(raw.clone()).toBuffer();
      out.push({ width: info.width, height: info.height, format, data: encoded, type: ENCODERS[format].type });
    }
  }
  return out;
}

/** Groups encoded (or already stored) files by width: the shape the API answers. */
export function variantsOf(files: { width: number; height: number; format: PhotoFormat; url: string }[]) {
  const byWidth = new Map<number, TPhotoVariant>();
  for (const f of files) {
    const v = byWidth.get(f.width) ?? { width: f.width, height: f.height, avif: '', webp: '', jpeg: '' };
    v[f.format] = f.url;
    byWidth.set(f.width, v);
  }
  return [...byWidth.values()].sort((a, b) => a.width - b.width);
}

/**
 * Stores encoded variants under `folder` (ending in '/') and answers them as the API shows them.
 * `onStored` hears each key as soon as it is written (for clean-up when a later step fails).
 */
export async function storeVariants(
  storage: Storage,
  folder: string,
  hash: string,
  encoded: EncodedVariant[],
  onStored: (key: string) => void = () => {},
): Promise<TPhotoVariant[]> {
  const files = [];
  for (const v of encoded) {
    const key = variantKey(folder, hash, v.width, v.format);
    onStored(key);
    files.push({ ...v, url: await storage.put(key, v.data, v.type) });
  }
  return variantsOf(files);
}

/**
 * The variants `encodeVariants` + `storeVariants` make of a `width` × `height` picture, without
 * encoding anything (sharp rounds a resized height to the nearest pixel): the seed names its
 * files before deciding whether they still need drawing.
 */
export function plannedVariants(urlBase: string, hash: string, width: number, height: number) {
  return variantsOf(
    variantWidths(width).flatMap((w) =>
      PHOTO_FORMATS.map((format) => ({
        width: w,
        height: Math.round((height * w) / width),
        format,
        url: `${urlBase}${variantKey('', hash, w, format)}`,
      })),
    ),
  );
}

/** Every URL a photo's variants point to. */
export const variantUrls = (variants: TPhotoVariant[] | null) =>
  (variants ?? []).flatMap((v) => PHOTO_FORMATS.map((f) => v[f]));
