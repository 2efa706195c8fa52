import { describe, expect, it } from 'vitest';
import { BELGIUM_BOUNDS, regionOfPostalCode } from '@immora/shared/listing-form';
import { distanceKm } from '../../../lib/geocoder.ts';
import { BELGIAN_MUNICIPALITIES, MUNICIPALITIES_SOURCE } from './belgian-municipalities.ts';

/** The province a postal code belongs to, by the ranges bpost gives each province. */
function provinceOfPostalCode(code: string) {
  const n = Number(code);
  if (n < 1300) return 'Brussels-Capital';
  if (n < 1500) return 'Walloon Brabant';
  if (n < 2000) return 'Flemish Brabant';
  if (n < 3000) return 'Antwerp';
  if (n < 3500) return 'Flemish Brabant';
  if (n < 4000) return 'Limburg';
  if (n < 5000) return 'Liège';
  if (n < 6000) return 'Namur';
  if (n < 6600) return 'Hainaut';
  if (n < 7000) return 'Luxembourg';
  if (n < 8000) return 'Hainaut';
  if (n < 9000) return 'West Flanders';
  return 'East Flanders';
}

// The data file is a transcription (decision 082): these counts and ranges catch a slip.
describe('the Belgian municipalities data file', () => {
  const all = BELGIAN_MUNICIPALITIES;

  it('names its source, licence and date', () => {
    expect(MUNICIPALITIES_SOURCE.source).toContain('BeST Address');
    expect(MUNICIPALITIES_SOURCE.licence).toContain('CC BY 4.0');
    expect(MUNICIPALITIES_SOURCE.retrieved).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('holds the 565 municipalities of 1 January 2025, each NIS code once', () => {
    expect(all).toHaveLength(565);
    expect(new Set(all.map((m) => m.nis)).size).toBe(565);
    for (const m of all) expect(m.nis).toMatch(/^[1-9]\d{4}$/);
  });

  it('has every province and region with its number of municipalities', () => {
    const count = (key: 'province' | 'region') =>
      Object.fromEntries(
        [...new Set(all.map((m) => m[key]))].sort().map((k) => [k, all.filter((m) => m[key] === k).length]),
      );
    expect(count('region')).toEqual({ brussels: 19, flanders: 285, wallonia: 261 });
    expect(count('province')).toEqual({
      Antwerp: 67,
      'Brussels-Capital': 19,
      'East Flanders': 55,
      'Flemish Brabant': 63,
      Hainaut: 69,
      Liège: 84,
      Limburg: 38,
      Luxembourg: 43,
      Namur: 38,
      'Walloon Brabant': 27,
      'West Flanders': 62,
    });
  });

  it('gives each municipality a Dutch name, a centre inside Belgium and its postal codes', () => {
    const b = BELGIUM_BOUNDS;
    for (const m of all) {
      expect(m.names.nl.trim(), m.nis).not.toBe('');
      expect(m.latitude, m.nis).toBeGreaterThan(b.south);
      expect(m.latitude, m.nis).toBeLessThan(b.north);
      expect(m.longitude, m.nis).toBeGreaterThan(b.west);
      expect(m.longitude, m.nis).toBeLessThan(b.east);
      expect(m.postalCodes.length, m.nis).toBeGreaterThan(0);
    }
  });

  // The first Walloon centres were up to 136 km off (Sainte-Ode's lay in France): the GeoNames ones replaced them.
  it('puts the Walloon towns where they are', () => {
    const known: [string, string, number, number][] = [
      ['52011', 'Charleroi', 50.4108, 4.4446],
      ['92094', 'Namur', 50.4667, 4.8667],
      ['62063', 'Liège', 50.6333, 5.5667],
      ['63072', 'Spa', 50.4833, 5.8667],
      ['82039', 'Bastogne', 50.0, 5.7167],
      ['81001', 'Arlon', 49.6833, 5.8167],
      ['57081', 'Tournai', 50.6, 3.3833],
      ['53053', 'Mons', 50.45, 3.95],
      ['25112', 'Wavre', 50.7167, 4.6],
      ['82038', 'Sainte-Ode', 50.02, 5.53],
    ];
    const byNis = new Map(all.map((m) => [m.nis, m]));
    for (const [nis, name, latitude, longitude] of known) {
      const m = byNis.get(nis)!;
      expect(m.names.fr, nis).toBe(name);
      expect(distanceKm(m.latitude, m.longitude, latitude, longitude), name).toBeLessThan(5);
    }
  });

  it('has 1,143 four-digit postal codes, each in the region and (but one) the province of its municipality', () => {
    const codes = all.flatMap((m) => m.postalCodes.map((p) => ({ ...p, m })));
    expect(new Set(codes.map((c) => c.code)).size).toBe(1143);
    for (const { code, places, m } of codes) {
      expect(code).toMatch(/^[1-9]\d{3}$/);
      expect(places.length, code).toBeGreaterThan(0);
      expect(regionOfPostalCode(code), `${code} ${m.nis}`).toBe(m.region);
    }
    // Zwijndrecht (2070) kept its Antwerp postal code when it merged into Beveren-Kruibeke-Zwijndrecht (East Flanders).
    const elsewhere = codes.filter((c) => provinceOfPostalCode(c.code) !== c.m.province).map((c) => c.code);
    expect(elsewhere).toEqual(['2070']);
  });

  it('knows the merged municipalities of 2025 and the English names it gives', () => {
    const byNis = new Map(all.map((m) => [m.nis, m]));
    expect(byNis.get('46030')?.names.nl).toBe('Beveren-Kruibeke-Zwijndrecht');
    expect(byNis.get('73111')?.names.nl).toBe('Tongeren-Borgloon');
    expect(byNis.get('44021')?.names).toEqual({ nl: 'Gent', fr: 'Gand', de: 'Gent', en: 'Ghent' });
    expect(all.filter((m) => m.names.en).map((m) => m.names.en)).toEqual([
      'Antwerp',
      'Brussels',
      'Bruges',
      'Ypres',
      'Ostend',
      'Ghent',
    ]);
  });
});
