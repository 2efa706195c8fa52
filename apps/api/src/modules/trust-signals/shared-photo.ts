import { SIGNAL_KINDS, type Signal } from './signal.ts';
import type { PhotoTwin, TrustSignalsRepository } from './trust-signals.repository.ts';

/**
 * shared_photo (decision 078): a photo of this listing, by its content address, is also on a
 * listing of another party (another owner that is not the same agency). One signal listing each
 * shared photo and where else it is.
 */
export function sharedPhotoSignal(twins: PhotoTwin[]): Signal[] {
  if (!twins.length) return [];
  const photos = new Map<string, { id: string; publicCode: string; ownerId: string; status: string }[]>();
  for (const t of twins) {
    const at = photos.get(t.hash) ?? [];
    at.push({ id: t.property_id, publicCode: t.public_code, ownerId: t.owner_id, status: t.status });
    photos.set(t.hash, at);
  }
  return [
    {
      kind: SIGNAL_KINDS.sharedPhoto,
      severity: 'high',
      evidence: {
        photos: [...photos].map(([hash, listings]) => ({ hash, listings })),
        otherListingIds: [...new Set(twins.map((t) => t.property_id))],
        otherOwnerIds: [...new Set(twins.map((t) => t.owner_id))],
      },
    },
  ];
}

export async function sharedPhotoSignals(repo: TrustSignalsRepository, listingId: string) {
  return sharedPhotoSignal(await repo.photoTwins(listingId));
}
