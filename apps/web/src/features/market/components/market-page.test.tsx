import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, renderRoute } from '../../../test/render-route.tsx';
import { marketAnswer } from '../../../test/market-answer.ts';
import MarketPage from './market-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const show = (answer: { status: number; body: unknown }) => {
  const { fetchMock, calls } = answerFetch(answer);
  vi.stubGlobal('fetch', fetchMock);
  renderRoute(<MarketPage notFound={<p>Not found page</p>} />, '/market/:municipality', '/market/ixelles');
  return calls;
};

describe('/market/:municipality', () => {
  it('shows the figures, and says where there are too few listings instead of a figure', async () => {
    const calls = show({ status: 200, body: { success: true, data: marketAnswer() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Property prices in Ixelles' })).toBeTruthy();
    expect(calls[0]?.url).toContain('/api/market/ixelles');
    expect(screen.getByTestId('market-sale-price').textContent).toContain('€345,000');
    const rent = screen.getByRole('table', { name: 'For rent' });
    const all = within(rent).getByRole('row', { name: /All types/ });
    expect(within(all).getAllByText('Too few listings (2)')).toHaveLength(3);
    expect(screen.getByText('From €3,250 per m² in June 2026 to €3,450 in November 2026 (+6.2%).')).toBeTruthy();
    expect(screen.getByText('C')).toBeTruthy();
    const neighbours = screen.getByRole('table', { name: 'Neighbouring municipalities' });
    expect(within(neighbours).getByRole('link', { name: 'Saint-Gilles' }).getAttribute('href')).toBe(
      '/market/saint-gilles',
    );
    expect(screen.getByRole('link', { name: 'Homes for rent in Ixelles' }).getAttribute('href')).toBe(
      '/properties?type=rent&city=Ixelles',
    );
  });

  it('says so when even the trend and the energy classes have too few listings', async () => {
    const market = marketAnswer({ epc: [], epcReason: 'tooFewListings' });
    market.trend.sale = market.trend.sale.map((p) => ({ ...p, medianPricePerM2: null }));
    show({ status: 200, body: { success: true, data: market } });
    expect(await screen.findByText(/Too few homes for sale in these months for a trend/)).toBeTruthy();
    expect(screen.getByText(/Too few listings with an energy class/)).toBeTruthy();
  });

  it('shows the site’s 404 page for an unknown municipality', async () => {
    show({ status: 404, body: { success: false, error: { code: 'NOT_FOUND', message: 'Municipality not found' } } });
    expect(await screen.findByText('Not found page')).toBeTruthy();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    show({ status: 500, body: { success: false, error: { code: 'INTERNAL', message: 'Boom' } } });
    // The query tries twice more (1 s, then 2 s) before it gives up.
    expect(
      await screen.findByRole('heading', { name: 'The market figures could not be loaded' }, { timeout: 6000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  }, 10_000);
});
