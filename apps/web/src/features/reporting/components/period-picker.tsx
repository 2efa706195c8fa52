import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_GRANULARITIES, REPORT_MAX_DAYS, periodDays, type TReportGranularity } from '@immora/shared/reporting';
import { Segmented } from '../../../components/dashboard/segmented.tsx';
import { DateField } from '../../../components/form/date-fields.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { PERIOD_PRESETS, type PeriodPreset, type ReportPeriod } from '../utils/period.ts';

type Props = {
  period: ReportPeriod;
  onPreset: (preset: Exclude<PeriodPreset, 'custom'>) => void;
  onCustom: (from: string, to: string) => void;
  onGranularity: (granularity: TReportGranularity) => void;
};

/** Presets (7, 30, 90 days, 12 months), a custom from–to, and how the days are grouped. */
export function PeriodPicker({ period, onPreset, onCustom, onGranularity }: Props) {
  const { t } = useTranslation('reporting');
  const [custom, setCustom] = useState(period.preset === 'custom');
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [error, setError] = useState<string | undefined>();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const problem =
      !from || !to
        ? 'errorMissing'
        : from > to
          ? 'errorOrder'
          : periodDays(from, to) > REPORT_MAX_DAYS
            ? 'errorLength'
            : null;
    setError(problem ? t(`period.${problem}`) : undefined);
    if (!problem) onCustom(from, to);
  };

  return (
    <div className="stack panel card report-period">
      <div className="cluster report-period__row">
        <Segmented
          label={t('period.label')}
          options={[
            ...PERIOD_PRESETS.map((value) => ({ value, label: t(`period.${value}`) })),
            { value: 'custom' as const, label: t('period.custom') },
          ]}
          value={custom ? 'custom' : period.preset}
          onChange={(value) => {
            if (value === 'custom') {
              setFrom(period.from);
              setTo(period.to);
              setCustom(true);
              return;
            }
            setCustom(false);
            setError(undefined);
            onPreset(value);
          }}
        />
        <SelectField
          label={t('granularity.label')}
          className="report-period__granularity"
          value={period.granularity}
          onChange={(event) => onGranularity(event.target.value as TReportGranularity)}
          options={REPORT_GRANULARITIES.map((value) => ({ value, label: t(`granularity.${value}`) }))}
        />
      </div>
      {custom && (
        <form className="cluster report-period__custom" onSubmit={apply} noValidate>
          <DateField
            label={t('period.from')}
            value={from}
            max={to || undefined}
            onChange={(e) => setFrom(e.target.value)}
          />
          <DateField
            label={t('period.to')}
            value={to}
            min={from || undefined}
            onChange={(e) => setTo(e.target.value)}
            error={error}
          />
          <button type="submit" className="btn btn--primary">
            {t('period.apply')}
          </button>
        </form>
      )}
    </div>
  );
}
