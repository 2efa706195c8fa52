/**
 * The widths every listing photo is stored in (never wider than its source), each as AVIF,
 * WebP and JPEG (docs/decisions/014-responsive-photos.md).
 */
export const PHOTO_WIDTHS = [480, 960, 1600, 2048] as const;
export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/**
 * One width of a photo: its size and the URL of each format. A plain type, so that the public
 * pages can draw photos without loading zod (its schema is in photo-variant-schema.ts).
 */
export type TPhotoVariant = { width: number; height: number; avif: string; webp: string; jpeg: string };

/** `srcset` of one format over every stored width, as `<picture>` and a preload both write it. */
export const variantSrcset = (variants: TPhotoVariant[], format: PhotoFormat) =>
  variants.map((v) => `${v[format]} ${v.width}w`).join(', ');

/**
 * How wide the web app draws a listing's main photo and a result card's photo (`<img sizes>`).
 * Shared with the server, whose preload of a page's first photo must name the same file the
 * page will pick (apps/api/src/plugins/first-page-data.ts).
 */
export const GALLERY_SIZES = '(min-width: 1240px) 1240px, 100vw';
/** An auction's main photo: the main column beside the bidding panel, at most 800 px. */
export const AUCTION_GALLERY_SIZES = '(min-width: 1240px) 800px, (min-width: 1025px) 65vw, 100vw';
/** A blog article's cover: the width of the article's head, at most 1100 px. */
export const BLOG_COVER_SIZES = '(min-width: 1100px) 1100px, 100vw';
/** A card is a column of a grid of cards at least 270 px wide in a 1240 px container. */
export const CARD_SIZES = '(min-width: 1240px) 400px, (min-width: 640px) 50vw, 100vw';
