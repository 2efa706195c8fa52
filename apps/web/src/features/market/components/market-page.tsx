import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { TMarket } from '@immora/shared/market';
import { marketPagePath, marketSlugFor } from '@immora/shared/market-vocabulary';
import { Icon } from '../../../components/icon.tsx';
import { PageHero } from '../../../components/page-hero.tsx';
import { RetryButton, StatePanel } from '../../../components/state-panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { marketQuery, useMarket } from '../api/get-market.ts';
import { municipalityName, searchResultsPath } from '../utils/market-figures.ts';
import { MarketAlternates } from './market-alternates.tsx';
import { MarketEpc } from './market-epc.tsx';
import { MarketKeyFigures } from './market-key-figures.tsx';
import { MarketNeighbours } from './market-neighbours.tsx';
import { MarketTrend } from './market-trend.tsx';
import { MarketTypes } from './market-types.tsx';
import './market.css';

/**
 * The address follows the reader's language (decision 075): a Dutch reader of /market/ixelles is
 * taken to /market/elsene, with the answer already in place under that slug (no second load).
 */
function useLanguageSlug(market: TMarket | undefined, slug: string, language: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const wanted = market ? marketSlugFor(market.municipality.slugs, language) : slug;
  useEffect(() => {
    if (!market || wanted === slug) return;
    queryClient.setQueryData(marketQuery(wanted).queryKey, {
      ...market,
      municipality: { ...market.municipality, slug: wanted },
    });
    void navigate(`${marketPagePath(wanted)}${window.location.search}`, { replace: true, preventScrollReset: true });
  }, [market, wanted, slug, navigate, queryClient]);
}

/** /market/:municipality (issue 35): a municipality's asking prices, trend, energy classes and neighbours. */
export default function MarketPage({ notFound }: { notFound: ReactNode }) {
  const { municipality: slug = '' } = useParams();
  const { t, i18n } = useTranslation('market');
  const language = i18n.resolvedLanguage ?? 'en';
  const { data: market, isPending, isError, error, refetch } = useMarket(slug);
  const name = market ? municipalityName(market.municipality, language) : '';
  usePageMeta({
    title: market ? t('page.title', { name }) : t('index.title'),
    description: market ? t('page.metaDescription', { name }) : t('index.metaDescription'),
  });
  useLanguageSlug(market, slug, language);

  if (isError && error instanceof ApiError && error.status === 404) return <>{notFound}</>;
  if (isPending)
    return (
      <div className="market-page" aria-busy="true">
        <PageHero eyebrow={t('index.eyebrow')} title={t('page.loading')} lead="" className="market-hero" />
        <div className="container market-body">
          <ul className="stat-cards market-loading" aria-hidden="true">
            {Array.from({ length: 4 }, (_, i) => (
              <li key={i} className="stack stat-card stat-card--skeleton skeleton" />
            ))}
          </ul>
        </div>
      </div>
    );
  if (isError)
    return (
      <div className="container market-body">
        <StatePanel icon="alert" alert level={1} title={t('errorTitle')} text={t('errorText')}>
          <RetryButton onRetry={() => void refetch()} />
        </StatePanel>
      </div>
    );

  const m = market.municipality;
  const lead = market.computedAt
    ? t('page.lead', { name, postalCode: m.postalCode, date: formatLongDate(market.computedAt, language) })
    : t('page.leadNotYet', { name, postalCode: m.postalCode });
  return (
    <div className="market-page">
      <MarketAlternates slugs={m.slugs} />
      <PageHero
        eyebrow={t('page.eyebrow', { province: m.province })}
        title={t('page.title', { name })}
        lead={lead}
        className="market-hero"
      >
        <div className="cluster market-hero__links">
          <Link className="btn btn--primary" to={searchResultsPath('sale', m.name)}>
            <Icon name="search" size={16} />
            {t('page.searchSale', { name })}
          </Link>
          <Link className="btn btn--light" to={searchResultsPath('rent', m.name)}>
            <Icon name="key" size={16} />
            {t('page.searchRent', { name })}
          </Link>
        </div>
      </PageHero>
      <div className="container stack market-body">
        <nav className="crumbs" aria-label={t('page.breadcrumb')}>
          <Link to="/market">{t('page.allMunicipalities')}</Link>
          <Icon name="chevronRight" size={14} />
          <span aria-current="page">{name}</span>
        </nav>
        <MarketKeyFigures market={market} />
        <MarketTypes market={market} />
        <div className="market-columns">
          <MarketTrend market={market} />
          <MarketEpc market={market} />
        </div>
        <MarketNeighbours market={market} />
        <section className="card panel stack market-method" aria-labelledby="market-method-title">
          <h2 id="market-method-title" className="market-section__title">
            {t('method.title')}
          </h2>
          <p>{t('method.text', { name })}</p>
          <p>{t('tooFewNote', { min: market.minListings })}</p>
        </section>
      </div>
    </div>
  );
}
