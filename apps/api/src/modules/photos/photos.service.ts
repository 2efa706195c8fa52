import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LISTING_MESSAGES, PHOTO_MESSAGES, PHOTO_RULES } from '@immora/shared/listing-form';
import { ERROR_CODES } from '@immora/shared/api';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { inspectPhoto, PhotoRejected, processPhoto, type ProcessedPhoto } from '../../lib/images.ts';
import type { Metrics } from '../../lib/metrics/metrics.ts';
import type { UploadedFile } from '../../lib/multipart-files.ts';
import { storeVariants, variantUrls } from '../../lib/photo-variants.ts';
import type { Storage } from '../../lib/storage.ts';
import { canManageListing } from '../boosts/boosts.service.ts';
import { toPhoto } from './photo.mapper.ts';
import { photosRepository, type PhotoRow } from './photos.repository.ts';

/** Where a listing's files live in the storage: one folder per listing (docs/decisions/008). */
export const listingPrefix = (propertyId: string) => `properties/${propertyId}/`;

/** Removes every stored file of a listing (call it once the listing's row is gone). */
export async function deleteListingFiles(storage: Storage, propertyId: string) {
  await storage.deletePrefix(listingPrefix(propertyId));
}

const rejected = (err: PhotoRejected) =>
  new AppError(err.statusCode, err.statusCode === 413 ? ERROR_CODES.tooLarge : ERROR_CODES.validation, err.message);

export function photosService(
  db: Db,
  storage: Storage,
  { log, metrics }: { log: Pick<FastifyBaseLogger, 'error'>; metrics: Metrics },
) {
  const repo = photosRepository(db);

  /** The listing, when the user may manage it: 404 for an unknown listing, 403 for anyone else's. */
  async function managed(userId: string, propertyId: string) {
    const listing = await repo.listing(propertyId);
    if (!listing) throw AppError.notFound(LISTING_MESSAGES.notFound);
    if (!(await canManageListing(db, userId, listing))) throw AppError.forbidden(LISTING_MESSAGES.notOwner);
    return listing;
  }

  const answer = <T>(result: T | 'notFound' | 'photoNotFound' | 'mismatch' | 'tooMany' | 'lastPhoto'): T => {
    if (result === 'notFound') throw AppError.notFound(LISTING_MESSAGES.notFound);
    if (result === 'photoNotFound') throw AppError.notFound(PHOTO_MESSAGES.notFound);
    if (result === 'mismatch') throw AppError.badRequest(PHOTO_MESSAGES.order);
    if (result === 'tooMany') throw AppError.badRequest(PHOTO_MESSAGES.tooMany);
    if (result === 'lastPhoto')
      throw new AppError(400, ERROR_CODES.missingData, PHOTO_MESSAGES.lastPhoto, { photos: PHOTO_MESSAGES.lastPhoto });
    return result;
  };

  /** Files whose keys are ours (seed pictures are shared by many listings and never removed here). */
  const ownKeys = (propertyId: string, rows: PhotoRow[]) =>
    rows
      .flatMap((r) => [r.url, r.thumbnailUrl, ...variantUrls(r.variants)].map((url) => storage.keyOf(url)))
      .filter((k): k is string => k !== null && k.startsWith(listingPrefix(propertyId)));

  /**
   * Removes files no longer wanted, except those another photo of the listing still uses: names
   * are content-addressed, so the same picture uploaded twice shares its files.
   */
  async function release(propertyId: string, keys: string[], remaining: PhotoRow[]) {
    const inUse = new Set(ownKeys(propertyId, remaining));
    await storage.delete([...new Set(keys)].filter((k) => !inUse.has(k)));
  }

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
    async upload(userId: string, propertyId: string, readFiles: () => Promise<UploadedFile[]>) {
      // Who may upload is settled before the body is read.
      await managed(userId, propertyId);
      const files = await readFiles();
      if (!files.length) throw AppError.badRequest(PHOTO_MESSAGES.none);
      if ((await repo.count(propertyId)) + files.length > PHOTO_RULES.maxPerListing)
        throw AppError.badRequest(PHOTO_MESSAGES.tooMany);
      const processed: ProcessedPhoto[] = [];
      try {
        // Every file's header first: a refused file costs no encoding of the others.
        for (const file of files) await inspectPhoto(file);
        for (const file of files) processed.push(await processPhoto(file, metrics));
      } catch (err) {
        if (err instanceof PhotoRejected) {
          metrics.upload('listing photo', 'refused', files.length);
          throw rejected(err);
        }
        throw err;
      }
      const stored: string[] = [];
      try {
        const rows = [];
        for (const photo of processed) {
          const variants = await storeVariants(storage, listingPrefix(propertyId), photo.hash, photo.variants, (key) =>
            stored.push(key),
          );
          const largest = variants[variants.length - 1]!;
          // `url` and `thumbnailUrl` stay JPEG: link previews and e-mails read them (decision 008).
          rows.push({
            id: randomUUID(),
            url: largest.jpeg,
            thumbnailUrl: variants[0]!.jpeg,
            width: largest.width,
            height: largest.height,
            variants,
          });
        }
        const photos = answer(await repo.append(propertyId, rows, PHOTO_RULES.maxPerListing)).map(toPhoto);
        metrics.upload('listing photo', 'stored', files.length);
        return photos;
      } catch (err) {
        await repo
          .list(propertyId)
          .then((remaining) => release(propertyId, stored, remaining))
          .catch((e: unknown) => log.error({ err: e }, 'photo files left behind'));
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
      await release(propertyId, ownKeys(propertyId, [removed]), photos).catch((err: unknown) =>
        log.error({ err, photoId }, 'files of a removed photo left behind'),
      );
      return photos.map(toPhoto);
    },
  };
}
