import type { z } from 'zod';
import type { ZListingInput } from '@immora/shared/listing-form';

/** A new listing as the wizard sends it, for the OpenAPI document (typed against its schema). */
export const NEW_LISTING = {
  title: 'Renovated townhouse near the Vrijdagmarkt',
  description: 'Three bedrooms, a south-facing garden and a new kitchen, ten minutes from the station.',
  category: 'houses',
  type: 'sale',
  price: 415000,
  address: 'Vrijdagmarkt 7',
  postalCode: '9000',
  city: 'Gent',
  latitude: 51.0576,
  longitude: 3.7262,
  bedrooms: 3,
  bathrooms: 1,
  area: 142,
  yearBuilt: 2010,
  amenities: ['garden'],
  availableTimeSlots: { monday: ['09:00', '10:00'] },
  facts: { epcScore: 180, epcLabel: 'B', epcCode: '20240101-0001234567-RES-1' },
} satisfies z.input<typeof ZListingInput>;
