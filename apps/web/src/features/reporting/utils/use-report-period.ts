import { useSearchParams } from 'react-router';
import type { TReportGranularity } from '@immora/shared/reporting';
import { DEFAULT_PRESET, belgianToday, readPeriod, type PeriodPreset } from './period.ts';

/** The report's period in the address, so it survives a reload and can be shared. */
export function useReportPeriod() {
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params, belgianToday());
  const update = (change: (next: URLSearchParams) => void) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      change(next);
      return next;
    });
  return {
    period,
    setPreset: (preset: Exclude<PeriodPreset, 'custom'>) =>
      update((next) => {
        for (const key of ['from', 'to', 'granularity']) next.delete(key);
        if (preset === DEFAULT_PRESET) next.delete('period');
        else next.set('period', preset);
      }),
    setCustom: (from: string, to: string) =>
      update((next) => {
        next.set('period', 'custom');
        next.set('from', from);
        next.set('to', to);
        next.delete('granularity');
      }),
    setGranularity: (granularity: TReportGranularity) => update((next) => next.set('granularity', granularity)),
  };
}
