import { describe, expect, it } from 'vitest';
import type { TMarketIndexEntry } from '@immora/shared/market';
import { groupByRegion } from './market-index-groups.ts';

const none = { listings: 0, medianPrice: null, medianPricePerM2: null, reason: 'tooFewListings' as const };
const entry = (name: string, province: string, region: TMarketIndexEntry['region']): TMarketIndexEntry => ({
  slug: name.toLowerCase(),
  slugs: { en: name.toLowerCase(), nl: name.toLowerCase(), fr: name.toLowerCase() },
  name,
  nameNl: name,
  nameFr: name,
  postalCode: '1000',
  province,
  region,
  sale: none,
  rent: none,
});

describe('the index grouped by region and province', () => {
  it('keeps the API’s order and makes each group once', () => {
    const groups = groupByRegion([
      entry('Ixelles', 'Brussels-Capital', 'brussels'),
      entry('Uccle', 'Brussels-Capital', 'brussels'),
      entry('Antwerp', 'Antwerp', 'flanders'),
      entry('Ghent', 'East Flanders', 'flanders'),
      entry('Aalst', 'East Flanders', 'flanders'),
      entry('Namur', 'Namur', 'wallonia'),
    ]);
    expect(
      groups.map((g) => [g.region, g.provinces.map((p) => [p.province, p.municipalities.map((m) => m.name)])]),
    ).toEqual([
      ['brussels', [['Brussels-Capital', ['Ixelles', 'Uccle']]]],
      [
        'flanders',
        [
          ['Antwerp', ['Antwerp']],
          ['East Flanders', ['Ghent', 'Aalst']],
        ],
      ],
      ['wallonia', [['Namur', ['Namur']]]],
    ]);
  });
});
