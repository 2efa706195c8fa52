import type { Plugin, Rollup } from 'vite';

/** The Latin file of Inter (src/app/styles/fonts.css): what every page's text is drawn with. */
const LATIN_FONT = /inter-latin-wght-normal\.woff2$/;

/**
 * Vite plugin: every page preloads the Latin file of its typeface, so the font is there before
 * the first layout and `font-display: optional` draws the text in it from the start (fonts.css).
 */
export function fontPreloadPlugin(): Plugin {
  return {
    name: 'immora-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const font = Object.values(bundle).find(
          (out): out is Rollup.OutputAsset =>
            out.type === 'asset' && out.originalFileNames.some((name) => LATIN_FONT.test(name)),
        );
        if (!font) throw new Error('font-preload: no Latin Inter file in the bundle');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font.fileName}`, crossorigin: true },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
