import { CLASSIFIED_MESSAGES } from '@immora/shared/classifieds';

/** The i18n keys (under advertise.form.messages) of the classified schema's English messages. */
const BY_TEXT = new Map<string, string>(
  Object.entries(CLASSIFIED_MESSAGES).map(([key, text]) => [text as string, key]),
);
const COUNT = /^(Bedrooms|Bathrooms|Area) (must be a number|must be a whole number|cannot be negative|is too large)$/;

/** The key of a schema or server message, or null when there is none (the text is shown as is). */
export function classifiedMessageKey(message: string): string | null {
  const known = BY_TEXT.get(message);
  if (known) return known;
  if (message === 'Price is too large') return 'priceTooLarge';
  if (COUNT.test(message)) return 'count';
  return null;
}
