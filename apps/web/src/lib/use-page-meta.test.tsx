import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { usePageMeta } from './use-page-meta.ts';
import type { PageMeta } from './use-page-meta.ts';

function Page(props: PageMeta) {
  usePageMeta(props);
  return null;
}

const meta = (key: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[property="${key}"], meta[name="${key}"]`)?.content;

afterEach(cleanup);

describe('usePageMeta', () => {
  it('sets the title, description, Open Graph and Twitter tags, and restores them on unmount', () => {
    document.title = 'Immora · Belgian real-estate marketplace';
    const description = document.createElement('meta');
    description.name = 'description';
    description.content = 'Site description';
    document.head.appendChild(description);

    const view = render(
      <Page title="Agents" description="Find an agent" image="/uploads/a.jpg" url="/agents" type="profile" />,
    );
    expect(document.title).toBe('Agents · Immora');
    expect(meta('description')).toBe('Find an agent');
    expect(meta('og:title')).toBe('Agents · Immora');
    expect(meta('og:description')).toBe('Find an agent');
    expect(meta('og:image')).toBe(`${window.location.origin}/uploads/a.jpg`);
    expect(meta('og:url')).toBe(`${window.location.origin}/agents`);
    expect(meta('og:type')).toBe('profile');
    expect(meta('twitter:card')).toBe('summary_large_image');

    view.unmount();
    expect(document.title).toBe('Immora · Belgian real-estate marketplace');
    expect(meta('description')).toBe('Site description');
    expect(meta('og:title')).toBeUndefined();
    expect(meta('twitter:card')).toBeUndefined();
  });
});
