import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, renderRoute } from '../test/render-route.tsx';
import dutch from '../i18n/locales/nl/common.json';
import { MarketLink } from './market-link.tsx';

const IXELLES = {
  id: 'c1',
  name: 'Ixelles',
  nameNl: 'Elsene',
  nameFr: 'Ixelles',
  province: 'Brussels-Capital',
  region: 'brussels',
  latitude: 50.83,
  longitude: 4.37,
  listings: 14,
};

afterEach(async () => {
  await i18next.changeLanguage('en');
  vi.unstubAllGlobals();
});

describe('the link to a municipality’s market page', () => {
  it('uses the slug of the reader’s language once the cities are known, whatever name the listing gives', async () => {
    const { fetchMock, calls } = answerFetch({ status: 200, body: { success: true, data: [IXELLES] } });
    vi.stubGlobal('fetch', fetchMock);
    i18next.addResourceBundle('nl', 'common', dutch, true, true);
    await i18next.changeLanguage('nl');
    renderRoute(<MarketLink city="ixelles" />);
    const link = await screen.findByRole('link', { name: 'Prijzen in ixelles' });
    // Before the cities answer: the slug of the name as written, which the page answers too.
    expect(link.getAttribute('href')).toBe('/market/ixelles');
    await waitFor(() => expect(link.getAttribute('href')).toBe('/market/elsene'));
    expect(calls[0]?.url).toContain('/api/cities');
  });

  it('keeps the name’s own slug for a city the list does not know', async () => {
    const { fetchMock, calls } = answerFetch({ status: 200, body: { success: true, data: [IXELLES] } });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<MarketLink city="Marche-en-Famenne" />);
    const link = await screen.findByRole('link', { name: 'Prices in Marche-en-Famenne' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(link.getAttribute('href')).toBe('/market/marche-en-famenne');
  });
});
