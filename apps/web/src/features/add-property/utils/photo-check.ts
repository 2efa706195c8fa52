import { PHOTO_RULES } from '@immora/shared/listing-form';
import type { PHOTO_MESSAGES } from '@immora/shared/listing-form';

export type PhotoProblem = keyof typeof PHOTO_MESSAGES;

/** Reads an image's pixel size in the browser; rejects when the file is not an image it can decode. */
export function imageSize(file: Blob): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('not an image'));
    };
    image.src = url;
  });
}

const ACCEPTED = new Set(['image/jpeg', 'image/png']);

/**
 * The browser's early check of one photo, with the server's messages (the server checks the
 * content again and decides): JPEG or PNG, at most 15 MB, at least 2048x768 pixels and at most
 * 64 megapixels (16000 on a side).
 */
export async function precheckPhoto(file: File, readSize = imageSize): Promise<PhotoProblem | null> {
  if (!ACCEPTED.has(file.type)) return 'type';
  if (file.size > PHOTO_RULES.maxBytes) return 'tooLarge';
  try {
    const { width, height } = await readSize(file);
    if (width * height > PHOTO_RULES.maxPixels || Math.max(width, height) > PHOTO_RULES.maxSide) return 'tooManyPixels';
    if (width < PHOTO_RULES.minWidth || height < PHOTO_RULES.minHeight) return 'tooSmall';
  } catch {
    return 'type';
  }
  return null;
}

/** Files in batches the upload accepts (10 per request). */
export function inBatches<T>(items: T[], size: number = PHOTO_RULES.maxFiles): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
