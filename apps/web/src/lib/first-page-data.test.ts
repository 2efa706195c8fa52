import { afterEach, describe, expect, it, vi } from 'vitest';

/** A page as the server sends it to a guest: its first API answer inside the HTML (decision 019). */
function embed(url: string, data: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'first-page-data';
  script.textContent = JSON.stringify({ url, data });
  document.head.append(script);
}

const answer = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200 });

async function freshClient() {
  vi.resetModules();
  return import('./api-client.ts');
}

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.cookie = 'authToken=; max-age=0; path=/';
});

describe('first-page data in the API client', () => {
  it("answers a guest's first request of that URL from the page, once, whatever the order of its query", async () => {
    embed('/api/properties?city=Gent&page=1&pageSize=12', { items: ['from the page'] });
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer({ items: ['from the API'] }));
    const { apiGet } = await freshClient();
    expect(await apiGet('/api/properties', { page: 1, pageSize: 12, city: 'Gent' })).toEqual({
      items: ['from the page'],
    });
    expect(fetch).not.toHaveBeenCalled();
    // Taken once: a refetch asks the API.
    expect(await apiGet('/api/properties', { page: 1, pageSize: 12, city: 'Gent' })).toEqual({
      items: ['from the API'],
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks the API for any other URL, and for a signed-in visitor', async () => {
    embed('/api/properties/l1', { title: 'guest view' });
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer({ title: 'from the API' }));
    const { apiGet } = await freshClient();
    expect(await apiGet('/api/properties/l2')).toEqual({ title: 'from the API' });
    document.cookie = 'authToken=abc.def.ghi; path=/';
    expect(await apiGet('/api/properties/l1')).toEqual({ title: 'from the API' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("answers each of a page's several first requests (the auction page's listing and auction) once, and primes from all", async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'first-page-data';
    script.textContent = JSON.stringify([
      { url: '/api/properties/l1', data: { title: 'the listing' } },
      { url: '/api/auctions/a1', data: { bidCount: 2 } },
    ]);
    document.head.append(script);
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer({ from: 'the API' }));
    const { apiGet } = await freshClient();
    const { peekFirstPageData } = await import('./first-page-data.ts');
    expect(peekFirstPageData()).toEqual({ data: [{ title: 'the listing' }, { bidCount: 2 }] });
    expect(await apiGet('/api/auctions/a1')).toEqual({ bidCount: 2 });
    expect(await apiGet('/api/properties/l1')).toEqual({ title: 'the listing' });
    expect(fetch).not.toHaveBeenCalled();
    expect(await apiGet('/api/auctions/a1')).toEqual({ from: 'the API' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('ignores data it cannot read', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'first-page-data';
    script.textContent = '{not json';
    document.head.append(script);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer({ ok: true }));
    const { apiGet } = await freshClient();
    expect(await apiGet('/api/properties/l1')).toEqual({ ok: true });
  });
});
