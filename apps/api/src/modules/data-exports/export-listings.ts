import { asc, and, gt, inArray } from 'drizzle-orm';
import { extname } from 'node:path';
import type { Db } from '../../db/client.ts';
import { propertyPhotos, properties } from '../../db/schema/properties.ts';
import type { Storage } from '../../lib/storage.ts';
import type { UserRow } from '../users/users.repository.ts';
import { EXPORT_PAGE, keyset } from './export-pages.ts';
import { listingsOf } from './export-records.ts';

type PhotoRow = typeof propertyPhotos.$inferSelect;
type ListingRow = typeof properties.$inferSelect;

/** The largest JPEG kept of a photo: the upload is stored re-encoded (decision 014), this is the nearest to it. */
function originalUrl(photo: PhotoRow): string {
  const widest = [...(photo.variants ?? [])].sort((a, b) => b.width - a.width)[0];
  return widest?.jpeg || photo.url;
}

/** Where a photo's file is inside the zip, when it is one of our stored files (not a seed picture on another host). */
function photoPath(storage: Storage, listing: ListingRow, photo: PhotoRow) {
  const key = storage.keyOf(originalUrl(photo));
  if (!key) return null;
  const position = String(photo.position + 1).padStart(2, '0');
  return { key, path: `listings/${listing.publicCode}/photo-${position}${extname(key) || '.jpg'}` };
}

/** The user's listings a page at a time, each page with its photos. */
async function* listingPages(db: Db, user: UserRow) {
  let after: string | null = null;
  for (;;) {
    const page: ListingRow[] = await db
      .select()
      .from(properties)
      .where(after ? and(listingsOf(user.id), gt(properties.id, after)) : listingsOf(user.id))
      .orderBy(asc(properties.id))
      .limit(EXPORT_PAGE);
    if (page.length === 0) return;
    const photos = await db
      .select()
      .from(propertyPhotos)
      .where(
        inArray(
          propertyPhotos.propertyId,
          page.map((l) => l.id),
        ),
      )
      .orderBy(asc(propertyPhotos.propertyId), asc(propertyPhotos.position));
    yield page.map((listing) => ({ listing, photos: photos.filter((p) => p.propertyId === listing.id) }));
    if (page.length < EXPORT_PAGE) return;
    after = page.at(-1)!.id;
  }
}

/** listings.json: each listing with its text in every language it has, and its photos (with their file in the zip). */
export async function* listingRows(db: Db, storage: Storage, user: UserRow) {
  for await (const page of listingPages(db, user)) {
    for (const { listing, photos } of page) {
      const { searchVector: _vector, translations, title, description, language, ...fields } = listing;
      yield {
        ...fields,
        texts: { [language]: { title, description }, ...translations },
        originalLanguage: language,
        photos: photos.map((photo) => ({
          position: photo.position,
          isCover: photo.isCover,
          width: photo.width,
          height: photo.height,
          url: originalUrl(photo),
          file: photoPath(storage, listing, photo)?.path ?? null,
        })),
      };
    }
  }
}

/** The photo files to put in the zip: storage key and path inside it, a page of listings at a time. */
export async function* photoFiles(db: Db, storage: Storage, user: UserRow) {
  for await (const page of listingPages(db, user)) {
    for (const { listing, photos } of page) {
      for (const photo of photos) {
        const file = photoPath(storage, listing, photo);
        if (file) yield file;
      }
    }
  }
}

export { keyset };
