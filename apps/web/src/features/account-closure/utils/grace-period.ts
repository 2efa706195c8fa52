import { numberLocale } from '../../../lib/format.ts';

const DAY_MS = 86_400_000;

/**
 * The server's grace period (ACCOUNT_ERASURE_DAYS, decimals allowed; decision 061) in the reader's
 * words: '30 days', or in hours or minutes when it is shorter than a day (a test bed's minute).
 */
export function formatGracePeriod(days: number, language: string): string {
  const [unit, value] = days >= 1 ? ['day', days] : days * 24 >= 1 ? ['hour', days * 24] : ['minute', days * 1440];
  return new Intl.NumberFormat(numberLocale(language), {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(value as number);
}

/** When an account closed now would be erased. */
export const erasureDate = (days: number, now = Date.now()) => new Date(now + days * DAY_MS).toISOString();
