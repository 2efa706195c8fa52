import { useEffect } from 'react';

export type PageMeta = {
  title: string;
  description?: string | undefined;
  /** Absolute or site-relative address of the share image. */
  image?: string | null | undefined;
  /** Canonical address of the page; the current address when left out. */
  url?: string | undefined;
  /** og:type: 'website' unless told ('article' for blog posts, 'profile' for professionals). */
  type?: string | undefined;
};

type Tag = { attr: 'name' | 'property'; key: string; value: string | undefined };

const absolute = (value: string) => {
  try {
    return new URL(value, window.location.origin).href;
  } catch {
    return value;
  }
};

function tagsFor(meta: Required<Pick<PageMeta, 'title'>> & PageMeta, fullTitle: string): Tag[] {
  const url = absolute(meta.url ?? window.location.href);
  const image = meta.image ? absolute(meta.image) : undefined;
  return [
    { attr: 'name', key: 'description', value: meta.description },
    { attr: 'property', key: 'og:title', value: fullTitle },
    { attr: 'property', key: 'og:description', value: meta.description },
    { attr: 'property', key: 'og:image', value: image },
    { attr: 'property', key: 'og:url', value: url },
    { attr: 'property', key: 'og:type', value: meta.type ?? 'website' },
    { attr: 'property', key: 'og:site_name', value: 'Immora' },
    { attr: 'name', key: 'twitter:card', value: image ? 'summary_large_image' : 'summary' },
    { attr: 'name', key: 'twitter:title', value: fullTitle },
    { attr: 'name', key: 'twitter:description', value: meta.description },
    { attr: 'name', key: 'twitter:image', value: image },
  ];
}

/**
 * Sets '<title> · Immora', the meta description, Open Graph and Twitter card tags while the page
 * is shown, and puts back what was there before when it goes (tags it created are removed).
 * `usePageMeta(title, description)` is the short form.
 */
export function usePageMeta(meta: PageMeta | string, description?: string): void {
  const full: PageMeta = typeof meta === 'string' ? { title: meta, description } : meta;
  const { title, image, url, type } = full;
  const text = full.description;
  useEffect(() => {
    const previousTitle = document.title;
    const fullTitle = title ? `${title} · Immora` : 'Immora';
    document.title = fullTitle;
    const undo: (() => void)[] = [];
    for (const tag of tagsFor({ title, description: text, image, url, type }, fullTitle)) {
      if (tag.value === undefined) continue;
      const selector = `meta[${tag.attr}="${tag.key}"]`;
      let node = document.head.querySelector<HTMLMetaElement>(selector);
      if (node) {
        const before = node.content;
        const kept = node;
        undo.push(() => {
          kept.content = before;
        });
      } else {
        node = document.createElement('meta');
        node.setAttribute(tag.attr, tag.key);
        document.head.appendChild(node);
        const created = node;
        undo.push(() => created.remove());
      }
      node.content = tag.value;
    }
    return () => {
      for (const step of undo.reverse()) step();
      document.title = previousTitle;
    };
  }, [title, text, image, url, type]);
}
