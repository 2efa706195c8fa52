import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/dashboard/chart.tsx';
import { PageHeader } from '../../../components/dashboard/page-header.tsx';
import { StatCard, StatCards } from '../../../components/dashboard/stat-card.tsx';
import { Tabs } from '../../../components/dashboard/tabs.tsx';
import { formatDate } from '../../../lib/format.ts';
import { SAMPLE_SERIES } from './sample-rows.ts';

/** Page header, stat cards (figures and loading), tabs and a chart. */
export function DashboardSection() {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState('overview');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <>
      <div className="stack kit-state">
        <PageHeader
          id="kit-page-header"
          level={2}
          title={t('devKit.crumbKit')}
          lead={t('devKit.lead')}
          count={t('dataTable.rows', { count: 13 })}
          breadcrumb={[{ label: t('devKit.crumbHome'), to: '/' }, { label: t('devKit.crumbKit') }]}
          actions={
            <button type="button" className="btn btn--primary btn--small">
              {t('devKit.action')}
            </button>
          }
        />
      </div>
      <div className="stack kit-state">
        <StatCards label={t('devKit.dashboard')}>
          <StatCard icon="eye" label={t('devKit.statViews')} value={1284} hint={t('devKit.statHint')} />
          <StatCard icon="user" tone="accent" label={t('devKit.statLeads')} value={37} hint={t('devKit.statHint')} />
          <StatCard icon="check" tone="success" label={t('devKit.columns.price')} value="€390,000" />
        </StatCards>
      </div>
      <div className="stack kit-state">
        <h3 className="kit-state__title">{t('devKit.states.loading')}</h3>
        <StatCards label={t('devKit.states.loading')} loading count={3} />
      </div>
      <div className="stack kit-state">
        <Tabs
          label={t('devKit.tabs')}
          selected={tab}
          onSelect={setTab}
          tabs={[
            { id: 'overview', label: t('devKit.tabOverview'), panel: <p>{t('devKit.tabPanel')}</p> },
            { id: 'activity', label: t('devKit.tabActivity'), panel: <p>{t('devKit.tabPanel')}</p> },
          ]}
        />
      </div>
      <div className="stack kit-state">
        <Chart
          title={t('devKit.chart')}
          series={[{ label: t('devKit.statViews'), points: SAMPLE_SERIES }]}
          formatX={(x) => formatDate(new Date(x).toISOString(), language)}
        />
      </div>
      <div className="stack kit-state">
        <h3 className="kit-state__title">{t('devKit.states.empty')}</h3>
        <Chart title={t('devKit.chart')} series={[{ label: t('devKit.statViews'), points: [] }]} formatX={String} />
      </div>
    </>
  );
}
