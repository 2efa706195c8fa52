import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawLivingArea, drawPrice, modelPrice, SIGMA, type PriceFacts } from './price-model.ts';
import { createRng } from './random.ts';

const FLATS: PriceFacts[] = [
  {
    city: 'Ixelles',
    category: 'apartments',
    type: 'sale',
    areaM2: 90,
    yearBuilt: 1985,
    energyLabel: 'C',
    amenities: [],
  },
  {
    city: 'Antwerp',
    category: 'houses',
    type: 'sale',
    areaM2: 180,
    yearBuilt: 2018,
    energyLabel: 'A',
    amenities: ['garden', 'garage'],
  },
  { city: 'Liège', category: 'apartments', type: 'rent', areaM2: 75, yearBuilt: 1960, energyLabel: 'F', amenities: [] },
  { city: 'Ghent', category: 'villa', type: 'auction', areaM2: 320, yearBuilt: 2005, amenities: ['terrace'] },
  { city: 'Leuven', category: 'studentRooms', type: 'rent', areaM2: 16, amenities: [] },
];

const DRAWS = 20_000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[DRAWS / 2 - 1]! + sorted[DRAWS / 2]!) / 2;
};
const standardDeviation = (values: number[]) => {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1));
};

describe('the price model of generated listings', () => {
  it.each(FLATS)('draws around its own price with the stated spread: $category $type in $city', (facts) => {
    const rng = createRng(`price-model-${facts.city}`);
    const prices = Array.from({ length: DRAWS }, () => drawPrice(facts, rng.next));
    const expected = modelPrice(facts);
    expect(Math.abs(median(prices) / expected - 1)).toBeLessThan(0.02);
    const sigma = standardDeviation(prices.map(Math.log));
    expect(Math.abs(sigma / SIGMA[facts.type] - 1)).toBeLessThan(0.1);
  });

  it('is reproducible: the same seed draws the same prices', () => {
    const draw = () => {
      const rng = createRng('same');
      return Array.from({ length: 5 }, () => drawPrice(FLATS[0]!, rng.next));
    };
    expect(draw()).toEqual(draw());
  });

  it('prices an Ixelles apartment higher per m² than one in Charleroi, and a larger one higher', () => {
    const flat = (city: string, areaM2: number) =>
      modelPrice({ city, category: 'apartments', type: 'sale', areaM2, amenities: [] });
    expect(flat('Ixelles', 90) / 90).toBeGreaterThan(2 * (flat('Charleroi', 90) / 90));
    expect(flat('Ixelles', 120)).toBeGreaterThan(flat('Ixelles', 60));
  });

  it('adds value for a better EPC class, a newer building, a garden and parking', () => {
    const base: PriceFacts = {
      city: 'Ghent',
      category: 'houses',
      type: 'sale',
      areaM2: 150,
      yearBuilt: 1985,
      energyLabel: 'D',
      amenities: [],
    };
    const price = modelPrice(base);
    expect(modelPrice({ ...base, energyLabel: 'A+' })).toBeGreaterThan(price);
    expect(modelPrice({ ...base, yearBuilt: 2020 })).toBeGreaterThan(price);
    expect(modelPrice({ ...base, amenities: ['garden'] })).toBeGreaterThan(price);
    expect(modelPrice({ ...base, amenities: ['parking'] })).toBeGreaterThan(price);
  });

  it('gives living areas that fit the category and the bedrooms', () => {
    const rng = createRng('areas');
    for (let i = 0; i < 2000; i++) {
      expect(drawLivingArea('studentRooms', 1, rng.next)).toBeLessThanOrEqual(28);
      expect(drawLivingArea('apartments', 1, rng.next)).toBeLessThanOrEqual(180);
      expect(drawLivingArea('villa', 5, rng.next)).toBeGreaterThanOrEqual(180);
    }
    const typical = (bedrooms: number) =>
      median(Array.from({ length: DRAWS }, () => drawLivingArea('apartments', bedrooms, rng.next)));
    expect(typical(1)).toBeLessThan(typical(3));
  });
});

describe('the price model stays on the generating side', () => {
  it('is imported by no module of the app (decision 071: the estimate never reads its parameters)', () => {
    const modules = join(import.meta.dirname, '../../modules');
    const readers = readdirSync(modules, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .filter((file) => /seed\/(price-model|data\/price-levels)/.test(readFileSync(join(modules, file), 'utf8')));
    expect(readers).toEqual([]);
  });
});
