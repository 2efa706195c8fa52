/** Listing vocabulary of spec 2 §3, shared by the API, the seed and the screens. */
export const CATEGORIES = [
  'studentRooms',
  'sharedApartments',
  'holidayRooms',
  'apartments',
  'bungalow',
  'houses',
  'loft',
  'office',
  'townhome',
  'villa',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** The property types linked from the side panel (spec 1 §2). */
export const SIDE_PANEL_CATEGORIES = [
  'apartments',
  'bungalow',
  'houses',
  'loft',
  'office',
  'townhome',
  'villa',
] as const satisfies readonly Category[];

export const LISTING_TYPES = ['rent', 'sale', 'auction'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export const PROPERTY_STATUSES = ['draft', 'pending', 'published', 'processing', 'active'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

/** Statuses a visitor can see in search. */
export const PUBLIC_STATUSES = ['published', 'active'] as const satisfies readonly PropertyStatus[];

export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export const AMENITIES = [
  'garden',
  'terrace',
  'balcony',
  'garage',
  'parking',
  'elevator',
  'furnished',
  'cellar',
  'solarPanels',
  'heatPump',
  'airConditioning',
  'fireplace',
  'swimmingPool',
  'wifi',
  'washingMachine',
  'dishwasher',
  'petsAllowed',
  'wheelchairAccess',
] as const;
export type Amenity = (typeof AMENITIES)[number];

/** Preset searches behind the public room routes (spec 1 §2). */
export const PRESET_SEARCHES = {
  '/holiday-rooms': { category: 'holidayRooms' },
  '/student-rooms': { category: 'studentRooms' },
  '/shared-appartments': { category: 'sharedApartments' },
  '/auction-properties': { type: 'auction' },
} as const;
