import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES } from '@immora/shared/api';
import { PROFILE_MESSAGES } from '@immora/shared/profiles';
import type { TPhotoVariant } from '@immora/shared/photo-variants';
import { AppError } from '../../lib/errors.ts';
import { PhotoRejected, processPhoto } from '../../lib/images.ts';
import type { Metrics } from '../../lib/metrics/metrics.ts';
import type { UploadedFile } from '../../lib/multipart-files.ts';
import { storeVariants, variantUrls } from '../../lib/photo-variants.ts';
import type { Storage } from '../../lib/storage.ts';
import type { UserRow } from '../users/users.repository.ts';
import { getProfile, type ProfileDeps } from './profiles.service.ts';

type PictureDeps = ProfileDeps & { storage: Storage; log: Pick<FastifyBaseLogger, 'error'>; metrics: Metrics };

/** Where the picture lives: the user's folder, or for an agency its logo in the agency's folder. */
async function holder(deps: PictureDeps, user: UserRow) {
  if (user.role !== 'agency')
    return {
      folder: `users/${user.id}/`,
      current: user.profilePictureVariants ?? [],
      save: (url: string | null, variants: TPhotoVariant[] | null) =>
        deps.profiles.updateUser(user.id, { profilePicture: url, profilePictureVariants: variants }),
    };
  const agency = await deps.profiles.ownAgency(user.id);
  if (!agency) throw AppError.notFound('Agency not found');
  return {
    folder: `agencies/${agency.id}/`,
    current: agency.logoVariants ?? [],
    save: (url: string | null, variants: TPhotoVariant[] | null) =>
      deps.profiles.updateAgency(agency.id, { logo: url, logoVariants: variants }),
  };
}

/** Removes the files of `old` that are ours (seed pictures live elsewhere) and not in `keep`. */
async function release(deps: PictureDeps, folder: string, old: TPhotoVariant[], keep: TPhotoVariant[] = []) {
  const kept = new Set(variantUrls(keep));
  const keys = variantUrls(old)
    .filter((url) => !kept.has(url))
    .map((url) => deps.storage.keyOf(url))
    .filter((key): key is string => key !== null && key.startsWith(folder));
  await deps.storage.delete(keys).catch((err: unknown) => deps.log.error({ err }, 'old picture files left behind'));
}

/**
 * A new picture, checked by its content like listing photos (JPEG or PNG, at least 2048 × 768)
 * and stored in every width and format (decision 014); the old picture's files are removed.
 */
export async function uploadPicture(deps: PictureDeps, user: UserRow, readFiles: () => Promise<UploadedFile[]>) {
  const place = await holder(deps, user);
  const files = await readFiles();
  if (files.length === 0) throw AppError.badRequest(PROFILE_MESSAGES.pictureMissing);
  if (files.length > 1) throw AppError.badRequest(PROFILE_MESSAGES.pictureOne);
  let processed;
  try {
    processed = await processPhoto(files[0]!, deps.metrics);
  } catch (err) {
    if (err instanceof PhotoRejected) {
      deps.metrics.upload('profile picture', 'refused', 1);
      throw new AppError(
        err.statusCode,
        err.statusCode === 413 ? ERROR_CODES.tooLarge : ERROR_CODES.validation,
        err.message,
      );
    }
    throw err;
  }
  const stored: string[] = [];
  try {
    const variants = await storeVariants(deps.storage, place.folder, processed.hash, processed.variants, (key) =>
      stored.push(key),
    );
    // The narrowest JPEG is plenty for an avatar or a logo, and what e-mails and old clients read.
    await place.save(variants[0]!.jpeg, variants);
    await release(deps, place.folder, place.current, variants);
  } catch (err) {
    // Content-addressed: the same picture again shares the current files, which must stay.
    const current = new Set(variantUrls(place.current).map((url) => deps.storage.keyOf(url)));
    await deps.storage.delete(stored.filter((key) => !current.has(key))).catch(() => undefined);
    throw err;
  }
  deps.metrics.upload('profile picture', 'stored', 1);
  return getProfile(deps, user.id);
}

export async function deletePicture(deps: PictureDeps, user: UserRow) {
  const place = await holder(deps, user);
  const profile = await getProfile(deps, user.id);
  if (!profile.picture) throw AppError.notFound(PROFILE_MESSAGES.noPicture);
  await place.save(null, null);
  await release(deps, place.folder, place.current);
  return getProfile(deps, user.id);
}
