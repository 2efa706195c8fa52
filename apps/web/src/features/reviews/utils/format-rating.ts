import { numberLocale } from '../../../lib/format.ts';

/** An average rating with one decimal in the reader's language ('4.0', '3,7'); a dash without reviews. */
export const formatRating = (value: number | null, language: string) =>
  value === null
    ? '–'
    : new Intl.NumberFormat(numberLocale(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
        value,
      );
