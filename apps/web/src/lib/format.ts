/**
 * Formatters are built once per language and kind: building an Intl formatter costs far more
 * than using one (a results page formats dozens of prices), and it was a visible part of the
 * listing page's first render on a phone.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let found = formatters.get(key) as T | undefined;
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

/**
 * The locale whose digits each language writes (en 23,424 · nl and el 23.424 · fr 23 424): a
 * Belgian locale for English would group with dots. Numbers and money in forms use it.
 */
const NUMBER_LOCALES: Record<string, string> = { en: 'en-GB', nl: 'nl-BE', el: 'el-GR', fr: 'fr-BE' };

export const numberLocale = (language: string) => NUMBER_LOCALES[language.slice(0, 2)] ?? 'en-GB';

/**
 * How each language groups the digits of a whole number, as Intl writes it for its locale above.
 * Whole numbers and whole euros are written without Intl: a page's first Intl formatter sets up
 * ICU's number data, 15–45 ms of a phone's first screen on this project's machine (decision 046),
 * and the server's and the browser's Intl may differ where these never do.
 */
const GROUPS: Record<string, string> = { en: ',', nl: '.', el: '.', fr: '\u202f' };

/** `value` rounded to a whole number with its language's grouping, or undefined where Intl must do it. */
function grouped(value: number, language: string): string | undefined {
  const separator = GROUPS[language.slice(0, 2)];
  const whole = Math.round(value);
  if (separator === undefined || !Number.isSafeInteger(whole) || whole < 0) return undefined;
  return String(whole).replace(/\B(?=(\d{3})+$)/g, separator);
}

/** Where each language puts the decimal comma or point. */
const DECIMALS: Record<string, string> = { en: '.', nl: ',', el: ',', fr: ',' };

/**
 * `value` with up to three decimals as Intl writes it ('2.5', '2,5'), or undefined where Intl must
 * do it (a negative number, or more decimals, which it rounds).
 */
function withDecimals(value: number, language: string): string | undefined {
  const parts = /^(\d+)\.(\d{1,3})$/.exec(String(value));
  const point = DECIMALS[language];
  if (!parts?.[1] || !parts[2] || !point) return undefined;
  const whole = grouped(Number(parts[1]), language);
  return whole === undefined ? undefined : `${whole}${point}${parts[2]}`;
}

/** A count or a figure in the reader's language ('23,424' and '2.5' in English, '23.424' and '2,5' in Dutch). */
export function formatNumber(value: number, language: string): string {
  // Languages without a locale of their own are written as English (numberLocale).
  const own = numberLocale(language).slice(0, 2);
  const digits = Number.isInteger(value) ? grouped(value, own) : withDecimals(value, own);
  if (digits !== undefined) return digits;
  return formatter(`number:${language}`, () => new Intl.NumberFormat(numberLocale(language))).format(value);
}

/** Where each language writes the euro sign (with a no-break space between in all but English). */
const EURO: Record<string, (digits: string) => string> = {
  en: (digits) => `€${digits}`,
  nl: (digits) => `€\u00a0${digits}`,
  el: (digits) => `${digits}\u00a0€`,
  fr: (digits) => `${digits}\u00a0€`,
};

/** Euro price in the user's language for Belgium, no decimals. */
export function formatEuro(amount: number, language: string): string {
  const euro = EURO[language];
  const digits = grouped(amount, language);
  if (euro && digits !== undefined) return euro(digits);
  try {
    return formatter(
      `euro:${language}`,
      () =>
        new Intl.NumberFormat(`${language}-BE`, {
          style: 'currency',
          currency: 'EUR',
          maximumFractionDigits: 0,
          minimumFractionDigits: 0,
        }),
    ).format(amount);
  } catch {
    return `€ ${Math.round(amount)}`;
  }
}

/**
 * Euro in the reader's language for Belgium, to the cent: whole euros without decimals
 * ('€1,234'), otherwise two ('€1,234.50', '1 234,50 €'), written without Intl as whole euros are.
 */
export function formatEuroExact(amount: number, language: string): string {
  const cents = Math.round(amount * 100);
  if (cents % 100 === 0) return formatEuro(cents / 100, language);
  const euro = EURO[language];
  const digits = grouped(Math.floor(cents / 100), language);
  const point = DECIMALS[language];
  if (euro && digits !== undefined && point) return euro(`${digits}${point}${String(cents % 100).padStart(2, '0')}`);
  try {
    return formatter(
      `euro-cents:${language}`,
      () =>
        new Intl.NumberFormat(`${language}-BE`, {
          style: 'currency',
          currency: 'EUR',
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }),
    ).format(amount);
  } catch {
    return `€ ${amount.toFixed(2)}`;
  }
}

/** A short price for a map pin: '€1,510' or '€300K' (compact from 10 000 on). */
export function formatShortEuro(price: number, language: string): string {
  const compact = price >= 10_000;
  try {
    return formatter(
      `short-euro:${language}:${compact}`,
      () =>
        new Intl.NumberFormat(`${language}-BE`, {
          style: 'currency',
          currency: 'EUR',
          notation: compact ? 'compact' : 'standard',
          minimumFractionDigits: 0,
          maximumFractionDigits: compact ? 1 : 0,
        }),
    ).format(price);
  } catch {
    return `€${Math.round(price)}`;
  }
}

/**
 * Each language's short month names as Intl writes them for its Belgian locale. Short dates are
 * written without Intl, as whole numbers are: a listing's price history was the page's first use
 * of Intl, and setting up ICU took 40 ms of the phone's main thread in one task (issue 10).
 */
const SHORT_MONTHS: Record<string, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  nl: ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
  el: ['Ιαν', 'Φεβ', 'Μαρ', 'Απρ', 'Μαΐ', 'Ιουν', 'Ιουλ', 'Αυγ', 'Σεπ', 'Οκτ', 'Νοε', 'Δεκ'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
};

/**
 * Each language's month names in a date ('28 October 2026'; Greek writes the genitive), as Intl
 * writes them for its Belgian locale. Long dates are written without Intl too: the blog list's and
 * the market page's first long date took 60–90 ms of a 4x-slowed phone's main thread (issue 37).
 */
const LONG_MONTHS: Record<string, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  nl: [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
  el: [
    'Ιανουαρίου',
    'Φεβρουαρίου',
    'Μαρτίου',
    'Απριλίου',
    'Μαΐου',
    'Ιουνίου',
    'Ιουλίου',
    'Αυγούστου',
    'Σεπτεμβρίου',
    'Οκτωβρίου',
    'Νοεμβρίου',
    'Δεκεμβρίου',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
};

/** A month's name on its own ('November 2026'; Greek's nominative, where a date has the genitive). */
const MONTHS_ALONE: Record<string, readonly string[]> = {
  ...LONG_MONTHS,
  el: [
    'Ιανουάριος',
    'Φεβρουάριος',
    'Μάρτιος',
    'Απρίλιος',
    'Μάιος',
    'Ιούνιος',
    'Ιούλιος',
    'Αύγουστος',
    'Σεπτέμβριος',
    'Οκτώβριος',
    'Νοέμβριος',
    'Δεκέμβριος',
  ],
};

/** A month written out ('November 2026', 'november 2026'), of an instant in UTC (a chart's month). */
export function formatMonthYear(time: number, language: string): string {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return '';
  const names = MONTHS_ALONE[language];
  if (names) return `${names[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return formatter(
    `month-year:${language}`,
    () => new Intl.DateTimeFormat(`${language}-BE`, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ).format(date);
}

/** '12 Nov 2026' from a month table, or Intl's own for a language without one. */
function dayMonthYear(iso: string, language: string, months: typeof SHORT_MONTHS, month: 'short' | 'long'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const names = months[language];
  if (names) return `${date.getDate()} ${names[date.getMonth()]} ${date.getFullYear()}`;
  try {
    return formatter(
      `${month}-date:${language}`,
      () => new Intl.DateTimeFormat(`${language}-BE`, { day: 'numeric', month, year: 'numeric' }),
    ).format(date);
  } catch {
    return iso.slice(0, 10);
  }
}

/** A date in the user's language for Belgium ('12 Nov 2026'), in the browser's time zone as Intl would. */
export const formatDate = (iso: string, language: string) => dayMonthYear(iso, language, SHORT_MONTHS, 'short');

/** A publication date in the reader's language, Belgian style ('28 October 2026', '28 oktober 2026'). */
export const formatLongDate = (iso: string, language: string) => dayMonthYear(iso, language, LONG_MONTHS, 'long');

/** A moment in the user's language, Belgian time ('26 Nov 2026, 15:04'). */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(
    `date-time:${language}`,
    () =>
      new Intl.DateTimeFormat(`${language}-BE`, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Europe/Brussels',
      }),
  ).format(date);
}

/** A moment written in full in `timeZone` ('Monday, 30 November 2026 at 15:04'), for an auction's opening or close. */
export function formatFullDateTime(iso: string, language: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(
    `full-date-time:${language}:${timeZone}`,
    () => new Intl.DateTimeFormat(`${language}-BE`, { dateStyle: 'full', timeStyle: 'short', timeZone }),
  ).format(date);
}
