import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
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
});
