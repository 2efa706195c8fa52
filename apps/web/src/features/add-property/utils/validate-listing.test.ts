import { describe, expect, it } from 'vitest';
import { emptyValues, toListingInput, toListingPatch } from './form-values.ts';
import type { FormValues } from './form-values.ts';
import { formatErrors, validateListing, validateStep } from './validate-listing.ts';
import { stepOfField } from './wizard-steps.ts';

const complete = (): FormValues => ({
  ...emptyValues(),
  title: 'Bright flat near the Meir',
  description: 'A bright two-bedroom flat with a terrace, close to shops and trains.',
  category: 'apartments',
  type: 'rent',
  price: '1150',
  bedrooms: '2',
  bathrooms: '1',
  area: '92',
  address: 'Meir 10',
  postalCode: '2000',
  city: 'Antwerpen',
  latitude: '51.2182',
  longitude: '4.4051',
  facts: { ...emptyValues().facts, epcScore: '180', epcLabel: 'B', epcCode: '20240101-0001' },
});

describe('step validation', () => {
  it('Next Step on an empty Description step asks for its required fields and the photos', () => {
    const errors = validateStep(emptyValues(), 'description', 0);
    expect(Object.keys(errors).sort()).toEqual(
      ['area', 'bathrooms', 'bedrooms', 'category', 'description', 'photos', 'price', 'title', 'type'].sort(),
    );
    expect(errors.title).toBe('missing');
  });

  it('reports a wrong value with the schema message, whatever the step', () => {
    const values = { ...complete(), title: 'Flat', price: 'cheap', bedrooms: '-1', postalCode: '99' };
    const errors = formatErrors(values);
    expect(errors.title).toBe('listing.title');
    expect(errors.price).toBe('listing.price');
    expect(errors.bedrooms).toBe('negative');
    expect(errors.postalCode).toBe('listing.postalCode');
  });

  it('keeps each step to its own fields', () => {
    const values = { ...emptyValues(), title: 'Bright flat near the Meir' };
    expect(Object.keys(validateStep(values, 'location', 0)).sort()).toEqual(
      ['address', 'city', 'latitude', 'longitude', 'postalCode'].sort(),
    );
    expect(validateStep(values, 'amenities', 0)).toEqual({});
  });

  it('a pin outside Belgium is refused', () => {
    expect(formatErrors({ ...complete(), latitude: '48.85', longitude: '2.35' }).latitude).toBe(
      'listing.outsideBelgium',
    );
  });

  it('a complete rental in Flanders with a photo can be published', () => {
    expect(validateListing(complete(), 1, true)).toEqual({});
    expect(validateListing(complete(), 0, true)).toEqual({ photos: 'missing' });
  });
});

describe('region-dependent facts', () => {
  it('a sale in Flanders from before 2001 needs the planning facts, flood scores and an asbestos certificate', () => {
    const values = { ...complete(), type: 'sale' as const, yearBuilt: '1985' };
    const missing = Object.keys(validateListing(values, 1, true));
    expect(missing).toContain('facts.asbestosCertificate');
    expect(missing).toContain('facts.floodRiskParcel');
    expect(missing).toContain('facts.cadastralIncome');
    expect(missing.every((f) => stepOfField(f) === 'details')).toBe(true);
  });

  it('a sale needs its year built', () => {
    expect(validateListing({ ...complete(), type: 'sale' }, 1, true).yearBuilt).toBe('missing');
  });

  it('moving the address to Brussels asks for the PEB facts and drops the Flemish EPC', () => {
    const values = { ...complete(), postalCode: '1000', city: 'Brussel' };
    const missing = Object.keys(validateListing(values, 1, true)).sort();
    expect(missing).toEqual([
      'facts.co2Emissions',
      'facts.pebCertificateNumber',
      'facts.pebClass',
      'facts.pebPrimaryEnergy',
    ]);
    expect(toListingInput(values).facts).toEqual({});
  });

  it('Wallonia asks for the PEB label, yearly use and certificate number', () => {
    const values = { ...complete(), postalCode: '5000', city: 'Namur' };
    expect(Object.keys(validateListing(values, 1, true)).sort()).toEqual([
      'facts.kwhPerM2',
      'facts.pebCertificateNumber',
      'facts.pebLabel',
    ]);
  });

  it('sends yes/no facts as booleans and numbers as numbers', () => {
    const values = complete();
    values.facts.planningPermit = 'no';
    values.facts.cadastralIncome = '1 200'.replace(' ', '');
    const input = toListingInput(values);
    expect(input.facts).toMatchObject({ epcScore: 180, planningPermit: false, cadastralIncome: 1200 });
    expect(input.price).toBe(1150);
  });
});

describe('saving changes (PATCH)', () => {
  it('clears blank fields with null and drops the certificate of another region', () => {
    const values = { ...complete(), referenceCode: '', yearBuilt: '', postalCode: '1000' };
    const patch = toListingPatch(values);
    expect(patch.referenceCode).toBeNull();
    expect(patch.yearBuilt).toBeNull();
    expect(patch.title).toBe('Bright flat near the Meir');
    expect(patch.facts?.epcScore).toBeNull();
    expect(patch.facts?.pebClass).toBeNull();
    expect(Object.keys(patch.facts ?? {})).toHaveLength(18);
  });
});
