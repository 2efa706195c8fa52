import type { Candidate, Subject } from './estimate-types.ts';

/** Hand-made listings for the method's unit tests, placed by metres from the property. */
export const HERE = { latitude: 50.85, longitude: 4.35 };
const METRES_PER_DEGREE = (6371_000 * Math.PI) / 180;

export const SUBJECT: Subject = {
  ...HERE,
  transaction: 'sale',
  category: 'apartments',
  livingArea: 80,
  bedrooms: 2,
  garden: false,
  parking: false,
};

let n = 0;
/** A comparable `northM` metres north of the property (negative: south), 80 m², 2 bedrooms, €3,000/m². */
export function candidate(overrides: Partial<Candidate> & { northM?: number } = {}): Candidate {
  const { northM = 0, ...rest } = overrides;
  const id = `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
  return {
    id,
    publicCode: `IM-${n}`,
    title: `Apartment ${n}`,
    status: 'published',
    category: 'apartments',
    city: 'Brussels',
    postalCode: '1000',
    latitude: HERE.latitude + northM / METRES_PER_DEGREE,
    longitude: HERE.longitude,
    price: 240_000,
    livingArea: 80,
    bedrooms: 2,
    epcLabel: null,
    yearBuilt: null,
    garden: false,
    parking: false,
    listedAt: new Date('2026-11-01T00:00:00Z'),
    ...rest,
  };
}
