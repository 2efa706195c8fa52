import { posix } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { TPhotoVariant } from '@immora/shared/photo-variants';
import type { Db } from '../db/client.ts';
import { blogPosts } from '../db/schema/blogs.ts';
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

/** A table of pictures whose variants may be missing: the next such picture, and how to keep its variants. */
type Pictures = {
  next: (db: Db) => Promise<string | undefined>;
  save: (db: Db, url: string, variants: TPhotoVariant[]) => Promise<unknown>;
};

const PICTURES: Pictures[] = [
  // Listing photos stored before decision 014.
  {
    next: async (db) =>
      (
        await db
          .selectDistinct({ url: propertyPhotos.url })
          .from(propertyPhotos)
          .where(isNull(propertyPhotos.variants))
          .limit(1)
      )[0]?.url,
    save: (db, url, variants) =>
      db
        .update(propertyPhotos)
        .set({ variants })
        .where(and(eq(propertyPhotos.url, url), isNull(propertyPhotos.variants))),
  },
  // Blog covers written before they had variants (migration 0032).
  {
    next: async (db) =>
      (
        await db
          .selectDistinct({ url: blogPosts.coverImage })
          .from(blogPosts)
          .where(isNull(blogPosts.coverVariants))
          .limit(1)
      )[0]?.url,
    save: (db, url, variants) =>
      db
        .update(blogPosts)
        .set({ coverVariants: variants })
        .where(and(eq(blogPosts.coverImage, url), isNull(blogPosts.coverVariants))),
  },
];

/**
 * Gives every listing photo stored before decision 014, and every blog cover stored before
 * migration 0032, its variants (rows whose variants are null), one picture at a time: rows
 * sharing a picture (the demo seed's) are done together. Safe to run on several nodes at once
 * and to stop at any point: names are content-addressed, and a row is only written while it
 * still has none. Answers how many pictures it did.
 */
export async function backfillPhotoVariants(opts: {
  db: Db;
  storages: Storage[];
  log: Log;
  signal?: AbortSignal;
}): Promise<number> {
  const { db, storages, log, signal } = opts;
  let done = 0;
  for (const pictures of PICTURES) {
    while (!signal?.aborted) {
      const url = await pictures.next(db);
      if (url === undefined) break;
      // [] when none can be made, so the row is not tried again.
      await pictures.save(db, url, await variantsOfStored(storages, url, log));
      done += 1;
    }
  }
  if (done) log.info(`photo variants: ${done} stored pictures done`);
  return done;
}
