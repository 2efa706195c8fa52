import { variantSrcset as srcSet } from '@immora/shared/photo-variants';
import type { TPhotoVariant } from '@immora/shared/photo-variants';
import './responsive-photo.css';

type Props = {
  /** The photo's stored widths and formats (narrowest first); empty for a photo without them yet. */
  variants: TPhotoVariant[];
  /** The picture shown when there are no variants. */
  src: string;
  alt: string;
  /** The intrinsic size (or the box's aspect): set so the page does not shift when it loads. */
  width: number;
  height: number;
  /** How wide the picture is drawn, as in `<img sizes>`: the browser picks the width from it. */
  sizes: string;
  /** The page's main picture: loaded at once and before other pictures (LCP). */
  priority?: boolean;
  className?: string;
  draggable?: boolean;
  onError?: () => void;
};

/**
 * A listing photo as `<picture>`: AVIF, then WebP, then JPEG, each in every stored width, so the
 * browser downloads the smallest file that fills `sizes` on its screen (decision 014).
 */
export function ResponsivePhoto({
  variants,
  src,
  alt,
  width,
  height,
  sizes,
  priority,
  className,
  draggable,
  onError,
}: Props) {
  const img = {
    alt,
    width,
    height,
    className,
    draggable,
    onError,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    decoding: priority ? undefined : 'async',
  } as const;
  // `loading` goes before the sources: a browser may start fetching as soon as it sees them.
  if (!variants.length) return <img {...img} src={src} />;
  const fallback = variants.filter((v) => v.width <= 960).pop() ?? variants[0]!;
  return (
    <picture className="responsive-photo">
      <source type="image/avif" srcSet={srcSet(variants, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(variants, 'webp')} sizes={sizes} />
      <img {...img} sizes={sizes} srcSet={srcSet(variants, 'jpeg')} src={fallback.jpeg} />
    </picture>
  );
}
