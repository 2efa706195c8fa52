/** The four steps of spec 2 §2 "Add property", and which fields each one holds. */
export const STEPS = ['description', 'location', 'details', 'amenities'] as const;
export type Step = (typeof STEPS)[number];

const STEP_FIELDS: Record<Step, readonly string[]> = {
  description: [
    'language',
    'title',
    'description',
    'translations',
    'category',
    'type',
    'price',
    'availableNow',
    'bedrooms',
    'bathrooms',
    'area',
    'yearBuilt',
    'photos',
  ],
  location: ['address', 'postalCode', 'city', 'country', 'latitude', 'longitude'],
  details: ['referenceCode', 'availableTimeSlots'],
  amenities: ['amenities'],
};

/** The step a field (or `facts.<key>`, `photos`) is entered on. */
export function stepOfField(field: string): Step {
  if (field.startsWith('facts.') || field.startsWith('availableTimeSlots')) return 'details';
  const top = field.split('.')[0] ?? field;
  return STEPS.find((s) => STEP_FIELDS[s].includes(top)) ?? 'description';
}

/** Steps that hold at least one of the fields, in wizard order. */
export const stepsOf = (fields: Iterable<string>): Step[] => {
  const set = new Set([...fields].map(stepOfField));
  return STEPS.filter((s) => set.has(s));
};
