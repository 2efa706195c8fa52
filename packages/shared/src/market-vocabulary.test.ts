import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { marketAlternates, marketSlug, marketSlugFor } from './market-vocabulary.ts';

const ixelles = { en: 'ixelles', nl: 'elsene', fr: 'ixelles' };

describe('market slugs per language (decision 075)', () => {
  it('gives Dutch and French readers their name’s slug, the others the English one', () => {
    expect(marketSlugFor(ixelles, 'nl')).toBe('elsene');
    expect(marketSlugFor(ixelles, 'fr')).toBe('ixelles');
    expect(marketSlugFor({ en: 'liege', nl: 'luik', fr: 'liege' }, 'el')).toBe('liege');
    expect(marketSlug('Molenbeek-Saint-Jean')).toBe('molenbeek-saint-jean');
  });

  it('names a language version for every language of the site, and x-default', () => {
    expect(marketAlternates(ixelles)).toEqual([
      { hreflang: 'en', path: '/market/ixelles?lang=en' },
      { hreflang: 'nl', path: '/market/elsene?lang=nl' },
      { hreflang: 'fr', path: '/market/ixelles?lang=fr' },
      { hreflang: 'el', path: '/market/ixelles?lang=el' },
      { hreflang: 'x-default', path: '/market/ixelles' },
    ]);
    expect(
      marketAlternates(ixelles)
        .map((a) => a.hreflang)
        .slice(0, -1),
    ).toEqual([...LANGUAGES]);
  });
});
