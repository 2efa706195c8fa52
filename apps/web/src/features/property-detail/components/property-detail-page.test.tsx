import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPropertyDetail } from '@immora/shared/properties';
import fr from '../../../i18n/locales/fr/common.json';
import PropertyDetailPage from './property-detail-page.tsx';

const DUTCH = 'Herenhuis aan de Leie met stadstuin';
const FRENCH = 'Maison de maître au bord de la Lys avec jardin';
const LISTING = {
  id: 'l1',
  title: DUTCH,
  titles: { nl: DUTCH, fr: FRENCH },
  description: 'Een gerenoveerd herenhuis aan de Leie.',
  language: 'nl',
  versions: [
    { language: 'nl', title: DUTCH, description: 'Een gerenoveerd herenhuis aan de Leie.' },
    { language: 'fr', title: FRENCH, description: 'Une maison de maître rénovée au bord de la Lys.' },
  ],
  category: 'houses',
  type: 'sale',
  price: 650_000,
  address: 'Korenlei 12',
  postalCode: '9000',
  city: 'Gent',
  latitude: 51.05,
  longitude: 3.72,
  photos: [],
  bedrooms: 4,
  bathrooms: 2,
  area: 240,
  amenities: [],
  availableTimeSlots: {},
  facts: {},
  priceHistory: [],
  similar: [],
  contact: { kind: 'agent', id: 'u1', name: 'Pieter Claes', picture: null, phone: null, email: null, agency: null },
  auction: null,
  coverPhoto: null,
} as unknown as TPropertyDetail;

vi.mock('../api/get-property.ts', () => ({
  useProperty: () => ({ data: LISTING, isPending: false, error: null, refetch: () => undefined }),
}));
vi.mock('../api/record-view.ts', () => ({ useRecordView: () => undefined }));
vi.mock('./location-section.tsx', () => ({
  LocationSection: ({ label }: { label: string }) => <p data-testid="map-label">{label}</p>,
}));

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider
        router={createMemoryRouter([{ path: '/single-v1/:id', element: <PropertyDetailPage /> }], {
          initialEntries: ['/single-v1/l1'],
        })}
      />
    </QueryClientProvider>,
  );

describe('PropertyDetailPage: the parts that name the listing (decision 055)', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
    vi.unstubAllGlobals();
  });

  it('name it by the version the page shows: the contact form and the map', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    i18next.addResourceBundle('fr', 'common', fr, true, true);
    await i18next.changeLanguage('fr');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: FRENCH })).toBeTruthy();
    expect(screen.getByTestId('map-label').textContent).toBe(FRENCH);
    const message = (await screen.findByDisplayValue(/Bonjour/)) as HTMLTextAreaElement;
    expect(message.value).toContain(FRENCH);
  });

  it('shares it under the version the page shows', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    i18next.addResourceBundle('fr', 'common', fr, true, true);
    await i18next.changeLanguage('fr');
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Partager' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: FRENCH }));
  });
});
