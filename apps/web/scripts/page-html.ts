import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import { chunkGraph, preloadTags } from './chunk-graph.ts';

/** Written beside index.html: route page name → the HTML file the server sends for it. */
export const PAGE_HTML_INDEX = 'page-html.json';

export type PageHtml = {
  /** The file written beside index.html. */
  file: string;
  /** Route page names (packages/shared/src/routes.ts) the server sends this file for. */
  pages: string[];
  /** Source paths of the pages' own lazy chunks: preloaded with their imports and CSS. */
  modules?: string[];
  /** More tags made from the bundle (the home page's hero). */
  extra?: (bundle: Rollup.OutputBundle) => HtmlTagDescriptor[];
};

const ASSET_LINK = /(?:href|src)="\/([^"]+)"/g;

function serialise({ tag, attrs = {} }: HtmlTagDescriptor): string {
  const parts = Object.entries(attrs)
    .filter(([, value]) => value !== false && value !== undefined)
    .map(([name, value]) => (value === true ? name : `${name}="${String(value)}"`));
  return `<${tag} ${parts.join(' ')}>`;
}

/**
 * Vite plugin: for the pages most visits start on, writes index.html again with that page's own
 * chunk linked (and any extra tag, such as the home hero's preload), so a first visit fetches it
 * beside the entry instead of after the entry and the public area have run: one round trip less
 * before the listing or the results can be asked for. `page-html.json` tells the server which
 * file goes with which route (apps/api/src/plugins/static-files.ts); every other route keeps
 * index.html.
 */
export function pageHtmlPlugin(pages: PageHtml[]): Plugin {
  return {
    name: 'immora-page-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('page-html: no index.html in the bundle');
      const html = String(index.source);
      const already = new Set([...html.matchAll(ASSET_LINK)].map((match) => match[1] ?? ''));
      const files: Record<string, string> = {};
      for (const page of pages) {
        const tags = [
          ...preloadTags(chunkGraph(bundle, page.modules ?? [], new Set(already))),
          ...(page.extra?.(bundle) ?? []),
        ];
        // 'head-prepend' tags (the hero's preload) go before the first script or link, so their
        // request leaves before the scripts'; the others at the end of the head.
        const lines = (early: boolean) =>
          tags
            .filter((tag) => (tag.injectTo === 'head-prepend') === early)
            .map((tag) => `    ${serialise(tag)}\n`)
            .join('');
        const source = html
          .replace(/ {4}(<script|<link)/, (_, first: string) => `${lines(true)}    ${first}`)
          .replace('  </head>', `${lines(false)}  </head>`);
        this.emitFile({ type: 'asset', fileName: page.file, source });
        for (const name of page.pages) files[name] = page.file;
      }
      this.emitFile({ type: 'asset', fileName: PAGE_HTML_INDEX, source: `${JSON.stringify(files, null, 2)}\n` });
    },
  };
}
