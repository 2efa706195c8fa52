import {
  REPORT_GRANULARITIES,
  REPORT_TIME_ZONE,
  ZReportQuery,
  addDays,
  periodDays,
  type TReportGranularity,
} from '@immora/shared/reporting';
import { localDateKey } from '@immora/shared/local-time';

export const PERIOD_PRESETS = ['7d', '30d', '90d', '12m'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number] | 'custom';
export const DEFAULT_PRESET: PeriodPreset = '30d';

/** The period a report shows: Belgian days, both counted, and how they are grouped. */
export type ReportPeriod = { preset: PeriodPreset; from: string; to: string; granularity: TReportGranularity };

/** Today in Belgium, the calendar the server counts in. */
export const belgianToday = (now = new Date()) => localDateKey(now, REPORT_TIME_ZONE);

/** The days of a preset ending today; 12 months start on the first day of the month eleven months back. */
export function presetRange(preset: Exclude<PeriodPreset, 'custom'>, today: string) {
  if (preset === '12m') {
    const first = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 12, 1));
    return { from: first.toISOString().slice(0, 10), to: today };
  }
  return { from: addDays(today, -(Number.parseInt(preset, 10) - 1)), to: today };
}

/** Days for a week or so, weeks for a quarter, months beyond. */
export function defaultGranularity(from: string, to: string): TReportGranularity {
  const days = periodDays(from, to);
  return days <= 31 ? 'day' : days <= 120 ? 'week' : 'month';
}

const isPreset = (v: string | null): v is Exclude<PeriodPreset, 'custom'> =>
  (PERIOD_PRESETS as readonly string[]).includes(v ?? '');
const isGranularity = (v: string | null): v is TReportGranularity =>
  (REPORT_GRANULARITIES as readonly string[]).includes(v ?? '');

/**
 * The period kept in the address (`period`, and `from`/`to` when custom, `granularity` when
 * chosen): what the server would refuse falls back to the last 30 days.
 */
export function readPeriod(params: URLSearchParams, today: string): ReportPeriod {
  const asked = params.get('period');
  let preset: PeriodPreset = isPreset(asked) ? asked : DEFAULT_PRESET;
  let range = presetRange(isPreset(asked) ? asked : '30d', today);
  if (asked === 'custom') {
    const custom = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
    if (ZReportQuery.safeParse(custom).success) {
      preset = 'custom';
      range = custom;
    }
  }
  const granularity = params.get('granularity');
  return {
    preset,
    ...range,
    granularity: isGranularity(granularity) ? granularity : defaultGranularity(range.from, range.to),
  };
}
