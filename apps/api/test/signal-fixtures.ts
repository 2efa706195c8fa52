import type { Database } from '../src/db/client.ts';
import { propertyPhotos } from '../src/db/schema/properties.ts';

/** A photo's content address as uploads name it (decision 014): 20 hex digits. */
export const hashOf = (n: number) => n.toString(16).padStart(20, 'a');

/**
 * An uploaded photo of `propertyId` whose files carry content address `hash`; `legacy`: stored
 * before decision 014 (its `url` an old name, the address only in its variants).
 */
export async function uploadedPhoto(
  database: Database,
  propertyId: string,
  hash: string,
  opts: { position?: number; folder?: string; legacy?: boolean } = {},
) {
  const folder = opts.folder ?? `/uploads/properties/${propertyId}/`;
  const jpeg = (w: number) => `${folder}${hash}-${w}.jpg`;
  await database.db.insert(propertyPhotos).values({
    propertyId,
    position: opts.position ?? 1,
    url: opts.legacy ? `/uploads/properties/${propertyId}/photo-1.jpg` : jpeg(2048),
    thumbnailUrl: jpeg(480),
    width: 2048,
    height: 1152,
    variants: [480, 2048].map((width) => ({
      width,
      height: Math.round((width * 1152) / 2048),
      jpeg: jpeg(width),
      webp: jpeg(width).replace(/jpg$/, 'webp'),
      avif: jpeg(width).replace(/jpg$/, 'avif'),
    })),
  });
}
