import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_MESSAGES } from '@immora/shared/listing-form';
import { CITIES, cityColumns } from '../../db/seed/data/cities.ts';
import { BELGIAN_MUNICIPALITIES } from '../../db/seed/data/belgian-municipalities.ts';
import { upsertCities } from '../../db/seed/upsert-cities.ts';
import { parseAddress } from '../../lib/geocoder.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { createCustomTestApp } from '../../../test/custom-app.ts';

let ctx: TestContext;
let client = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  // The real Belgian municipalities the demo data uses.
  await upsertCities(ctx.database.db, CITIES.map(cityColumns));
});
afterAll(() => ctx.close());

/** A municipality's centre in the data file (decision 082). */
const centreOf = (nis: string) => {
  const m = BELGIAN_MUNICIPALITIES.find((x) => x.nis === nis)!;
  return { latitude: m.latitude, longitude: m.longitude };
};

/** Each call from its own address, so the per-client rate limit only counts where a test means it to. */
const get = (url: string, app = ctx.app, remoteAddress = `10.20.${client >> 8}.${client++ & 255}`) =>
  app.inject({ method: 'GET', url, remoteAddress });
const search = async (q: string) => {
  const res = await get(`/api/geocode?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, q).toBe(200);
  return res.json().data.items as Record<string, unknown>[];
};

describe('parsing what was typed', () => {
  it('finds street, postal code and city', () => {
    expect(parseAddress('Meir 12, 2000 Antwerpen')).toEqual({
      street: 'Meir 12',
      postalCode: '2000',
      place: 'Antwerpen',
    });
    expect(parseAddress('Rue de la Loi 16, 1000 Bruxelles, Belgique')).toEqual({
      street: 'Rue de la Loi 16',
      postalCode: '1000',
      place: 'Bruxelles',
    });
    expect(parseAddress('3000')).toEqual({ street: null, postalCode: '3000', place: null });
    expect(parseAddress('Kerkstraat 5 9040 Sint-Amandsberg')).toEqual({
      street: 'Kerkstraat 5',
      postalCode: '9040',
      place: 'Sint-Amandsberg',
    });
    expect(parseAddress('Meir 12, Antwerpen')).toEqual({ street: 'Meir 12', postalCode: null, place: 'Antwerpen' });
    // 0999 is no Belgian postal code: it stays part of the text.
    expect(parseAddress('0999')).toEqual({ street: null, postalCode: null, place: '0999' });
  });
});

describe('the built-in geocoder (no GEOCODER_URL)', () => {
  it('resolves a postal code to its municipality, its centre and its region', async () => {
    expect(ctx.app.geocoder.kind).toBe('builtin');
    expect(await search('2000')).toEqual([
      {
        label: '2000 Antwerp',
        address: null,
        postalCode: '2000',
        city: 'Antwerp',
        latitude: 51.2194,
        longitude: 4.4025,
        region: 'flanders',
      },
    ]);
    expect(await search('1050')).toEqual([expect.objectContaining({ city: 'Ixelles', region: 'brussels' })]);
    expect(await search('4000')).toEqual([expect.objectContaining({ city: 'Liège', region: 'wallonia' })]);
  });

  it('resolves municipality names in English, Dutch and French, without minding case or accents', async () => {
    expect(await search('Gent')).toEqual([
      expect.objectContaining({ city: 'Gent', postalCode: '9000', region: 'flanders' }),
    ]);
    expect(await search('Gand')).toEqual([expect.objectContaining({ city: 'Gand', latitude: 51.0543 })]);
    expect(await search('ghent')).toEqual([expect.objectContaining({ city: 'Ghent' })]);
    expect(await search('Luik')).toEqual([
      expect.objectContaining({ city: 'Luik', postalCode: '4000', region: 'wallonia' }),
    ]);
    expect(await search('liege')).toEqual([expect.objectContaining({ city: 'Liège' })]);
    expect(await search('Sint Niklaas')).toEqual([expect.objectContaining({ city: 'Sint-Niklaas' })]);
  });

  it('resolves "street, postal code city" and keeps the street', async () => {
    expect(await search('Meir 12, 2000 Antwerpen')).toEqual([
      {
        label: 'Meir 12, 2000 Antwerpen',
        address: 'Meir 12',
        postalCode: '2000',
        city: 'Antwerpen',
        latitude: 51.2194,
        longitude: 4.4025,
        region: 'flanders',
      },
    ]);
    expect(await search('Rue de la Loi 16, 1000 Bruxelles, Belgique')).toEqual([
      expect.objectContaining({
        address: 'Rue de la Loi 16',
        postalCode: '1000',
        city: 'Bruxelles',
        region: 'brussels',
      }),
    ]);
    expect(await search('Naamsestraat 80, Leuven')).toEqual([
      expect.objectContaining({ address: 'Naamsestraat 80', postalCode: '3000', city: 'Leuven' }),
    ]);
  });

  it('places a sub-municipality in its municipality, keeping its code and name', async () => {
    expect(await search('Kerkstraat 5, 9040 Sint-Amandsberg')).toEqual([
      {
        label: 'Kerkstraat 5, 9040 Sint-Amandsberg',
        address: 'Kerkstraat 5',
        postalCode: '9040',
        city: 'Sint-Amandsberg',
        latitude: 51.0543,
        longitude: 3.7174,
        region: 'flanders',
      },
    ]);
    expect(await search('1020 Brussel')).toEqual([
      expect.objectContaining({ postalCode: '1020', city: 'Brussel', latitude: 50.8467, region: 'brussels' }),
    ]);
    // A former municipality typed alone: its municipality, with the code it has.
    expect(await search('Marcinelle')).toEqual([
      expect.objectContaining({ postalCode: '6001', city: 'Marcinelle', latitude: 50.4108, region: 'wallonia' }),
    ]);
  });

  it('places a postal code no municipality has in the one with the nearest code of the same area', async () => {
    expect(await search('1299')).toEqual([
      expect.objectContaining({ postalCode: '1299', city: 'Saint-Josse-ten-Noode', region: 'brussels' }),
    ]);
  });

  it('knows every municipality of Belgium: a postal code of each province', async () => {
    const provinces: [string, string, string, string, string][] = [
      ['Antwerp', '2440', '13008', 'Geel', 'flanders'],
      ['Brussels-Capital', '1080', '21012', 'Molenbeek-Saint-Jean', 'brussels'],
      ['Flemish Brabant', '1930', '23094', 'Zaventem', 'flanders'],
      ['Walloon Brabant', '1340', '25121', 'Ottignies-Louvain-la-Neuve', 'wallonia'],
      ['West Flanders', '8790', '34040', 'Waregem', 'flanders'],
      ['East Flanders', '9160', '46029', 'Lokeren', 'flanders'],
      ['Hainaut', '7700', '57096', 'Mouscron', 'wallonia'],
      ['Liège', '4500', '61031', 'Huy', 'wallonia'],
      ['Limburg', '3920', '72020', 'Lommel', 'flanders'],
      ['Luxembourg', '6900', '83034', 'Marche-en-Famenne', 'wallonia'],
      ['Namur', '5590', '91030', 'Ciney', 'wallonia'],
    ];
    expect(new Set(provinces.map(([p]) => p)).size).toBe(11);
    for (const [province, code, nis, city, region] of provinces) {
      expect(BELGIAN_MUNICIPALITIES.find((m) => m.nis === nis)?.province, code).toBe(province);
      expect(await search(code), province).toEqual([
        { label: `${code} ${city}`, address: null, postalCode: code, city, ...centreOf(nis), region },
      ]);
    }
  });

  it('resolves names in German and merged municipalities of 2025', async () => {
    expect(await search('Lüttich')).toEqual([expect.objectContaining({ city: 'Lüttich', postalCode: '4000' })]);
    expect(await search('Sankt Vith')).toEqual([
      expect.objectContaining({ city: 'Sankt Vith', postalCode: '4780', region: 'wallonia' }),
    ]);
    expect(await search('Hoogstraat 1, 2070 Zwijndrecht')).toEqual([
      expect.objectContaining({ postalCode: '2070', city: 'Zwijndrecht', ...centreOf('46030') }),
    ]);
  });

  it('offers municipalities starting with a single word (type-ahead)', async () => {
    const items = await search('Brug');
    expect(items.map((i) => i.city)).toEqual(['Brugelette', 'Bruges']);
    const woluwe = await search('woluwe');
    expect(woluwe.map((i) => i.city)).toContain('Woluwe-Saint-Lambert');
  });

  it('answers no items when nothing matches', async () => {
    expect(await search('Atlantis')).toEqual([]);
    expect(await search('Nowhere street 1, Atlantis')).toEqual([]);
    expect(await search('0999')).toEqual([]);
  });

  it('finds the municipality nearest to a point, and nothing outside Belgium', async () => {
    const res = await get('/api/geocode/reverse?lat=50.8790&lon=4.7010');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      label: '3000 Leuven',
      address: null,
      postalCode: '3000',
      city: 'Leuven',
      latitude: 50.879,
      longitude: 4.701,
      region: 'flanders',
    });
    const paris = await get('/api/geocode/reverse?lat=48.8566&lon=2.3522');
    expect(paris.statusCode).toBe(404);
    expect(paris.json().error.message).toBe(LISTING_MESSAGES.geocodeError);
  });

  it('refuses bad input with a clear message', async () => {
    const short = await get('/api/geocode?q=a');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Enter an address');
    expect((await get('/api/geocode')).statusCode).toBe(400);
    const lat = await get('/api/geocode/reverse?lat=north&lon=4');
    expect(lat.statusCode).toBe(400);
    expect(lat.json().error.message).toBe('Latitude must be a number');
    expect((await get('/api/geocode/reverse?lat=91&lon=4')).statusCode).toBe(400);
  });

  it('limits each client to 30 look-ups a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await get('/api/geocode?q=2000', ctx.app, '10.99.0.1')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await get('/api/geocode?q=2000', ctx.app, '10.99.0.2')).statusCode).toBe(200);
  });
});

describe('a Nominatim-compatible geocoder (GEOCODER_URL)', () => {
  let upstream: Server;
  let app: TestContext;
  const seen: IncomingMessage[] = [];
  const meir = {
    place_id: 1,
    lat: '51.2180',
    lon: '4.4070',
    display_name: 'Meir 12, Antwerpen, Antwerpen, Vlaanderen, 2000, België / Belgique / Belgien',
    address: {
      house_number: '12',
      road: 'Meir',
      city: 'Antwerpen',
      postcode: '2000',
      country: 'België / Belgique / Belgien',
      country_code: 'be',
    },
  };

  beforeAll(async () => {
    // A small stand-in that speaks Nominatim's jsonv2.
    upstream = createServer((req, res) => {
      seen.push(req);
      const url = new URL(req.url!, 'http://upstream');
      const q = url.searchParams.get('q');
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === '/search') {
        if (q === 'upstream broken') return json(500, { error: 'internal' });
        if (q === 'upstream hangs') return; // never answers
        if (q === 'upstream garbage') {
          res.writeHead(200, { 'content-type': 'text/html' });
          return res.end('<html>maintenance</html>');
        }
        if (q === 'Meir 12, 2000 Antwerpen') return json(200, [meir]);
        return json(200, []);
      }
      if (url.pathname === '/reverse') {
        const lat = Number(url.searchParams.get('lat'));
        if (lat === 51.218) return json(200, meir);
        if (lat === 50) return json(500, {});
        if (lat === 51.45)
          return json(200, { ...meir, address: { ...meir.address, country_code: 'nl', postcode: '4521 AB' } });
        return json(200, { error: 'Unable to geocode' });
      }
      json(404, { error: 'not found' });
    });
    await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
    const { port } = upstream.address() as AddressInfo;
    app = await createCustomTestApp({ database: ctx.database, env: { GEOCODER_URL: `http://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await app.close();
    upstream.closeAllConnections();
    await new Promise((done) => upstream.close(done));
  });

  it('asks /search for Belgian addresses with details and maps the answer', async () => {
    expect(app.app.geocoder.kind).toBe('nominatim');
    const res = await get(`/api/geocode?q=${encodeURIComponent('Meir 12, 2000 Antwerpen')}`, app.app);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items).toEqual([
      {
        label: meir.display_name,
        address: 'Meir 12',
        postalCode: '2000',
        city: 'Antwerpen',
        latitude: 51.218,
        longitude: 4.407,
        region: 'flanders',
      },
    ]);
    const asked = new URL(seen.at(-1)!.url!, 'http://upstream');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'be',
      q: 'Meir 12, 2000 Antwerpen',
    });
    expect(seen.at(-1)!.headers['user-agent']).toMatch(/^Immora\//);
    const none = await get('/api/geocode?q=Atlantis', app.app);
    expect(none.json().data.items).toEqual([]);
  });

  it('asks /reverse for a point; nothing there, or outside Belgium, is a 404', async () => {
    const res = await get('/api/geocode/reverse?lat=51.2180&lon=4.4070', app.app);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ address: 'Meir 12', postalCode: '2000', region: 'flanders' });
    const asked = new URL(seen.at(-1)!.url!, 'http://upstream');
    expect(asked.pathname).toBe('/reverse');
    expect(asked.searchParams.get('format')).toBe('jsonv2');
    const sea = await get('/api/geocode/reverse?lat=51.6&lon=2.5', app.app);
    expect(sea.statusCode).toBe(404);
    expect(sea.json().error.message).toBe(LISTING_MESSAGES.geocodeError);
    expect((await get('/api/geocode/reverse?lat=51.45&lon=3.6', app.app)).statusCode).toBe(404);
  });

  it('answers 502 "Error geocoding address" when the geocoder fails, answers garbage or hangs', async () => {
    for (const q of ['upstream broken', 'upstream garbage']) {
      const res = await get(`/api/geocode?q=${encodeURIComponent(q)}`, app.app);
      expect(res.statusCode, q).toBe(502);
      expect(res.json()).toMatchObject({ success: false, error: { message: LISTING_MESSAGES.geocodeError } });
    }
    expect((await get('/api/geocode/reverse?lat=50&lon=4', app.app)).statusCode).toBe(502);
    const started = Date.now();
    const hung = await get(`/api/geocode?q=${encodeURIComponent('upstream hangs')}`, app.app);
    expect(hung.statusCode).toBe(502);
    expect(hung.json().error.message).toBe(LISTING_MESSAGES.geocodeError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_900);
    expect(Date.now() - started).toBeLessThan(8_000);
  });
});
