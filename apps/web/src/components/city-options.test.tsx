import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCity } from '@immora/shared/properties';
import { answerFetch, renderRoute } from '../test/render-route.tsx';
import { FilterForm } from '../features/properties/components/filter-form.tsx';
import { matchCity } from '../lib/city-match.ts';

const city = (name: string, nameNl: string, nameFr: string, postalCode: string, postalCodes: TCity['postalCodes']) =>
  ({
    id: name,
    name,
    nameNl,
    nameFr,
    province: 'x',
    region: 'brussels',
    latitude: 50.8,
    longitude: 4.4,
    listings: 3,
    postalCode,
    postalCodes,
  }) satisfies TCity;

const CITIES = [
  city('Brussels', 'Brussel', 'Bruxelles', '1000', [
    { code: '1000', places: ['Brussel', 'Bruxelles'] },
    { code: '1050', places: ['Brussel', 'Bruxelles'] },
  ]),
  city('Ixelles', 'Elsene', 'Ixelles', '1050', [{ code: '1050', places: ['Elsene', 'Ixelles'] }]),
  city('Ghent', 'Gent', 'Gand', '9000', [
    { code: '9000', places: ['Gent'] },
    { code: '9040', places: ['Sint-Amandsberg'] },
  ]),
  city('Marche-en-Famenne', 'Marche-en-Famenne', 'Marche-en-Famenne', '6900', [
    { code: '6900', places: ['Aye', 'Marche-en-Famenne', 'Marloie'] },
  ]),
];

afterEach(() => vi.unstubAllGlobals());

describe('the city suggestions and the city filter know every postal code (decision 082)', () => {
  it('suggests each postal code with its municipality and the places it names, and searches its municipality', async () => {
    vi.stubGlobal('fetch', answerFetch({ status: 200, body: { success: true, data: CITIES } }).fetchMock);
    const onSearch = vi.fn();
    renderRoute(
      <FilterForm filters={{ page: 1 }} lockType={false} lockCategory={false} variant="bar" onSearch={onSearch} />,
    );
    const where = document.querySelector<HTMLInputElement>('input[type="search"]')!;
    // The suggestions are drawn once the field is first focused, not as the page loads.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelectorAll('datalist option')).toHaveLength(0);
    where.focus();
    await waitFor(() => expect(document.querySelectorAll('datalist option').length).toBeGreaterThan(4));
    const options = [...document.querySelectorAll('datalist option')].map((o) => [
      o.getAttribute('value'),
      o.getAttribute('label'),
    ]);
    expect(options).toContainEqual(['1050 Ixelles', null]);
    expect(options).toContainEqual(['1050 Brussels', null]);
    expect(options).toContainEqual(['9040 Ghent', 'Sint-Amandsberg']);
    expect(options).toContainEqual(['6900 Marche-en-Famenne', 'Aye, Marloie']);

    // A postal code typed alone is its municipality: the search filters by city, not by words.
    // Each search is sent once the form has matched its text (useFindCity answers with a promise).
    const search = async (text: string) => {
      const before = onSearch.mock.calls.length;
      fireEvent.change(where, { target: { value: text } });
      fireEvent.submit(where.closest('form')!);
      await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(before + 1));
    };
    await search('6900');
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ city: 'Marche-en-Famenne' }));
    await search('1050');
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ city: 'Ixelles' }));
    // An unknown code stays words to search for.
    await search('0000');
    expect(onSearch.mock.lastCall?.[0]).toMatchObject({ q: '0000' });
    expect(onSearch.mock.lastCall?.[0]).not.toHaveProperty('city');
  });

  it('a search sent before the list of cities arrived waits for it: the name is still a city filter', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const onSearch = vi.fn();
    renderRoute(
      <FilterForm filters={{ page: 1 }} lockType={false} lockCategory={false} variant="bar" onSearch={onSearch} />,
    );
    const where = document.querySelector<HTMLInputElement>('input[type="search"]')!;
    fireEvent.change(where, { target: { value: 'Brussel' } });
    fireEvent.submit(where.closest('form')!);
    expect(onSearch).not.toHaveBeenCalled();
    answer(new Response(JSON.stringify({ success: true, data: CITIES }), { status: 200 }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.lastCall?.[0]).toMatchObject({ city: 'Brussels' });
    expect(onSearch.mock.lastCall?.[0]).not.toHaveProperty('q');
  });

  it('matches a suggestion, a code a name follows, a name in any language and a place', () => {
    const named = (text: string) => {
      const found = matchCity(CITIES, text);
      return found && [found.city.name, found.postalCode ?? null];
    };
    expect(named('1050 Brussels')).toEqual(['Brussels', '1050']);
    expect(named('1050 elsene')).toEqual(['Ixelles', '1050']);
    expect(named('9040 Sint-Amandsberg')).toEqual(['Ghent', '9040']);
    expect(named('Gand')).toEqual(['Ghent', null]);
    expect(named('marloie')).toEqual(['Marche-en-Famenne', '6900']);
    expect(named('1234')).toBeUndefined();
    expect(named('  ')).toBeUndefined();
  });
});
