import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPropertyDetail } from '@immora/shared/properties';
import { answerFetch, renderRoute } from '../../../test/render-route.tsx';
import { estimateAnswer } from '../../../test/estimate-answer.ts';
import ListingEstimate from './listing-estimate.tsx';

afterEach(() => vi.unstubAllGlobals());

const listing = {
  id: '11111111-1111-4111-8111-111111111111',
  type: 'sale',
  category: 'apartments',
  price: 358_400,
  address: 'Rue Haute 10',
  city: 'Brussels',
  latitude: 50.84,
  longitude: 4.35,
  area: 85,
  bedrooms: 2,
  bathrooms: 1,
  yearBuilt: 1990,
  amenities: ['terrace'],
  facts: { pebClass: 'C' },
} as unknown as TPropertyDetail;

describe("the listing page's Immora estimate", () => {
  it('says where the asking price falls against the estimate, and opens the comparables', async () => {
    const { fetchMock, calls } = answerFetch({ status: 200, body: { success: true, data: estimateAnswer() } });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<ListingEstimate listing={listing} />);
    expect(await screen.findByTestId('listing-estimate-position')).toHaveProperty(
      'textContent',
      '12 % above the estimate of 8 comparable listings',
    );
    expect(calls[0]?.url).toBe('/api/properties/11111111-1111-4111-8111-111111111111/estimate');
    expect(screen.getByText('The asking price lies outside the range of the comparables.')).toBeTruthy();
    fireEvent.click(screen.getByText('See the 8 comparable listings'));
    expect(screen.getByRole('link', { name: 'Flat 3 in Ixelles' })).toBeTruthy();
    // The estimate tool with the listing's facts filled in.
    const tool = screen.getByRole('link', { name: 'Open in the estimate tool' }).getAttribute('href') ?? '';
    expect(new URLSearchParams(tool.split('?')[1])).toEqual(
      new URLSearchParams(
        'address=Rue+Haute+10%2C+Brussels&lat=50.84&lng=4.35&category=apartments&transaction=sale&area=85&bedrooms=2&bathrooms=1&epc=C&year=1990&garden=1',
      ),
    );
  });

  it('says why there is no figure', async () => {
    const { fetchMock } = answerFetch({
      status: 200,
      body: { success: true, data: estimateAnswer({ estimate: null, range: null, reason: 'tooFewComparables' }) },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<ListingEstimate listing={listing} />);
    expect(await screen.findByText('No estimate for this listing.')).toBeTruthy();
    expect(screen.getByText(/too few listings like yours nearby/)).toBeTruthy();
  });
});
