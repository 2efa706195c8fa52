import { useTranslation } from 'react-i18next';
import type { TMarketIndexEntry } from '@immora/shared/market';
import { PageHero } from '../../../components/page-hero.tsx';
import { RetryButton, StatePanel } from '../../../components/state-panel.tsx';
import { formatLongDate, formatNumber } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useMarketIndex } from '../api/get-market-index.ts';
import { groupByRegion } from '../utils/market-index-groups.ts';
import { MarketTable } from './market-table.tsx';
import { briefColumns, municipalityRow } from './municipality-row.tsx';
import './market.css';

/** One province's municipalities, each with its figures in brief and a link to its page. */
function ProvinceTable({ province, municipalities }: { province: string; municipalities: TMarketIndexEntry[] }) {
  const { t, i18n } = useTranslation('market');
  const language = i18n.resolvedLanguage ?? 'en';
  const id = `market-province-${province.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
  return (
    <div className="stack market-index__province">
      <h3 id={id} className="market-types__title">
        {province}
      </h3>
      <MarketTable
        labelledBy={id}
        className="market-table--index"
        first={t('brief.municipality')}
        columns={briefColumns(t, t('index.saleListings'))}
        rows={municipalities.map((m) => municipalityRow(m, language, formatNumber(m.sale.listings, language)))}
      />
    </div>
  );
}

/** /market (issue 35): every municipality with its asking prices in brief, by region and province. */
export default function MarketIndexPage() {
  const { t, i18n } = useTranslation('market');
  const language = i18n.resolvedLanguage ?? 'en';
  usePageMeta({ title: t('index.title'), description: t('index.metaDescription') });
  const { data, isPending, isError, refetch } = useMarketIndex();
  const lead = data?.computedAt
    ? t('index.lead', { date: formatLongDate(data.computedAt, language) })
    : t('index.leadNotYet');
  return (
    <div className="market-page">
      <PageHero eyebrow={t('index.eyebrow')} title={t('index.title')} lead={lead} className="market-hero" />
      <div className="container stack market-body">
        {isPending ? (
          <div className="stack" aria-busy="true">
            <p role="status" className="note">
              {t('index.loading')}
            </p>
            <div className="card panel market-index__skeleton skeleton" aria-hidden="true" />
          </div>
        ) : isError ? (
          <StatePanel icon="alert" alert level={2} title={t('errorTitle')} text={t('errorText')}>
            <RetryButton onRetry={() => void refetch()} />
          </StatePanel>
        ) : data.municipalities.length === 0 ? (
          <StatePanel icon="chart" level={2} title={t('index.emptyTitle')} text={t('index.emptyText')} />
        ) : (
          <>
            {groupByRegion(data.municipalities).map((region) => (
              <section
                key={region.region}
                className="card panel stack market-index__region"
                aria-labelledby={`market-region-${region.region}`}
              >
                <h2 id={`market-region-${region.region}`} className="market-section__title">
                  {t(`index.regions.${region.region}`)}
                </h2>
                {region.provinces.map((p) => (
                  <ProvinceTable key={p.province} province={p.province} municipalities={p.municipalities} />
                ))}
              </section>
            ))}
            <p className="note">{t('tooFewNote', { min: data.minListings })}</p>
          </>
        )}
      </div>
    </div>
  );
}
