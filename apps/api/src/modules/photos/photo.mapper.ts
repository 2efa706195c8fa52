import type { PhotoRow } from './photos.repository.ts';

/** A photo as the owner's side answers it (ZEditableListing.photos). */
export const toPhoto = (p: PhotoRow) => ({
  id: p.id,
  url: p.url,
  thumbnailUrl: p.thumbnailUrl,
  width: p.width,
  height: p.height,
  isCover: p.isCover,
  position: p.position,
  variants: p.variants ?? [],
});
