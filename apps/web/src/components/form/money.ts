import { numberLocale as localeOf } from '../../lib/format.ts';

/**
 * Money in the forms: the value is whole cents (what the database keeps), the box shows euros the
 * way the language writes them (en 250,000.50 · nl/el 250.000,50), and what is typed is read back
 * the same way. The API keeps its euro amounts: a form converts at the edge with `centsToEuros`.
 */

function separators(language: string) {
  const parts = new Intl.NumberFormat(localeOf(language)).formatToParts(12345.6);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

/** Cents as euros in the language's digits, decimals only when there are some: 250,000 · 1.234,50. */
export function formatCents(cents: number, language: string): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

const SPACES = /[\s\u00a0\u202f€]/g;

/**
 * Euros as typed, in the language's format, to cents: null when blank, NaN when it is not an
 * amount with at most two decimals. A lone group separator followed by one or two digits
 * ('1234.5' in Dutch) is read as the decimal point people meant.
 */
export function parseEuros(text: string, language: string): number | null {
  const { group, decimal } = separators(language);
  const raw = text.replace(SPACES, '');
  if (raw === '') return null;
  let whole = raw;
  let fraction = '';
  const at = raw.lastIndexOf(decimal);
  if (at >= 0) {
    whole = raw.slice(0, at);
    fraction = raw.slice(at + 1);
  } else {
    const last = raw.lastIndexOf(group);
    if (last >= 0 && raw.indexOf(group) === last && raw.length - last - 1 < 3) {
      whole = raw.slice(0, last);
      fraction = raw.slice(last + 1);
    }
  }
  whole = whole.split(group).join('');
  if (!/^\d+$/.test(whole) || !/^\d{0,2}$/.test(fraction)) return Number.NaN;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The API's euro amount of a form's cents; NaN for blank or unreadable, so the schema says so. */
export const centsToEuros = (cents: number | null | undefined): number =>
  cents === null || cents === undefined ? Number.NaN : cents / 100;

/** A euro amount from the API as the form's cents. */
export const eurosToCents = (euros: number | null | undefined): number | null =>
  euros === null || euros === undefined ? null : Math.round(euros * 100);
