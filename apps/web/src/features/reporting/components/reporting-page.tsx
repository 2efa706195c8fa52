import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportCsvName } from '@immora/shared/reporting-csv';
import { PageHeader } from '../../../components/dashboard/page-header.tsx';
import { Icon } from '../../../components/icon.tsx';
import { RetryButton, StatePanel } from '../../../components/state-panel.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { exportReport, useReport } from '../api/get-report.ts';
import { useReportPeriod } from '../utils/use-report-period.ts';
import { formatDay } from '../utils/format-day.ts';
import { PeriodPicker } from './period-picker.tsx';
import { ReportCharts } from './report-charts.tsx';
import { useAgentColumns, usePropertyColumns } from './report-columns.tsx';
import { ReportFigures } from './report-figures.tsx';
import { ReportTable } from './report-table.tsx';
import './reporting.css';

type Breakdown = 'properties' | 'agents';

/**
 * Reporting (dashboard-reporting, agency-reporting; decision 033): a period in the address, the
 * period's figures, charts per bucket, a table per listing and, for an agency, per agent, and CSV.
 */
export default function ReportingPage({ role }: { role: 'individual' | 'agency' }) {
  const { t, i18n } = useTranslation('reporting');
  const language = i18n.resolvedLanguage ?? 'en';
  const id = useId();
  const agency = role === 'agency';
  const { period, setPreset, setCustom, setGranularity } = useReportPeriod();
  const report = useReport(period);
  const propertyColumns = usePropertyColumns(agency);
  const agentColumns = useAgentColumns();
  const [busy, setBusy] = useState<Breakdown | null>(null);
  usePageMeta(t('title'));

  const download = async (breakdown: Breakdown) => {
    setBusy(breakdown);
    try {
      saveFile(await exportReport(period, breakdown), reportCsvName(breakdown, period.from, period.to));
    } catch {
      toast(t('exportFailed'), 'error');
    } finally {
      setBusy(null);
    }
  };
  const exportButton = (breakdown: Breakdown) => (
    <button
      type="button"
      className={`btn btn--small ${breakdown === 'properties' ? 'btn--primary' : 'btn--ghost'}`}
      disabled={busy !== null}
      onClick={() => void download(breakdown)}
    >
      <Icon name="download" size={16} />
      {t(breakdown === 'properties' ? 'export' : 'exportAgents')}
    </button>
  );

  const data = report.data;
  const quiet = data && data.properties.length === 0 && data.totals.appointmentsByStatus.cancelled === 0;

  return (
    <section className="stack dash-page reporting-page" aria-labelledby={`${id}-title`}>
      <PageHeader
        id={`${id}-title`}
        title={t('title')}
        lead={t(agency ? 'leadAgency' : 'lead')}
        count={t('period.range', { from: formatDay(period.from, language), to: formatDay(period.to, language) })}
        actions={
          <>
            {agency && exportButton('agents')}
            {exportButton('properties')}
          </>
        }
      />
      <PeriodPicker
        key={`${period.preset}-${period.from}-${period.to}`}
        period={period}
        onPreset={setPreset}
        onCustom={setCustom}
        onGranularity={setGranularity}
      />
      {report.isError ? (
        <StatePanel icon="alert" title={t('errorTitle')} alert level={2}>
          <RetryButton onRetry={() => void report.refetch()} />
        </StatePanel>
      ) : (
        <div className="stack report-body" aria-busy={report.isFetching || undefined}>
          <ReportFigures totals={data?.totals} />
          {quiet ? (
            <StatePanel icon="chart" level={2} title={t('empty.title')} text={t('empty.text')} />
          ) : (
            <>
              {data && <ReportCharts report={data} />}
              <ReportTable
                id={`${id}-properties`}
                title={t('properties.title')}
                caption={t('properties.caption')}
                emptyTitle={t('properties.emptyTitle')}
                errorTitle={t('errorTitle')}
                report={report}
                rows={(r) => r.properties}
                columns={propertyColumns}
                rowId={(row) => row.id}
                rowLabel={(row) => row.title ?? t('properties.untitled')}
                rowTestId="report-property-row"
              />
            </>
          )}
          {agency && (
            <ReportTable
              id={`${id}-agents`}
              title={t('agents.title')}
              caption={t('agents.caption')}
              emptyTitle={t('agents.emptyTitle')}
              errorTitle={t('errorTitle')}
              report={report}
              rows={(r) => r.agents ?? []}
              columns={agentColumns}
              rowId={(row) => row.id ?? 'unassigned'}
              rowLabel={(row) => row.name ?? t('agents.unassigned')}
              rowTestId="report-agent-row"
            />
          )}
        </div>
      )}
    </section>
  );
}
