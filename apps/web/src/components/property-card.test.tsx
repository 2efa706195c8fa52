import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { TPropertyCard } from '@immora/shared/properties';
import nl from '../i18n/locales/nl/common.json';
import fr from '../i18n/locales/fr/common.json';
import { PropertyCard } from './property-card.tsx';

const variant = (width: number) => ({
  width,
  height: Math.round((width * 9) / 16),
  avif: `/uploads/p/abc-${width}.avif`,
  webp: `/uploads/p/abc-${width}.webp`,
  jpeg: `/uploads/p/abc-${width}.jpg`,
});

const card = (coverVariants: TPropertyCard['coverVariants']): TPropertyCard => ({
  id: 'l1',
  _id: 'l1',
  title: 'Villa by the lake',
  titles: { en: 'Villa by the lake', nl: 'Villa aan het meer' },
  category: 'villa',
  type: 'sale',
  price: 650000,
  city: 'Gent',
  address: 'Meerstraat 1',
  latitude: 51.05,
  longitude: 3.72,
  bedrooms: 4,
  bathrooms: 2,
  area: 220,
  coverPhoto: '/uploads/p/abc-2048.jpg',
  thumbnail: '/uploads/p/abc-480.jpg',
  coverVariants,
  boosted: false,
  availableNow: true,
  publishedAt: null,
  verified: false,
});

function renderCard(property: TPropertyCard, priority?: boolean) {
  const router = createMemoryRouter([{ path: '/', element: <PropertyCard property={property} priority={priority} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('PropertyCard photo', () => {
  it('offers every stored width as AVIF, WebP and JPEG, lazily, with its size set', () => {
    const { container } = renderCard(card([480, 960, 1600, 2048].map(variant)));
    const img = screen.getByRole('img', { name: 'Villa by the lake' });
    const sources = [...container.querySelectorAll('picture source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe(
      '/uploads/p/abc-480.avif 480w, /uploads/p/abc-960.avif 960w, /uploads/p/abc-1600.avif 1600w, /uploads/p/abc-2048.avif 2048w',
    );
    expect(sources[1]!.getAttribute('srcset')).toContain('/uploads/p/abc-960.webp 960w');
    expect(sources.every((s) => s.getAttribute('sizes') === img.getAttribute('sizes'))).toBe(true);
    expect(img.getAttribute('srcset')).toContain('/uploads/p/abc-2048.jpg 2048w');
    expect(img.getAttribute('src')).toBe('/uploads/p/abc-960.jpg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '360']);
  });

  it('fetches the first card of a results page at once, with high priority', () => {
    renderCard(card([480, 960].map(variant)), true);
    const img = screen.getByRole('img', { name: 'Villa by the lake' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows the single picture of a photo whose variants are not made yet', () => {
    const { container } = renderCard(card([]));
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Villa by the lake' }).getAttribute('src')).toBe('/uploads/p/abc-480.jpg');
  });
});

describe('PropertyCard title', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it("shows the listing's version in the visitor's language, else the original", async () => {
    i18next.addResourceBundle('nl', 'common', nl, true, true);
    await i18next.changeLanguage('nl');
    renderCard(card([]));
    expect(screen.getByRole('heading', { name: 'Villa aan het meer' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Villa aan het meer' })).toBeTruthy();
  });

  it('shows the original title when the listing has no version in that language', async () => {
    i18next.addResourceBundle('fr', 'common', fr, true, true);
    await i18next.changeLanguage('fr');
    const dutchOriginal = {
      title: 'Villa aan het meer',
      titles: { nl: 'Villa aan het meer', en: 'Villa by the lake' },
    };
    renderCard({ ...card([]), ...dutchOriginal });
    expect(screen.getByRole('heading', { name: 'Villa aan het meer' })).toBeTruthy();
  });
});

describe('PropertyCard "Verified agent" mark', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('shows the badge, in the visitor’s language, on a listing of a confirmed professional', async () => {
    i18next.addResourceBundle('nl', 'common', nl, true, true);
    await i18next.changeLanguage('nl');
    renderCard({ ...card([]), verified: true });
    expect(screen.getByTestId('verified-badge').textContent).toBe(nl.trust.verified);
  });

  it('shows nothing for any other listing', () => {
    renderCard(card([]));
    expect(screen.queryByTestId('verified-badge')).toBeNull();
  });
});
