import i18next from 'i18next';
import type { TPropertyDetail } from '@immora/shared/properties';
import fr from '../i18n/locales/fr/common.json';

/** A listing written in Dutch with a French version (decisions 023 and 055), as its page's answer. */
export const DUTCH = 'Herenhuis aan de Leie met stadstuin';
export const FRENCH = 'Maison de maître au bord de la Lys avec jardin';
export const LISTING_IN_DUTCH_AND_FRENCH = {
  id: 'l1',
  title: DUTCH,
  titles: { nl: DUTCH, fr: FRENCH },
  description: 'Een gerenoveerd herenhuis aan de Leie.',
  language: 'nl',
  versions: [
    { language: 'nl', title: DUTCH, description: 'Een gerenoveerd herenhuis aan de Leie.' },
    { language: 'fr', title: FRENCH, description: 'Une maison de maître rénovée au bord de la Lys.' },
  ],
  category: 'houses',
  type: 'sale',
  price: 650_000,
  address: 'Korenlei 12',
  postalCode: '9000',
  city: 'Gent',
  latitude: 51.05,
  longitude: 3.72,
  photos: [],
  bedrooms: 4,
  bathrooms: 2,
  area: 240,
  amenities: [],
  availableTimeSlots: {},
  facts: {},
  priceHistory: [],
  similar: [],
  contact: { kind: 'agent', id: 'u1', name: 'Pieter Claes', picture: null, phone: null, email: null, agency: null },
  auction: null,
  coverPhoto: null,
} as unknown as TPropertyDetail;

/** The interface in French, with its texts loaded (reset with `i18next.changeLanguage('en')`). */
export async function inFrench() {
  i18next.addResourceBundle('fr', 'common', fr, true, true);
  await i18next.changeLanguage('fr');
}
