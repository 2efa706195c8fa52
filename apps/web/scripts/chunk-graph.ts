import type { HtmlTagDescriptor, Rollup } from 'vite';

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * The files a page must fetch to run the dynamic chunks of `modules` (ids ending with those
 * source paths): each chunk, its static imports and their CSS, leaving out the files in `linked`
 * (already linked by the page). `linked` is extended with what is returned.
 */
export function chunkGraph(
  bundle: Rollup.OutputBundle,
  modules: string[],
  linked: Set<string>,
): { scripts: string[]; styles: string[] } {
  const chunks = Object.values(bundle).filter((out): out is Chunk => out.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const scripts: string[] = [];
  const styles = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (linked.has(chunk.fileName)) return;
    linked.add(chunk.fileName);
    scripts.push(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) {
      if (!linked.has(css)) styles.add(css);
    }
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) visit(next);
    }
  };
  for (const id of modules) {
    const chunk = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId?.endsWith(id));
    if (!chunk) throw new Error(`chunk-graph: no chunk for ${id}`);
    visit(chunk);
  }
  for (const css of styles) linked.add(css);
  return { scripts, styles: [...styles] };
}

/** `modulepreload` for scripts, `preload` for styles: neither blocks rendering. */
export function preloadTags({ scripts, styles }: { scripts: string[]; styles: string[] }): HtmlTagDescriptor[] {
  return [
    ...scripts.map((file) => ({
      tag: 'link',
      attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
      injectTo: 'head' as const,
    })),
    ...styles.map((file) => ({
      tag: 'link',
      attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` },
      injectTo: 'head' as const,
    })),
  ];
}
