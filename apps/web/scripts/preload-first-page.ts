import type { Plugin } from 'vite';
import { chunkGraph, preloadTags } from './chunk-graph.ts';

/**
 * Chunks every first page needs besides the entry: the public area (which main.tsx fetches at
 * once) and the English common texts (English is the fallback language, so i18next reads them
 * whatever the visitor's language).
 */
export const FIRST_PAGE_MODULES = ['src/app/areas/public-area.tsx', 'src/i18n/locales/en/common.json'];

/**
 * Vite plugin: links those chunks, their static imports and their CSS from index.html, so the
 * browser fetches them beside the entry instead of after it has run (one round trip less before
 * the first page can render).
 */
export function preloadFirstPagePlugin(modules: string[] = FIRST_PAGE_MODULES): Plugin {
  return {
    name: 'immora-preload-first-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        return preloadTags(chunkGraph(bundle, modules, new Set([entry.fileName, ...entry.imports])));
      },
    },
  };
}
