import type { TReportGranularity } from '@immora/shared/reporting';
import { numberLocale } from '../../../lib/format.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A calendar day ('2026-03-30') in the reader's language, as the day it is wherever the browser runs. */
export function formatDay(day: string, language: string, granularity: TReportGranularity = 'day'): string {
  const key = `${language}:${granularity}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      `${language}-BE`,
      granularity === 'month'
        ? { month: 'long', year: 'numeric', timeZone: 'UTC' }
        : { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
    );
    formatters.set(key, f);
  }
  return f.format(new Date(`${day}T00:00:00Z`));
}

/** A share from 0 to 1 as a percentage in the reader's language ('33.3 %'), or a dash. */
export function formatPercent(share: number | null, language: string): string {
  if (share === null) return '—';
  return new Intl.NumberFormat(numberLocale(language), { style: 'percent', maximumFractionDigits: 1 }).format(share);
}
