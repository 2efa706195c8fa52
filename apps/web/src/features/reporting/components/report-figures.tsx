import { useTranslation } from 'react-i18next';
import type { TReport } from '@immora/shared/reporting';
import { StatCard, StatCards } from '../../../components/dashboard/stat-card.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { formatPercent } from '../utils/format-day.ts';

/** The period's totals: views, leads, appointments (by status) and the lead-to-viewing conversion. */
export function ReportFigures({ totals }: { totals: TReport['totals'] | undefined }) {
  const { t, i18n } = useTranslation('reporting');
  const language = i18n.resolvedLanguage ?? 'en';
  const n = (value: number) => formatNumber(value, language);
  return (
    <StatCards label={t('figures.label')} loading={!totals} count={4}>
      {totals && (
        <>
          <StatCard icon="eye" tone="accent" label={t('figures.views')} value={n(totals.views)} testId="report-views" />
          <StatCard icon="mail" tone="navy" label={t('figures.leads')} value={n(totals.leads)} testId="report-leads" />
          <StatCard
            icon="calendar"
            tone="success"
            label={t('figures.appointments')}
            value={n(totals.appointments)}
            hint={t('figures.appointmentsHint', {
              pending: n(totals.appointmentsByStatus.pending),
              confirmed: n(totals.appointmentsByStatus.confirmed),
              completed: n(totals.appointmentsByStatus.completed),
              cancelled: n(totals.appointmentsByStatus.cancelled),
            })}
            testId="report-appointments"
          />
          <StatCard
            icon="chart"
            tone="navy"
            label={t('figures.conversion')}
            value={formatPercent(totals.conversion, language)}
            hint={
              totals.leads > 0
                ? t('figures.conversionHint', { converted: n(totals.convertedLeads), leads: n(totals.leads) })
                : t('figures.conversionNone')
            }
            testId="report-conversion"
          />
        </>
      )}
    </StatCards>
  );
}
