import { describe, expect, it } from 'vitest';
import { emptyValues, toListingInput, toListingPatch, withOriginal } from './form-values.ts';
import { validateListing } from './validate-listing.ts';

const FR = { title: 'Maison de maître à Namur', description: 'Belle maison de maître avec véranda chauffée.' };
const NL = { title: 'Herenwoning in Namen', description: 'Mooie herenwoning met een verwarmde serre.' };

describe('language versions in the wizard (decision 023)', () => {
  const values = { ...emptyValues(), language: 'fr' as const, ...FR, translations: { nl: NL } };

  it('sends the original as title and description, and the other versions as translations', () => {
    expect(toListingInput(values)).toMatchObject({ language: 'fr', ...FR, translations: { nl: NL } });
    // An added language still blank is kept (so a draft keeps it), without empty strings.
    const blank = toListingInput({ ...values, translations: { nl: { title: ' ', description: '' } } });
    expect(blank.translations).toEqual({ nl: {} });
  });

  it('a PATCH states every version, so a removed one is removed', () => {
    expect(toListingPatch({ ...values, translations: {} })).toMatchObject({ language: 'fr', translations: {} });
  });

  it('swaps original and version when the original becomes one of the other languages', () => {
    expect(withOriginal(values, 'nl')).toEqual({ language: 'nl', ...NL, translations: { fr: FR } });
    // A language without a version only renames the text written so far.
    expect(withOriginal(values, 'en')).toEqual({ language: 'en' });
  });

  it('flags a version’s fields under their own names', () => {
    const errors = validateListing({ ...values, translations: { nl: { title: 'Huis', description: '' } } }, 0, true);
    expect(errors).toMatchObject({
      'translations.nl.title': 'listing.title',
      'translations.nl.description': 'missing',
    });
  });
});
