import { LISTING_MESSAGES, ZListingInput, missingForPublish } from '@immora/shared/listing-form';
import type { ListingInput } from '@immora/shared/listing-form';
import { toListingInput } from './form-values.ts';
import type { FormValues } from './form-values.ts';
import { stepOfField } from './wizard-steps.ts';
import type { Step } from './wizard-steps.ts';

/** Field (`title`, `facts.epcScore`, `photos`) → key of its message under `addProperty.errors`. */
export type FieldErrors = Record<string, string>;

const BY_MESSAGE = new Map<string, string>(
  Object.entries(LISTING_MESSAGES).map(([key, message]) => [message as string, `listing.${key}`]),
);

/** The i18n key of one of the shared schema's English messages. */
export function errorKey(message: string): string {
  const known = BY_MESSAGE.get(message);
  if (known) return known;
  if (message === 'Missing Data') return 'missing';
  if (message.endsWith('must be a number')) return 'number';
  if (message.endsWith('must be a whole number')) return 'whole';
  if (message.endsWith('cannot be negative')) return 'negative';
  if (message.endsWith('too large') || message.endsWith('too late') || message.endsWith('too long')) return 'tooLarge';
  if (message.endsWith('too early')) return 'tooSmall';
  if (message.endsWith('is required')) return 'missing';
  if (message.startsWith('Choose') || message.startsWith('Unknown')) return 'choose';
  if (message === 'Please enter the street and number') return 'street';
  if (message === 'Please enter the city') return 'city';
  if (message.startsWith('Viewing slots')) return 'slots';
  return 'invalid';
}

/** Values the schema refuses (a draft may be incomplete, never wrong). */
export function formatErrors(values: FormValues): FieldErrors {
  const parsed = ZListingInput.safeParse(toListingInput(values));
  const errors: FieldErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String);
    const depth = path[0] === 'translations' ? 3 : path[0] === 'facts' || path[0] === 'availableTimeSlots' ? 2 : 1;
    const field = path.slice(0, depth).join('.');
    if (field && !errors[field]) errors[field] = errorKey(issue.message);
  }
  return errors;
}

/** What publishing still needs (missingForPublish on the form's values), each as 'missing'. */
export function missingFields(values: FormValues, photoCount: number): string[] {
  const input = toListingInput(values) as ListingInput;
  return missingForPublish({ ...input, facts: input.facts ?? {} }, photoCount);
}

/** Wrong values first; with `complete`, also every field publishing needs. */
export function validateListing(values: FormValues, photoCount: number, complete: boolean): FieldErrors {
  const errors = formatErrors(values);
  if (complete) for (const field of missingFields(values, photoCount)) errors[field] ??= 'missing';
  return errors;
}

/** "Next Step": the current step's fields must be valid and complete. */
export function validateStep(values: FormValues, step: Step, photoCount: number): FieldErrors {
  const all = validateListing(values, photoCount, true);
  return Object.fromEntries(Object.entries(all).filter(([field]) => stepOfField(field) === step));
}
