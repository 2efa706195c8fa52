import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

function setup(over: Partial<ReturnType<typeof emptyValues>> = {}) {
  const onChange = vi.fn();
  render(<LocationStep values={{ ...emptyValues(), ...over }} errors={{}} onChange={onChange} />);
  return onChange;
}

describe('location step', () => {
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
