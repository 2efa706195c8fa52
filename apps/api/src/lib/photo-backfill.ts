import { posix } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { TPhotoVariant } from '@immora/shared/photo-variants';
import type { Db } from '../db/client.ts';
import { propertyPhotos } from '../db/schema/properties.ts';
import { encodeVariants, sourceHash, storeVariants } from './photo-variants.ts';
import type { Storage } from './storage.ts';

type Log = { info: (msg: string) => void; warn: (obj: object, msg: string) => void };

/**
 * The variants of a stored picture, written beside it; [] when it cannot be read (a URL of
 * another host, a missing or broken file): such a photo keeps showing its `url`.
 */
async function variantsOfStored(storages: Storage[], url: string, log: Log): Promise<TPhotoVariant[]> {
  for (const storage of storages) {
    const key = storage.keyOf(url);
    if (key === null) continue;
    const data = await storage.get(key);
    if (!data) break;
    try {
      const { width } = await sharp(data).metadata();
      const upright = () => sharp(data, { failOn: 'error' }).rotate().flatten({ background: '#ffffff' });
      const folder = `${posix.dirname(key)}/`;
      return await storeVariants(storage, folder, sourceHash(data), await encodeVariants(upright, width));
    } catch (err) {
      log.warn({ err, url }, 'photo variants: unreadable picture');
      return [];
    }
  }
  log.warn({ url }, 'photo variants: no stored file');
  return [];
}

/**
 * Gives every photo stored before decision 014 its variants (rows whose `variants` is null),
 * one picture at a time: rows sharing a picture (the demo seed's) are done together. Safe to
 * run on several nodes at once and to stop at any point: names are content-addressed, and a
 * row is only written while it still has none. Answers how many pictures it did.
 */
export async function backfillPhotoVariants(opts: {
  db: Db;
  storages: Storage[];
  log: Log;
  signal?: AbortSignal;
}): Promise<number> {
  const { db, storages, log, signal } = opts;
  let done = 0;
  while (!signal?.aborted) {
    const [next] = await db
      .selectDistinct({ url: propertyPhotos.url })
      .from(propertyPhotos)
      .where(isNull(propertyPhotos.variants))
      .limit(1);
    if (!next) break;
    // [] when none can be made, so the row is not tried again.
    const variants = await variantsOfStored(storages, next.url, log);
    await db
      .update(propertyPhotos)
      .set({ variants })
      .where(and(eq(propertyPhotos.url, next.url), isNull(propertyPhotos.variants)));
    done += 1;
  }
  if (done) log.info(`photo variants: ${done} stored pictures done`);
  return done;
}
