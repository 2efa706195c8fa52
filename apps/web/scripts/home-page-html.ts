import type { HtmlTagDescriptor, Rollup } from 'vite';

const HERO = /assets\/hero\/hero-(\d+)\.avif$/;

/**
 * The preload of the home page's hero picture (AVIF, every width, the sizes the page draws it
 * with), for `home.html` (apps/web/scripts/page-html.ts). The hero is the home page's largest
 * picture; without this the browser only finds it once the app's JavaScript has run. Other pages
 * never download it.
 */
export function heroPreload(bundle: Rollup.OutputBundle, sizes: string): HtmlTagDescriptor[] {
  const heroes = Object.values(bundle)
    .filter((out): out is Rollup.OutputAsset => out.type === 'asset')
    .map((asset) => ({ asset, width: Number(asset.originalFileNames.map((n) => HERO.exec(n)?.[1]).find(Boolean)) }))
    .filter((h) => h.width > 0)
    .sort((a, b) => a.width - b.width);
  if (!heroes.length) throw new Error('home-page-html: no hero pictures in the bundle');
  const srcset = heroes.map((h) => `/${h.asset.fileName} ${h.width}w`).join(', ');
  return [
    {
      tag: 'link',
      attrs: {
        rel: 'preload',
        as: 'image',
        type: 'image/avif',
        imagesrcset: srcset,
        imagesizes: sizes,
        fetchpriority: 'high',
      },
      // First in the head: requested before the page's scripts and styles (decision 029).
      injectTo: 'head-prepend',
    },
  ];
}
