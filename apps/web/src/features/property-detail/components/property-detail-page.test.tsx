import { fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { FRENCH, inFrench, LISTING_IN_DUTCH_AND_FRENCH } from '../../../test/listing-in-two-languages.ts';
import PropertyDetailPage from './property-detail-page.tsx';

const LISTING = LISTING_IN_DUTCH_AND_FRENCH;

vi.mock('../api/get-property.ts', () => ({
  useProperty: () => ({ data: LISTING, isPending: false, error: null, refetch: () => undefined }),
}));
vi.mock('../api/record-view.ts', () => ({ useRecordView: () => undefined }));
vi.mock('./location-section.tsx', () => ({
  LocationSection: ({ label }: { label: string }) => <p data-testid="map-label">{label}</p>,
}));

const renderPage = () => renderRoute(<PropertyDetailPage />, '/single-v1/:id', '/single-v1/l1');

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
    await inFrench();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: FRENCH })).toBeTruthy();
    expect(screen.getByTestId('map-label').textContent).toBe(FRENCH);
    const message = (await screen.findByDisplayValue(/Bonjour/)) as HTMLTextAreaElement;
    expect(message.value).toContain(FRENCH);
  });

  it('shares it under the version the page shows', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    await inFrench();
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Partager' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: FRENCH }));
  });
});
