import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReport } from '@immora/shared/reporting';
import { Chart, type ChartSeries } from '../../../components/dashboard/chart.tsx';
import { formatDay } from '../utils/format-day.ts';

const at = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Views, then leads and appointments, per bucket of the period, with their figures as tables. */
export function ReportCharts({ report }: { report: TReport }) {
  const { t, i18n } = useTranslation('reporting');
  const language = i18n.resolvedLanguage ?? 'en';
  const [views, activity] = useMemo(() => {
    const line = (label: string, key: 'views' | 'leads' | 'appointments'): ChartSeries => ({
      label,
      points: report.series.map((p) => ({ x: at(p.start), y: p[key] })),
    });
    return [
      [line(t('figures.views'), 'views')],
      [line(t('figures.leads'), 'leads'), line(t('figures.appointments'), 'appointments')],
    ];
  }, [report.series, t]);
  const formatX = (x: number) => {
    const day = new Date(x).toISOString().slice(0, 10);
    return report.granularity === 'week'
      ? t('charts.weekOf', { date: formatDay(day, language) })
      : formatDay(day, language, report.granularity);
  };
  return (
    <div className="report-charts">
      <Chart title={t('charts.views')} series={views} formatX={formatX} />
      <Chart title={t('charts.leadsAndAppointments')} series={activity} formatX={formatX} />
    </div>
  );
}
