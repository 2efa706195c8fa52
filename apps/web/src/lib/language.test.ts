import { describe, expect, it } from 'vitest';
import { browserLanguage, firstLanguage, languageInQuery } from './language.ts';

describe('browserLanguage', () => {
  it.each([
    [['fr-BE', 'fr', 'en-US', 'en'], 'fr'],
    [['nl-BE', 'nl', 'en'], 'nl'],
    [['el-GR', 'en'], 'el'],
    [['en-GB', 'nl-BE'], 'en'],
    // The reader's own order wins: a Brussels French speaker who also reads Dutch gets French.
    [['fr-BE', 'nl-BE'], 'fr'],
    [['nl-BE', 'fr-BE'], 'nl'],
    // Languages Immora does not offer are skipped, whatever their place.
    [['de-DE', 'de', 'fr'], 'fr'],
    [['tr', 'EL'], 'el'],
    [['FR-be'], 'fr'],
  ])('%j → %s', (languages, expected) => {
    expect(browserLanguage(languages)).toBe(expected);
  });

  it.each([[[]], [['de-DE', 'it', 'es']], [['']], [['frr']], [['english']]])('%j → en (nothing offered)', (list) => {
    expect(browserLanguage(list)).toBe('en');
  });
});

describe('firstLanguage', () => {
  it('takes ?lang= first, then the stored choice, then the browser', () => {
    expect(firstLanguage({ search: '?lang=el', stored: 'nl', browser: ['fr-BE'] })).toBe('el');
    expect(firstLanguage({ search: '', stored: 'nl', browser: ['fr-BE'] })).toBe('nl');
    expect(firstLanguage({ search: '', stored: null, browser: ['fr-BE'] })).toBe('fr');
    expect(firstLanguage({ search: '', stored: null, browser: [] })).toBe('en');
  });

  it('ignores a stored value or ?lang= it does not offer', () => {
    expect(firstLanguage({ search: '?lang=de', stored: 'xx', browser: ['nl'] })).toBe('nl');
    expect(firstLanguage({ search: '?lang=FR', stored: null, browser: ['el'] })).toBe('el');
  });
});

describe('languageInQuery', () => {
  it('reads lang among the other parameters', () => {
    expect(languageInQuery('?type=rent&lang=fr&city=Namur')).toBe('fr');
    expect(languageInQuery('?type=rent')).toBe(null);
  });
});
