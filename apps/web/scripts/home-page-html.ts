import type { Plugin, Rollup } from 'vite';

/** The file the server sends for `/` instead of index.html (apps/api/src/app.ts). */
export const HOME_HTML = 'home.html';
const HERO = /assets\/hero\/hero-(\d+)\.avif$/;

/**
 * Vite plugin: writes `home.html`, index.html with a preload of the home page's hero picture
 * (AVIF, every width, the sizes the page draws it with). The hero is the home page's largest
 * picture; without this the browser only finds it once the app's JavaScript has run. Other
 * pages keep index.html, so they never download it.
 */
export function homePageHtmlPlugin(sizes: string): Plugin {
  return {
    name: 'immora-home-page-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('home-page-html: no index.html in the bundle');
      const heroes = Object.values(bundle)
        .filter((out): out is Rollup.OutputAsset => out.type === 'asset')
        .map((asset) => ({ asset, width: Number(asset.originalFileNames.map((n) => HERO.exec(n)?.[1]).find(Boolean)) }))
        .filter((h) => h.width > 0)
        .sort((a, b) => a.width - b.width);
      if (!heroes.length) throw new Error('home-page-html: no hero pictures in the bundle');
      const srcset = heroes.map((h) => `/${h.asset.fileName} ${h.width}w`).join(', ');
      const link = `<link rel="preload" as="image" type="image/avif" imagesrcset="${srcset}" imagesizes="${sizes}" fetchpriority="high">`;
      this.emitFile({
        type: 'asset',
        fileName: HOME_HTML,
        source: String(index.source).replace('</head>', `  ${link}\n  </head>`),
      });
    },
  };
}
