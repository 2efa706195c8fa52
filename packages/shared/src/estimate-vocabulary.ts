import { CATEGORIES, type Category } from './listing.ts';

/**
 * The estimate's vocabulary without zod (decision 068): `@immora/shared/estimates` re-exports it
 * with the contract, and `/estimate`, a first page that loads no zod before a form is sent
 * (decision 029), imports it from here.
 */

export const ESTIMATE_TRANSACTIONS = ['sale', 'rent'] as const;
export type EstimateTransaction = (typeof ESTIMATE_TRANSACTIONS)[number];

/** Rooms are not whole properties: their rent depends on what is shared, which listings do not record. */
export const ROOM_CATEGORIES = [
  'studentRooms',
  'sharedApartments',
  'holidayRooms',
] as const satisfies readonly Category[];

/**
 * Which listing categories are compared with each other: a loft with apartments, a villa with
 * houses (the regression's category adjustment takes the difference between them out).
 */
export const COMPARABLE_GROUPS = {
  apartment: ['apartments', 'loft'],
  house: ['houses', 'townhome', 'villa', 'bungalow'],
  office: ['office'],
} as const satisfies Record<string, readonly Category[]>;
export type ComparableGroup = keyof typeof COMPARABLE_GROUPS;

export function comparableGroup(category: Category): ComparableGroup | null {
  for (const [group, members] of Object.entries(COMPARABLE_GROUPS) as [ComparableGroup, readonly Category[]][]) {
    if (members.includes(category)) return group;
  }
  return null;
}

/** The categories an estimate can be made for (every whole-property type). */
export const ESTIMATE_CATEGORIES = CATEGORIES.filter((c) => comparableGroup(c) !== null);
