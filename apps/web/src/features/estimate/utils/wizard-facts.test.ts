import { describe, expect, it } from 'vitest';
import { inputFromWizard, missingFacts, unsupported, type WizardFacts } from './wizard-facts.ts';

const flat: WizardFacts = {
  category: 'apartments',
  type: 'sale',
  latitude: '50.8467',
  longitude: '4.3525',
  area: '85',
  bedrooms: '2',
  bathrooms: '',
  yearBuilt: '1995',
  amenities: ['terrace', 'elevator'],
  facts: { pebClass: 'C' },
};

describe("the wizard's facts for the range of comparable listings", () => {
  it('names what is still missing, in the order of the hint', () => {
    expect(missingFacts({ ...flat, latitude: '', area: ' ', bedrooms: '' })).toEqual(['location', 'area', 'bedrooms']);
    expect(missingFacts(flat)).toEqual([]);
  });

  it('makes the estimate request once they are known: a terrace counts as garden, the PEB class as the label', () => {
    expect(inputFromWizard(flat)).toEqual({
      latitude: 50.8467,
      longitude: 4.3525,
      category: 'apartments',
      transaction: 'sale',
      livingArea: 85,
      bedrooms: 2,
      bathrooms: 1,
      epcLabel: 'C',
      yearBuilt: 1995,
      garden: true,
      parking: false,
    });
  });

  it('asks nothing for rooms or auctions, and says which', () => {
    expect(unsupported({ ...flat, category: 'studentRooms' })).toBe('rooms');
    expect(unsupported({ ...flat, type: 'auction' })).toBe('auction');
    expect(inputFromWizard({ ...flat, type: 'auction' })).toBeNull();
    expect(inputFromWizard({ ...flat, bedrooms: '' })).toBeNull();
  });
});
