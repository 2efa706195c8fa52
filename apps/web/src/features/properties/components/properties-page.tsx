import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '@immora/shared/routes';
import { PropertyCard } from '../../../components/property-card.tsx';
import { PropertyCardSkeleton } from '../../../components/property-card-skeleton.tsx';
import { Icon } from '../../../components/icon.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { RESULTS_PAGE_SIZE, useSearchProperties } from '../api/search-properties.ts';
import { presetFor, readFilters, toSearchParams } from '../utils/search-params.ts';
import type { SearchFilters } from '../utils/search-params.ts';
import { Pagination } from './pagination.tsx';
import { SearchBar } from './search-bar.tsx';
import './properties-page.css';

/** Results grid for /properties, its aliases and the preset room and auction routes. */
export function PropertiesPage({ def }: { def: RouteDef }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = readFilters(pathname, params);
  const preset = presetFor(pathname);
  const { data, isPending, isError, refetch, isFetching } = useSearchProperties(filters);

  const title = t(`pages.${def.page}`);
  usePageMeta(title, t(`search.meta.${def.page}`, { defaultValue: t('search.meta.properties') }));

  const go = (next: Partial<SearchFilters>) => {
    const query = toSearchParams(pathname, next).toString();
    void navigate(query ? `${pathname}?${query}` : pathname);
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || RESULTS_PAGE_SIZE))) : 1;
  const summary = [
    filters.category ? t(`categories.${filters.category}`) : null,
    filters.type ? t(`listingTypes.${filters.type}`) : null,
    filters.city ?? null,
    filters.q ? `“${filters.q}”` : null,
  ].filter(Boolean);

  return (
    <div className="results">
      <section className="results__hero">
        <div className="container">
          <span className="eyebrow">{t('search.eyebrow')}</span>
          <h1 className="results__title">{title}</h1>
          {summary.length > 0 && <p className="results__summary">{summary.join(' · ')}</p>}
          <SearchBar
            key={params.toString()}
            filters={filters}
            lockType={Boolean(preset.type)}
            lockCategory={Boolean(preset.category)}
            onSearch={go}
          />
        </div>
      </section>
      <section className="container results__body" aria-labelledby="results-count" aria-busy={isFetching}>
        <div className="results__bar">
          <h2 id="results-count" className="results__count" aria-live="polite">
            {isPending
              ? t('search.searching')
              : data
                ? t('search.count', { count: data.total })
                : t('search.errorTitle')}
          </h2>
          {data && data.total > 0 && (
            <span className="results__page">{t('search.pageOf', { page: data.page, pages })}</span>
          )}
        </div>
        {isPending && (
          <ul className="property-grid" aria-hidden="true">
            {Array.from({ length: 8 }, (_, i) => (
              <li key={i}>
                <PropertyCardSkeleton />
              </li>
            ))}
          </ul>
        )}
        {isError && !data && (
          <div className="results__state" role="alert">
            <Icon name="alert" size={32} />
            <h3>{t('search.errorTitle')}</h3>
            <p>{t('search.errorText')}</p>
            <button type="button" className="btn btn--dark" onClick={() => void refetch()}>
              <Icon name="refresh" size={16} />
              {t('search.retry')}
            </button>
          </div>
        )}
        {data && data.items.length === 0 && (
          <div className="results__state">
            <Icon name="search" size={32} />
            <h3>{t('search.emptyTitle')}</h3>
            <p>{t('search.emptyText')}</p>
            <button type="button" className="btn btn--primary" onClick={() => go({})}>
              {t('search.clearFilters')}
            </button>
          </div>
        )}
        {data && data.items.length > 0 && (
          <>
            <ul className="property-grid">
              {data.items.map((property) => (
                <li key={property.id}>
                  <PropertyCard property={property} />
                </li>
              ))}
            </ul>
            <Pagination page={data.page} pages={pages} onChange={(page) => go({ ...filters, page })} />
          </>
        )}
      </section>
    </div>
  );
}
