import { z } from 'zod';
import { BELGIUM_BOUNDS, regionOfPostalCode, type GeocodeResult } from '@immora/shared/listing-form';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { cities, postalCodes } from '../db/schema/cities.ts';

/**
 * Address search for the listing wizard (docs/decisions/008-photos-and-storage.md). Built in by
 * default — Belgian postal codes and municipality names against the `cities` and `postal_codes`
 * tables (every municipality, decision 082), no network —
 * or a Nominatim-compatible service when GEOCODER_URL is set.
 */
export type Geocoder = {
  kind: 'builtin' | 'nominatim';
  /** Places matching an address, best first; empty when nothing matches. */
  search: (q: string) => Promise<GeocodeResult[]>;
  /** The place at a point, or null when there is none. */
  reverse: (latitude: number, longitude: number) => Promise<GeocodeResult | null>;
};

/** The upstream geocoder failed, answered garbage or took longer than the timeout. */
export class GeocoderUnavailable extends Error {}

const MAX_RESULTS = 10;

/* --------------------------------------------------------------- built in */

type City = typeof cities.$inferSelect;

/** Lower case, no accents, hyphens and apostrophes as spaces: "Liège" = "liege", "Sint-Niklaas" = "sint niklaas". */
export const normalise = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const COUNTRY = /,?\s*(belgium|belgie|belgië|belgique|belgien)\s*$/i;

/**
 * Splits what someone typed into street, postal code and city: "Meir 12, 2000 Antwerpen",
 * "2000 Antwerpen", "2000", "Meir 12, Antwerpen", "Antwerpen". The postal code is the last
 * four-digit Belgian code followed by nothing but a name.
 */
export function parseAddress(q: string): { street: string | null; postalCode: string | null; place: string | null } {
  const text = q.replace(COUNTRY, '').trim();
  const coded = /^(?:(.*?)[\s,]+)?(\d{4})(?:\s+([^\d,]+))?\s*$/u.exec(text);
  if (coded && regionOfPostalCode(coded[2]!)) {
    return { street: coded[1]?.trim() || null, postalCode: coded[2]!, place: coded[3]?.trim() || null };
  }
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const place = parts.pop() ?? null;
  return { street: parts.join(', ') || null, postalCode: null, place };
}

/** Every name a municipality goes by: English (or its own), Dutch, French, German. */
const cityNames = (c: City) => [c.name, c.nameNl, c.nameFr, c.nameDe].filter((n): n is string => !!n);

/** The name of a city in the language `typed` matches (Antwerpen, Anvers, Antwerp), else its English name. */
function nameFor(city: City, typed: string | null) {
  if (typed) {
    const t = normalise(typed);
    for (const name of cityNames(city)) if (normalise(name) === t) return name;
  }
  return city.name;
}

const names = (c: City) => cityNames(c).map(normalise);

/** Great-circle distance in kilometres. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number) {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(a));
}

/** How far from the nearest known municipality a point may be and still be placed in it. */
const REVERSE_MAX_KM = 40;

function result(
  city: City,
  opts: { street: string | null; postalCode: string; cityName: string | null; lat?: number; lon?: number },
): GeocodeResult {
  const place = [opts.postalCode, opts.cityName].filter(Boolean).join(' ');
  return {
    label: [opts.street, place].filter(Boolean).join(', '),
    address: opts.street,
    postalCode: opts.postalCode,
    city: opts.cityName,
    latitude: opts.lat ?? city.latitude,
    longitude: opts.lon ?? city.longitude,
    region: regionOfPostalCode(opts.postalCode),
  };
}

/** A postal code of a municipality and the places (sub-municipalities) it names. */
type Code = { code: string; city: City; places: string[] };

/**
 * The municipalities a postal code serves, best first: a row named as one of the code's places
 * (Louvain-la-Neuve for 1348), then a row whose own code it is, then the municipalities of
 * `postal_codes` (decision 082).
 */
function citiesOfCode(postalCode: string, list: City[], codes: Code[]): { city: City; places: string[] }[] {
  const served = codes.filter((c) => c.code === postalCode);
  const places = new Set(served.flatMap((c) => c.places.map(normalise)));
  const out: { city: City; places: string[] }[] = [];
  const add = (city: City) => {
    if (!out.some((o) => o.city.id === city.id))
      out.push({ city, places: served.find((c) => c.city.id === city.id)?.places ?? [] });
  };
  for (const c of list) if (c.postalCode === postalCode && names(c).some((n) => places.has(n))) add(c);
  for (const c of list) if (c.postalCode === postalCode) add(c);
  for (const c of served) add(c.city);
  return out;
}

/**
 * The built-in geocoder: every Belgian municipality in `cities` and postal code in `postal_codes`
 * (migration 0051, decision 082). A postal code resolves to its municipality, or the one of its
 * municipalities whose name or place was typed with it (a code the tables do not hold goes to the
 * municipality with the nearest code of the same area, keeping the typed code and city name); a
 * name resolves in English, Dutch, French or German, a sub-municipality ("Sint-Amandsberg") to its
 * municipality with its own postal code, and a single word also matches the start of names
 * (type-ahead). Positions are the municipality's centre: the owner moves the pin to the building.
 */
export function builtinGeocoder(db: Db): Geocoder {
  const allCities = () => db.select().from(cities);
  const allCodes = async (list: City[]): Promise<Code[]> => {
    const byId = new Map(list.map((c) => [c.id, c]));
    return (await db.select().from(postalCodes)).flatMap((r) => {
      const city = byId.get(r.cityId);
      return city ? [{ code: r.code, city, places: r.places }] : [];
    });
  };
  return {
    kind: 'builtin',
    async search(q) {
      const { street, postalCode, place } = parseAddress(q);
      const list = await allCities();
      const codes = await allCodes(list);
      if (postalCode) {
        const wanted = place ? normalise(place) : null;
        const served = citiesOfCode(postalCode, list, codes);
        if (wanted) {
          // The municipality (or sub-municipality) typed with the code, among the code's.
          const typed =
            served.find((s) => names(s.city).includes(wanted)) ??
            served.find((s) => s.places.some((p) => normalise(p) === wanted));
          if (typed) {
            const own = names(typed.city).includes(wanted);
            return [result(typed.city, { street, postalCode, cityName: own ? nameFor(typed.city, place) : place })];
          }
          // A municipality named with a code it does not have ("1020 Brussel" when 1020 were unknown).
          const named = list.find((c) => names(c).includes(wanted));
          if (named && served.length === 0)
            return [result(named, { street, postalCode, cityName: nameFor(named, place) })];
        }
        const first = served[0];
        if (first) return [result(first.city, { street, postalCode, cityName: place ?? first.city.name })];
        // A code the tables do not hold: the same area (first two digits), nearest code.
        const near = [
          ...list.map((c) => ({ code: c.postalCode, city: c })),
          ...codes.map((c) => ({ code: c.code, city: c.city })),
        ]
          .filter((c) => c.code.slice(0, 2) === postalCode.slice(0, 2))
          .sort((a, b) => Math.abs(+a.code - +postalCode) - Math.abs(+b.code - +postalCode))[0];
        return near ? [result(near.city, { street, postalCode, cityName: place ?? near.city.name })] : [];
      }
      if (!place) return [];
      const wanted = normalise(place);
      const exact = list.filter((c) => names(c).includes(wanted));
      if (exact.length)
        return exact
          .slice(0, MAX_RESULTS)
          .map((c) => result(c, { street, postalCode: c.postalCode, cityName: nameFor(c, place) }));
      // A sub-municipality or former municipality: its municipality, with the place's own code.
      const places = codes.filter((c) => c.places.some((p) => normalise(p) === wanted));
      if (places.length)
        return places
          .filter((c, i) => places.findIndex((o) => o.city.id === c.city.id) === i)
          .slice(0, MAX_RESULTS)
          .map((c) => result(c.city, { street, postalCode: c.code, cityName: place }));
      if (street) return [];
      return list
        .filter((c) => names(c).some((n) => n.startsWith(wanted) || n.includes(` ${wanted}`)))
        .sort((a, b) => a.name.localeCompare(b.name))
        .slice(0, MAX_RESULTS)
        .map((c) => {
          const matching = cityNames(c).find((n) => normalise(n).startsWith(wanted));
          return result(c, { street, postalCode: c.postalCode, cityName: nameFor(c, matching ?? null) });
        });
    },
    async reverse(latitude, longitude) {
      const b = BELGIUM_BOUNDS;
      if (latitude < b.south || latitude > b.north || longitude < b.west || longitude > b.east) return null;
      let best: { city: City; km: number } | null = null;
      for (const city of await allCities()) {
        const km = distanceKm(latitude, longitude, city.latitude, city.longitude);
        if (!best || km < best.km) best = { city, km };
      }
      if (!best || best.km > REVERSE_MAX_KM) return null;
      return result(best.city, {
        street: null,
        postalCode: best.city.postalCode,
        cityName: best.city.name,
        lat: latitude,
        lon: longitude,
      });
    },
  };
}

/* --------------------------------------------------------------- Nominatim */

const ZNominatimPlace = z.object({
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  display_name: z.string(),
  address: z
    .object({
      house_number: z.string().optional(),
      road: z.string().optional(),
      pedestrian: z.string().optional(),
      postcode: z.string().optional(),
      city: z.string().optional(),
      town: z.string().optional(),
      village: z.string().optional(),
      municipality: z.string().optional(),
      country_code: z.string().optional(),
    })
    .partial()
    .default({}),
});
type NominatimPlace = z.infer<typeof ZNominatimPlace>;

function fromNominatim(p: NominatimPlace): GeocodeResult {
  const a = p.address;
  const road = a.road ?? a.pedestrian;
  const postalCode = a.postcode && /^\d{4}$/.test(a.postcode.trim()) ? a.postcode.trim() : null;
  return {
    label: p.display_name,
    address: road ? [road, a.house_number].filter(Boolean).join(' ') : null,
    postalCode,
    city: a.city ?? a.town ?? a.village ?? a.municipality ?? null,
    latitude: p.lat,
    longitude: p.lon,
    region: postalCode ? regionOfPostalCode(postalCode) : null,
  };
}

export const GEOCODER_TIMEOUT_MS = 5_000;

/** A Nominatim-compatible service: `/search` and `/reverse` in `jsonv2`, Belgium only. */
export function nominatimGeocoder(opts: { baseUrl: string; userAgent: string; timeoutMs?: number }): Geocoder {
  const base = opts.baseUrl.replace(/\/$/, '');
  const get = async (path: string, params: Record<string, string>) => {
    const url = `${base}${path}?${new URLSearchParams(params)}`;
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { 'user-agent': opts.userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(opts.timeoutMs ?? GEOCODER_TIMEOUT_MS),
      });
    } catch (err) {
      throw new GeocoderUnavailable(`geocoder unreachable: ${(err as Error).message}`);
    }
    if (!res.ok) throw new GeocoderUnavailable(`geocoder answered ${res.status}`);
    try {
      return (await res.json()) as unknown;
    } catch (err) {
      throw new GeocoderUnavailable(`geocoder answered no JSON: ${(err as Error).message}`);
    }
  };
  return {
    kind: 'nominatim',
    async search(q) {
      const body = await get('/search', {
        format: 'jsonv2',
        addressdetails: '1',
        countrycodes: 'be',
        limit: String(MAX_RESULTS),
        q,
      });
      const parsed = z.array(ZNominatimPlace).safeParse(body);
      if (!parsed.success) throw new GeocoderUnavailable('geocoder answered an unexpected shape');
      return parsed.data.map(fromNominatim);
    },
    async reverse(latitude, longitude) {
      const body = await get('/reverse', {
        format: 'jsonv2',
        addressdetails: '1',
        lat: String(latitude),
        lon: String(longitude),
      });
      // Nominatim answers 200 with { error: 'Unable to geocode' } when nothing is there.
      if (body && typeof body === 'object' && 'error' in body) return null;
      const parsed = ZNominatimPlace.safeParse(body);
      if (!parsed.success) throw new GeocoderUnavailable('geocoder answered an unexpected shape');
      const country = parsed.data.address.country_code;
      return country && country.toLowerCase() !== 'be' ? null : fromNominatim(parsed.data);
    },
  };
}

/** The configured geocoder: Nominatim-compatible when GEOCODER_URL is set, else built in. */
export function createGeocoder(config: Config, db: Db): Geocoder {
  if (!config.GEOCODER_URL) return builtinGeocoder(db);
  return nominatimGeocoder({ baseUrl: config.GEOCODER_URL, userAgent: `Immora/0.1 (+${config.PUBLIC_URL})` });
}
