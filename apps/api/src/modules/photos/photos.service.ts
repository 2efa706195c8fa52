import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LISTING_MESSAGES, PHOTO_MESSAGES, PHOTO_RULES } from '@immora/shared/listing-form';
import { ERROR_CODES } from '@immora/shared/api';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { PhotoRejected, processPhoto, type ProcessedPhoto } from '../../lib/images.ts';
import type { Storage } from '../../lib/storage.ts';
import { canManageListing } from '../boosts/boosts.service.ts';
import { photosRepository, type PhotoRow } from './photos.repository.ts';

/** Where a listing's files live in the storage: one folder per listing (docs/decisions/008). */
export const listingPrefix = (propertyId: string) => `properties/${propertyId}/`;
const photoKeys = (propertyId: string, photoId: string) => ({
  gallery: `${listingPrefix(propertyId)}${photoId}-gallery.jpg`,
  card: `${listingPrefix(propertyId)}${photoId}-card.jpg`,
});

/** Removes every stored file of a listing (call it once the listing's row is gone). */
export async function deleteListingFiles(storage: Storage, propertyId: string) {
  await storage.deletePrefix(listingPrefix(propertyId));
}

/** A photo as the API answers it (ZEditableListing.photos). */
export const toPhoto = (p: PhotoRow) => ({
  id: p.id,
  url: p.url,
  thumbnailUrl: p.thumbnailUrl,
  width: p.width,
  height: p.height,
  isCover: p.isCover,
  position: p.position,
});

const rejected = (err: PhotoRejected) =>
  new AppError(err.statusCode, err.statusCode === 413 ? ERROR_CODES.tooLarge : ERROR_CODES.validation, err.message);

export function photosService(db: Db, storage: Storage, log: Pick<FastifyBaseLogger, 'error'>) {
  const repo = photosRepository(db);

  /** The listing, when the user may manage it: 404 for an unknown listing, 403 for anyone else's. */
  async function managed(userId: string, propertyId: string) {
    const listing = await repo.listing(propertyId);
    if (!listing) throw AppError.notFound(LISTING_MESSAGES.notFound);
    if (!(await canManageListing(db, userId, listing))) throw AppError.forbidden(LISTING_MESSAGES.notOwner);
    return listing;
  }

  const answer = <T>(result: T | 'notFound' | 'photoNotFound' | 'mismatch' | 'tooMany'): T => {
    if (result === 'notFound') throw AppError.notFound(LISTING_MESSAGES.notFound);
    if (result === 'photoNotFound') throw AppError.notFound(PHOTO_MESSAGES.notFound);
    if (result === 'mismatch') throw AppError.badRequest(PHOTO_MESSAGES.order);
    if (result === 'tooMany') throw AppError.badRequest(PHOTO_MESSAGES.tooMany);
    return result;
  };

  /** Files whose keys are ours (seed pictures are shared by many listings and never removed here). */
  const ownKeys = (propertyId: string, rows: PhotoRow[]) =>
    rows
      .flatMap((r) => [storage.keyOf(r.url), storage.keyOf(r.thumbnailUrl)])
      .filter((k): k is string => k !== null && k.startsWith(listingPrefix(propertyId)));

  return {
    async list(userId: string, propertyId: string) {
      await managed(userId, propertyId);
      return (await repo.list(propertyId)).map(toPhoto);
    },

    /**
     * All or nothing: every file is checked and converted first; only when all pass are the
     * files stored and the rows written (in one transaction, under the listing's lock). If
     * anything fails after storing began, the stored files are removed again.
     */
    async upload(userId: string, propertyId: string, readFiles: () => Promise<Buffer[]>) {
      // Who may upload is settled before the body is read.
      await managed(userId, propertyId);
      const files = await readFiles();
      if (!files.length) throw AppError.badRequest(PHOTO_MESSAGES.none);
      if ((await repo.count(propertyId)) + files.length > PHOTO_RULES.maxPerListing)
        throw AppError.badRequest(PHOTO_MESSAGES.tooMany);
      const processed: ProcessedPhoto[] = [];
      for (const file of files) {
        try {
          processed.push(await processPhoto(file));
        } catch (err) {
          if (err instanceof PhotoRejected) throw rejected(err);
          throw err;
        }
      }
      const stored: string[] = [];
      try {
        const rows = [];
        for (const photo of processed) {
          const id = randomUUID();
          const keys = photoKeys(propertyId, id);
          stored.push(keys.gallery);
          const url = await storage.put(keys.gallery, photo.gallery.data, photo.gallery.contentType);
          stored.push(keys.card);
          const thumbnailUrl = await storage.put(keys.card, photo.card.data, photo.card.contentType);
          rows.push({ id, url, thumbnailUrl, width: photo.gallery.width, height: photo.gallery.height });
        }
        return answer(await repo.append(propertyId, rows, PHOTO_RULES.maxPerListing)).map(toPhoto);
      } catch (err) {
        await storage.delete(stored).catch((e: unknown) => log.error({ err: e }, 'photo files left behind'));
        throw err;
      }
    },

    async reorder(userId: string, propertyId: string, photoIds: string[]) {
      await managed(userId, propertyId);
      return answer(await repo.reorder(propertyId, photoIds)).map(toPhoto);
    },

    async setCover(userId: string, propertyId: string, photoId: string) {
      await managed(userId, propertyId);
      return answer(await repo.setCover(propertyId, photoId)).map(toPhoto);
    },

    /** Removes the row first; its files go once that has committed (a failure there leaves only unused files). */
    async remove(userId: string, propertyId: string, photoId: string) {
      await managed(userId, propertyId);
      const { removed, photos } = answer(await repo.remove(propertyId, photoId));
      await storage
        .delete(ownKeys(propertyId, [removed]))
        .catch((err: unknown) => log.error({ err, photoId }, 'files of a removed photo left behind'));
      return photos.map(toPhoto);
    },
  };
}
