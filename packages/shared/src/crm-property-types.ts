import { z } from 'zod';
import { CRM_MESSAGES } from './crm-records.ts';
import type { Category } from './listing.ts';

/**
 * The CRM's property types (spec 2 §9: houses, apartments, villa, loft, office, bungalow,
 * townhome), in the spec's order. Each is also a listing category, whose labels the screens use.
 */
export const CRM_PROPERTY_TYPES = [
  'houses',
  'apartments',
  'villa',
  'loft',
  'office',
  'bungalow',
  'townhome',
] as const satisfies readonly Category[];
export type CrmPropertyType = (typeof CRM_PROPERTY_TYPES)[number];

/**
 * The CRM property type a listing category becomes (a contact-form lead, decision 053): the
 * rooms to rent (student, shared, holiday) are part of a building, so apartments.
 */
export const CRM_PROPERTY_TYPE_OF_CATEGORY: Record<Category, CrmPropertyType> = {
  studentRooms: 'apartments',
  sharedApartments: 'apartments',
  holidayRooms: 'apartments',
  apartments: 'apartments',
  bungalow: 'bungalow',
  houses: 'houses',
  loft: 'loft',
  office: 'office',
  townhome: 'townhome',
  villa: 'villa',
};

export const ZCrmPropertyType = z.enum(CRM_PROPERTY_TYPES, { error: CRM_MESSAGES.propertyType });
