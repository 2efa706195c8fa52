import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/**
 * Chunks every first page needs besides the entry: the public area (which main.tsx fetches at
 * once) and the English common texts (English is the fallback language, so i18next reads them
 * whatever the visitor's language).
 */
export const FIRST_PAGE_MODULES = ['src/app/areas/public-area.tsx', 'src/i18n/locales/en/common.json'];

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * Vite plugin: links those chunks, their static imports and their CSS from index.html, so the
 * browser fetches them beside the entry instead of after it has run (one round trip less before
 * the first page can render). Scripts get `modulepreload`, styles `preload`: neither blocks rendering.
 */
export function preloadFirstPagePlugin(modules: string[] = FIRST_PAGE_MODULES): Plugin {
  return {
    name: 'immora-preload-first-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const chunks = Object.values(bundle).filter((out): out is Chunk => out.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const linked = new Set([entry.fileName, ...entry.imports]);
        const scripts: string[] = [];
        const styles = new Set<string>();
        const visit = (chunk: Chunk) => {
          if (linked.has(chunk.fileName)) return;
          linked.add(chunk.fileName);
          scripts.push(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const file of chunk.imports) {
            const next = byFile.get(file);
            if (next) visit(next);
          }
        };
        for (const id of modules) {
          const chunk = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId?.endsWith(id));
          if (!chunk) throw new Error(`preload-first-page: no chunk for ${id}`);
          visit(chunk);
        }
        const tags: HtmlTagDescriptor[] = [
          ...scripts.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...[...styles].map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
        return tags;
      },
    },
  };
}
