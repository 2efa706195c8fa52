import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FIRST_PAGE_LINK_ATTRIBUTE } from '@immora/shared/first-page-data';
import { LanguageAlternates } from './language-alternates.tsx';

const alternates = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map((link) => [
    link.hreflang,
    link.getAttribute('href'),
  ]);

describe('LanguageAlternates', () => {
  it('puts one alternate per language and x-default in the head, keeping the page’s query', () => {
    const router = createMemoryRouter([{ path: '*', element: <LanguageAlternates /> }], {
      initialEntries: ['/properties?type=rent&lang=nl'],
    });
    const view = render(<RouterProvider router={router} />);
    const origin = window.location.origin;
    expect(alternates()).toEqual([
      ['en', `${origin}/properties?type=rent&lang=en`],
      ['nl', `${origin}/properties?type=rent&lang=nl`],
      ['fr', `${origin}/properties?type=rent&lang=fr`],
      ['el', `${origin}/properties?type=rent&lang=el`],
      ['x-default', `${origin}/properties?type=rent`],
    ]);
    act(() => void router.navigate('/agents'));
    expect(alternates().map(([, href]) => href)).toContain(`${origin}/agents?lang=fr`);
    expect(alternates()).toHaveLength(5);
    view.unmount();
    expect(alternates()).toEqual([]);
  });

  it('takes the place of the alternates the server wrote in a first page, so the head never holds both', () => {
    for (const hreflang of ['en', 'x-default']) {
      const link = document.createElement('link');
      Object.assign(link, { rel: 'alternate', hreflang, href: `https://immora.example/market?lang=${hreflang}` });
      link.setAttribute(FIRST_PAGE_LINK_ATTRIBUTE, '');
      document.head.append(link);
    }
    const router = createMemoryRouter([{ path: '*', element: <LanguageAlternates /> }], {
      initialEntries: ['/market?lang=fr'],
    });
    const view = render(<RouterProvider router={router} />);
    const origin = window.location.origin;
    expect(alternates()).toEqual([
      ['en', `${origin}/market?lang=en`],
      ['nl', `${origin}/market?lang=nl`],
      ['fr', `${origin}/market?lang=fr`],
      ['el', `${origin}/market?lang=el`],
      ['x-default', `${origin}/market`],
    ]);
    view.unmount();
  });
});
