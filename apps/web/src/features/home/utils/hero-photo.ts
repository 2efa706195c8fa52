import type { TPhotoVariant } from '@immora/shared/photo-variants';

/** The hero picture's source size (`npm run hero` draws it into src/assets/hero/). */
export const HERO_SIZE = { width: 2400, height: 1000 } as const;

export { HERO_SIZES } from './hero-sizes.ts';

/** Vite gives each file a hashed name, so it is cached for a year like any built asset. */
const files = import.meta.glob<string>('../../../assets/hero/hero-*', {
  eager: true,
  query: '?url',
  import: 'default',
});

/** The hero in every width and format, narrowest first: the shape of a listing photo's variants. */
export const HERO_VARIANTS: TPhotoVariant[] = (() => {
  const byWidth = new Map<number, TPhotoVariant>();
  for (const [path, url] of Object.entries(files)) {
    const [, width, ext] = /hero-(\d+)\.(avif|webp|jpg)$/.exec(path) ?? [];
    if (!width || !ext) continue;
    const w = Number(width);
    const v = byWidth.get(w) ?? {
      width: w,
      height: Math.round((HERO_SIZE.height * w) / HERO_SIZE.width),
      avif: '',
      webp: '',
      jpeg: '',
    };
    v[ext === 'jpg' ? 'jpeg' : (ext as 'avif' | 'webp')] = url;
    byWidth.set(w, v);
  }
  return [...byWidth.values()].sort((a, b) => a.width - b.width);
})();
