import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, renderRoute } from '../../../test/render-route.tsx';
import { estimateAnswer } from '../../../test/estimate-answer.ts';
import EstimatePage from './estimate-page.tsx';

// Leaflet needs a browser (the map is covered end to end); here it lists its pins.
vi.mock('../../map/components/comparables-map.tsx', () => ({
  default: ({ comparables }: { comparables: { label: string }[] }) => (
    <p data-testid="map">{comparables.length} pins</p>
  ),
}));

afterEach(() => vi.unstubAllGlobals());

const place = {
  label: 'Grote Markt 1, 1000 Brussel',
  address: 'Grote Markt 1',
  postalCode: '1000',
  city: 'Brussel',
  latitude: 50.8467,
  longitude: 4.3525,
  region: 'brussels',
};

function fillFlat() {
  fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: 'Grote Markt 1, Brussel' } });
  fireEvent.change(screen.getByLabelText(/^Property type/), { target: { value: 'apartments' } });
  fireEvent.change(screen.getByLabelText(/^Living area/), { target: { value: '85' } });
  fireEvent.change(screen.getByLabelText(/^Bedrooms/), { target: { value: '2' } });
  fireEvent.click(screen.getByRole('button', { name: 'Estimate' }));
}

describe('/estimate', () => {
  it('finds the address, sends the facts with its point, and shows the figure, the why and the comparables', async () => {
    const { fetchMock, calls } = answerFetch(
      { status: 200, body: { success: true, data: { items: [place] } } },
      { status: 200, body: { success: true, data: estimateAnswer() } },
    );
    vi.stubGlobal('fetch', fetchMock);
    const router = renderRoute(<EstimatePage />, '/estimate');
    expect(screen.getByText('Your estimate will appear here')).toBeTruthy();
    fillFlat();

    expect(await screen.findByTestId('estimate-value')).toHaveProperty('textContent', '€320,000');
    expect(calls[0]?.url).toContain('/api/geocode?q=Grote+Markt+1');
    expect(JSON.parse(String(calls[1]?.init?.body))).toEqual({
      latitude: 50.8467,
      longitude: 4.3525,
      category: 'apartments',
      transaction: 'sale',
      livingArea: 85,
      bedrooms: 2,
      bathrooms: 1,
      garden: false,
      parking: false,
    });
    // The facts are in the address: the estimate can be shared and reloaded.
    expect(router.state.location.search).toContain('lat=50.8467');
    expect(screen.getByText('Most comparable listings point to between €295,000 and €348,000.')).toBeTruthy();
    expect(screen.getByText('High confidence.')).toBeTruthy();
    expect(screen.getByText(/1 of 8 comparables has another energy label than yours/)).toBeTruthy();

    const list = screen.getByTestId('comparables');
    expect(
      within(list)
        .getAllByRole('listitem')
        .filter((li) => li.classList.contains('comparable')),
    ).toHaveLength(8);
    expect(within(list).getByRole('link', { name: 'Flat 1 in Ixelles' }).getAttribute('href')).toBe(
      '/single-v1/00000000-0000-4000-8000-000000000001',
    );
    expect(within(list).getByText('Energy label D, yours: B.')).toBeTruthy();
    // A difference the region's listings show no effect of moved nothing, and says so.
    expect(within(list).getByText('(no adjustment)')).toBeTruthy();
    expect(await screen.findByTestId('map')).toHaveProperty('textContent', '8 pins');
  });

  it('says in plain words why there is no figure when there are too few comparables', async () => {
    const { fetchMock } = answerFetch({
      status: 200,
      body: {
        success: true,
        data: estimateAnswer({
          estimate: null,
          range: null,
          confidence: null,
          reason: 'tooFewComparables',
          comparables: [],
        }),
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(
      <EstimatePage />,
      '/estimate',
      '/estimate?lat=50.1&lng=5.2&category=houses&transaction=sale&area=140&bedrooms=3',
    );
    expect(await screen.findByText('No figure for this property')).toBeTruthy();
    expect(screen.getByText(/too few listings like yours nearby \(fewer than 8 within 25 km\)/)).toBeTruthy();
  });

  it('flags what is missing and asks nothing', () => {
    const { fetchMock, calls } = answerFetch({ status: 200, body: { success: true, data: {} } });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<EstimatePage />, '/estimate');
    fireEvent.click(screen.getByRole('button', { name: 'Estimate' }));
    expect(screen.getByText('Enter the address of the property.')).toBeTruthy();
    expect(screen.getByText('Choose the property type.')).toBeTruthy();
    expect(screen.getByText('Enter the living area in m² (10 to 10,000).')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("tells a visitor who asked too often to wait, in the API's refusal's place", async () => {
    const { fetchMock } = answerFetch({
      status: 429,
      body: { success: false, error: { code: 'RATE_LIMITED', message: 'Too many requests' } },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(
      <EstimatePage />,
      '/estimate',
      '/estimate?lat=50.8&lng=4.35&category=apartments&transaction=rent&area=60&bedrooms=1',
    );
    expect(await screen.findByText(/Too many estimates asked from this connection/)).toBeTruthy();
  });

  it("shows the API's own message for facts it refuses", async () => {
    const { fetchMock } = answerFetch({
      status: 400,
      body: {
        success: false,
        error: {
          code: 'VALIDATION',
          message: 'Validation failed',
          fields: { transaction: 'Auctions cannot be estimated: their price is set by the bids. Choose sale or rent.' },
        },
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(
      <EstimatePage />,
      '/estimate',
      '/estimate?lat=50.8&lng=4.35&category=apartments&transaction=sale&area=60&bedrooms=1',
    );
    expect(await screen.findByText(/Auctions cannot be estimated/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull());
  });
});
