import { describe, expect, it } from 'vitest';
import { PROPERTY_STATUSES } from './listing.ts';
import {
  ENERGY_FACTS,
  REQUIRED_FIELDS,
  SALE_FACTS,
  STATUS_ACTIONS,
  ZListingInput,
  ZListingPatch,
  actionsFrom,
  missingForPublish,
  regionOfPostalCode,
  requiredFacts,
  type TListingInput,
} from './listing-form.ts';

describe('regionOfPostalCode', () => {
  it.each([
    ['1000', 'brussels'],
    ['1299', 'brussels'],
    ['1300', 'wallonia'],
    ['1499', 'wallonia'],
    ['1500', 'flanders'],
    ['3999', 'flanders'],
    ['4000', 'wallonia'],
    ['7999', 'wallonia'],
    ['8000', 'flanders'],
    ['9999', 'flanders'],
  ] as const)('%s is in %s', (code, region) => {
    expect(regionOfPostalCode(code)).toBe(region);
  });

  it.each(['0999', '0000', '999', '10000', '10a0', '', ' 1000', '１０００'])('%j is no Belgian postal code', (code) => {
    expect(regionOfPostalCode(code)).toBeNull();
  });
});

describe('requiredFacts', () => {
  it('a rent needs only the energy certificate of its region', () => {
    for (const region of ['flanders', 'brussels', 'wallonia'] as const)
      expect(requiredFacts({ region, type: 'rent', yearBuilt: 1950 })).toEqual(ENERGY_FACTS[region]);
  });

  it('a sale or an auction adds flood scores, planning information and cadastral income', () => {
    expect(requiredFacts({ region: 'brussels', type: 'sale', yearBuilt: 1950 })).toEqual([
      'pebClass',
      'pebPrimaryEnergy',
      'co2Emissions',
      'pebCertificateNumber',
      ...SALE_FACTS,
    ]);
    expect(requiredFacts({ region: 'wallonia', type: 'auction' })).toEqual([...ENERGY_FACTS.wallonia, ...SALE_FACTS]);
  });

  it('a Flemish sale of a building from before 2001 needs the asbestos certificate', () => {
    expect(requiredFacts({ region: 'flanders', type: 'sale', yearBuilt: 2000 })).toContain('asbestosCertificate');
    expect(requiredFacts({ region: 'flanders', type: 'auction', yearBuilt: 1890 })).toContain('asbestosCertificate');
    expect(requiredFacts({ region: 'flanders', type: 'sale', yearBuilt: 2001 })).not.toContain('asbestosCertificate');
    expect(requiredFacts({ region: 'flanders', type: 'sale', yearBuilt: null })).not.toContain('asbestosCertificate');
    expect(requiredFacts({ region: 'flanders', type: 'rent', yearBuilt: 1950 })).not.toContain('asbestosCertificate');
    expect(requiredFacts({ region: 'wallonia', type: 'sale', yearBuilt: 1950 })).not.toContain('asbestosCertificate');
  });
});

describe('missingForPublish', () => {
  const complete: TListingInput = {
    title: 'Renovated townhouse near the Vrijdagmarkt',
    description: 'Three bedrooms, a south-facing garden and a new kitchen.',
    category: 'houses',
    type: 'sale',
    price: 415_000,
    address: 'Vrijdagmarkt 7',
    postalCode: '9000',
    city: 'Gent',
    latitude: 51.0576,
    longitude: 3.7262,
    bedrooms: 3,
    bathrooms: 1,
    area: 142,
    yearBuilt: 1985,
    facts: {
      epcScore: 180,
      epcLabel: 'B',
      epcCode: '20240101-0001234567-RES-1',
      floodRiskParcel: 'A',
      floodRiskBuilding: 'A',
      permitCode: 'OMV_2019123456',
      zoning: 'Woongebied',
      planningPermit: true,
      rightOfPreemption: false,
      subdivisionPermit: false,
      cadastralIncome: 1_450,
      asbestosCertificate: 'AI-20240512',
    },
  };
  const check = (input: TListingInput, photos = 1) => missingForPublish(ZListingInput.parse(input), photos);

  it('is empty for a complete listing with a photo; a listing needs a photo', () => {
    expect(check(complete)).toEqual([]);
    expect(check(complete, 0)).toEqual(['photos']);
  });

  it('an empty draft lacks every base field and a photo, but no facts before it has a region and type', () => {
    expect(check({}, 0)).toEqual([...REQUIRED_FIELDS, 'photos']);
    expect(check({ postalCode: '9000' }, 0)).not.toContain('facts.epcLabel');
  });

  it('names the facts as facts.<key>; false and 0 count as given', () => {
    const { epcLabel: _label, asbestosCertificate: _cert, ...facts } = complete.facts!;
    expect(check({ ...complete, facts })).toEqual(['facts.epcLabel', 'facts.asbestosCertificate']);
    expect(check({ ...complete, facts: { ...complete.facts, cadastralIncome: 0 } })).toEqual([]);
  });

  it('a sale needs its year of construction, a rent does not', () => {
    expect(check({ ...complete, yearBuilt: undefined })).toEqual(['yearBuilt']);
    expect(check({ ...complete, type: 'rent', yearBuilt: undefined })).toEqual([]);
  });

  it('follows the region of the postal code', () => {
    expect(check({ ...complete, postalCode: '1000' })).toEqual([
      'facts.pebClass',
      'facts.pebPrimaryEnergy',
      'facts.co2Emissions',
      'facts.pebCertificateNumber',
    ]);
    expect(check({ ...complete, postalCode: '5000' })).toEqual([
      'facts.pebLabel',
      'facts.kwhPerM2',
      'facts.pebCertificateNumber',
    ]);
  });
});

describe('actionsFrom', () => {
  it('offers each status exactly the actions that start from it', () => {
    expect(actionsFrom('draft')).toEqual(['publish']);
    expect(actionsFrom('pending')).toEqual(['publish', 'unpublish']);
    expect(actionsFrom('published')).toEqual(['unpublish', 'underOffer', 'agree', 'pause']);
    expect(actionsFrom('active')).toEqual(['withdrawOffer', 'agree', 'pause']);
    expect(actionsFrom('processing')).toEqual(['fallThrough']);
  });

  it('no action leads to the status it starts from, and every status can be left', () => {
    for (const [name, { from, to }] of Object.entries(STATUS_ACTIONS))
      expect(from as readonly string[], name).not.toContain(to);
    for (const status of PROPERTY_STATUSES) expect(actionsFrom(status).length, status).toBeGreaterThan(0);
  });
});

describe('ZListingPatch', () => {
  it('keeps absent fields absent (no defaults) and lets null clear a field or a fact', () => {
    expect(ZListingPatch.parse({})).toEqual({});
    expect(ZListingPatch.parse({ title: null, facts: { epcCode: null, epcLabel: 'A' } })).toEqual({
      title: null,
      facts: { epcCode: null, epcLabel: 'A' },
    });
  });

  it('validates values like the wizard’s schema and refuses unknown facts', () => {
    expect(ZListingPatch.safeParse({ title: 'Flat' }).success).toBe(false);
    expect(ZListingPatch.safeParse({ facts: { epcLabel: 'Z' } }).success).toBe(false);
    expect(ZListingPatch.safeParse({ facts: { colour: 'red' } }).success).toBe(false);
    expect(ZListingPatch.safeParse({ availableNow: null }).success).toBe(false);
  });
});
