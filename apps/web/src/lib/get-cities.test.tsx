import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCities } from './get-cities.ts';

function CityCount({ label }: { label: string }) {
  const { data } = useCities();
  return <p>{data ? `${label}: ${data.map((city) => city.name).join(', ')}` : `${label}: …`}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useCities (home search, listings filter, classified form)', () => {
  it('asks for the cities once for every screen part that lists them', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ success: true, data: [{ name: 'Gent' }, { name: 'Brugge' }] }));
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CityCount label="search" />
        <CityCount label="filter" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('search: Gent, Brugge')).toBeTruthy();
    expect(screen.getByText('filter: Gent, Brugge')).toBeTruthy();
    expect(urls).toEqual(['/api/cities']);
  });
});
