import { describe, expect, it } from 'vitest';
import { shownVersion } from './listing-version.ts';

const FR = { language: 'fr' as const, title: 'Maison à Namur', description: 'Une belle maison.' };
const NL = { language: 'nl' as const, title: 'Huis in Namen', description: 'Een mooi huis.' };
const listing = { language: 'fr' as const, versions: [FR, NL] };

describe('shownVersion', () => {
  it('shows the visitor’s interface language when the listing has it', () => {
    expect(shownVersion(listing, 'nl', null)).toEqual(NL);
    expect(shownVersion(listing, 'fr', null)).toEqual(FR);
  });

  it('shows the original when the interface language is missing', () => {
    expect(shownVersion(listing, 'el', null)).toEqual(FR);
    expect(shownVersion(listing, 'en', null)).toEqual(FR);
  });

  it('shows the version the visitor picked, whatever the interface language', () => {
    expect(shownVersion(listing, 'nl', 'fr')).toEqual(FR);
    expect(shownVersion(listing, 'en', 'nl')).toEqual(NL);
    // A pick the listing does not have falls back as if there were none.
    expect(shownVersion(listing, 'nl', 'el')).toEqual(NL);
  });
});
