import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCity } from '@immora/shared/properties';
import { citiesQuery } from '../../../lib/get-cities.ts';
import { emptyValues } from '../utils/form-values.ts';
import { LocationStep } from './location-step.tsx';

// The map itself is Leaflet in a browser (covered end to end); here it only reports picks.
vi.mock('./location-map.tsx', () => ({
  default: ({ onPick }: { onPick: (lat: number, lng: number) => void }) => (
    <button type="button" onClick={() => onPick(50.8467, 4.3525)}>
      drop pin
    </button>
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

/** The municipalities the city field suggests (`GET /api/cities`, already in the cache). */
const GHENT = {
  id: 'ghent',
  name: 'Ghent',
  nameNl: 'Gent',
  nameFr: 'Gand',
  province: 'East Flanders',
  region: 'flanders',
  latitude: 51.05,
  longitude: 3.72,
  listings: 4,
  postalCode: '9000',
  postalCodes: [
    { code: '9000', places: ['Gent'] },
    { code: '9040', places: ['Sint-Amandsberg'] },
  ],
} satisfies TCity;

function setup(over: Partial<ReturnType<typeof emptyValues>> = {}) {
  const onChange = vi.fn();
  const client = new QueryClient();
  client.setQueryData(citiesQuery.queryKey, [GHENT]);
  render(
    <QueryClientProvider client={client}>
      <LocationStep values={{ ...emptyValues(), ...over }} errors={{}} onChange={onChange} />
    </QueryClientProvider>,
  );
  return onChange;
}

describe('location step', () => {
  it('takes a postal code in the city field: picked from the suggestions, or typed alone and left', () => {
    const picked = setup();
    const city = screen.getByRole('combobox', { name: /City/ });
    fireEvent.change(city, { target: { value: '9040 Ghent' } });
    expect(picked).toHaveBeenLastCalledWith({ city: 'Ghent', postalCode: '9040' });
    // While typing, the text stays as it is; leaving the field with a code alone settles it.
    const typed = setup({ city: '9000' });
    fireEvent.change(screen.getAllByRole('combobox', { name: /City/ })[1]!, { target: { value: '9000 G' } });
    expect(typed).toHaveBeenLastCalledWith({ city: '9000 G' });
    fireEvent.blur(screen.getAllByRole('combobox', { name: /City/ })[1]!);
    expect(typed).toHaveBeenLastCalledWith({ city: 'Ghent', postalCode: '9000' });
  });

  it('fills an empty city from a known postal code', () => {
    const onChange = setup({ postalCode: '9040' });
    fireEvent.blur(screen.getByRole('textbox', { name: /Postal code/ }));
    expect(onChange).toHaveBeenLastCalledWith({ city: 'Ghent' });
  });

  it('shows the region of the postal code', () => {
    setup({ postalCode: '4000' });
    expect(screen.getByText('Wallonia')).toBeTruthy();
  });

  it('"Find on map" geocodes the address and moves the pin', async () => {
    const fetchMock = vi.fn(
      async (_url: string) => new Response(JSON.stringify({ success: true, data: { items: [place] } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onChange = setup({ address: 'Grote Markt 1', city: 'Brussel' });
    fireEvent.click(screen.getByRole('button', { name: 'Find on map' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({ postalCode: '1000', latitude: '50.8467', longitude: '4.3525' }),
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/geocode?q=Grote+Markt+1');
  });

  it("says 'Error geocoding address' when the geocoder fails; coordinates stay editable", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ success: false, error: { code: 'GEOCODER', message: 'Error geocoding address' } }),
            {
              status: 502,
            },
          ),
      ),
    );
    const onChange = setup({ address: 'Nowhere 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Find on map' }));
    expect(await screen.findByText('Error geocoding address')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Latitude/), { target: { value: '50.5' } });
    expect(onChange).toHaveBeenCalledWith({ latitude: '50.5' });
  });

  it('a pin dropped on the map fills the empty address fields from the reverse geocoder', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: true, data: place }))),
    );
    const onChange = setup({ city: 'Bruxelles' });
    fireEvent.click(await screen.findByRole('button', { name: 'drop pin' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({
        address: 'Grote Markt 1',
        postalCode: '1000',
        latitude: '50.8467',
        longitude: '4.3525',
      }),
    );
  });
});
