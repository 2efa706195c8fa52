import { Suspense, lazy, useId, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '@immora/shared/routes';
import { SEARCH_SORTS } from '@immora/shared/search-filters';
import { PropertyCard } from '../../../components/property-card.tsx';
import { PropertyCardSkeleton } from '../../../components/property-card-skeleton.tsx';
import { RetryButton, StatePanel } from '../../../components/state-panel.tsx';
import { Icon } from '../../../components/icon.tsx';
import { BrowserOnly } from '../../../components/browser-only.tsx';
import { Overlay } from '../../../components/overlay.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { askToLogIn } from '../../../lib/ask-to-log-in.ts';
import { useCanKeepLists, useFavouriteAction } from '../../favourites/hooks/use-favourite-action.ts';
import { useSearchProperties } from '../api/search-properties.ts';
import {
  countRefinements,
  presetFor,
  readFilters,
  toSavedFilters,
  toSearchParams,
  widenFilters,
} from '@immora/shared/search-filters';
import { RESULTS_PAGE_SIZE } from '@immora/shared/search-filters';
import type { SearchFilters, SearchSort } from '@immora/shared/search-filters';
import { searchHeading } from '../utils/search-heading.ts';
import { Pagination } from '../../../components/pagination.tsx';
import { FilterForm } from './filter-form.tsx';
import { SaveSearchDialog } from './save-search-dialog.tsx';
import { MarketLink } from '../../../components/market-link.tsx';
import './properties-page.css';

// Leaflet and the map code download only when a map is shown.
const ResultsMap = lazy(() => import('../../map/components/results-map.tsx'));

const PHONE_QUERY = '(max-width: 960px)';

/** Search: filters, sort and pages in the address; list and map side by side (a toggle on phones). */
export default function PropertiesPage({ def }: { def: RouteDef }) {
  const { t } = useTranslation();
  const id = useId();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const phone = useMediaQuery(PHONE_QUERY);
  const filters = readFilters(pathname, params);
  const preset = presetFor(pathname);
  const { data, isPending, isError, refetch, isFetching, isPlaceholderData } = useSearchProperties(filters);
  const favourites = useFavouriteAction();
  const lists = useCanKeepLists();
  const [view, setView] = useState<'list' | 'map'>('list');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [saveOpen, setSaveOpen] = useState(false);
  const [searchAsMove, setSearchAsMove] = useState(true);
  const [hovered, setHovered] = useState<string | null>(null);

  const heading = searchHeading(filters, def.page, pathname, t);
  const baseMeta = t(`search.meta.${def.page}`, { defaultValue: t('search.meta.properties') });
  usePageMeta(
    heading,
    data
      ? t(data.totalCapped ? 'search.metaResultsCapped' : 'search.metaResults', {
          count: data.total,
          title: heading,
          text: baseMeta,
        })
      : baseMeta,
  );

  const go = (next: Partial<SearchFilters>, replace = false) => {
    const query = toSearchParams(pathname, next).toString();
    void navigate({ pathname, search: query ? `?${query}` : '' }, { replace });
    setDrawerOpen(false);
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || RESULTS_PAGE_SIZE))) : 1;
  const refinements = countRefinements(filters);
  const showMap = !phone || view === 'map';
  const showList = !phone || view === 'list';

  const saveSearch = () => {
    if (lists.guest) {
      void askToLogIn(t('savedSearch.signIn'), t('favourites.login'), t('favourites.cancel'));
      return;
    }
    setSaveOpen(true);
  };

  const form = (variant: 'bar' | 'drawer') => (
    <FilterForm
      key={search}
      filters={filters}
      lockType={Boolean(preset.type)}
      lockCategory={Boolean(preset.category)}
      variant={variant}
      onSearch={(next) => go(next)}
    />
  );

  return (
    <div className="search-page">
      <section className="search-head">
        <div className="stack search-head__inner">
          <div className="search-head__titles">
            <span className="eyebrow eyebrow--on-dark">{t('search.eyebrow')}</span>
            <h1 className="search-head__title">{heading}</h1>
            {filters.city && <MarketLink city={filters.city} className="search-head__market" />}
          </div>
          {phone ? (
            <div className="search-head__phone-tools">
              <button
                type="button"
                className="btn btn--dark btn--small"
                aria-haspopup="dialog"
                onClick={() => setDrawerOpen(true)}
              >
                <Icon name="filter" size={16} />
                {t('search.filters.button')}
                {refinements > 0 && <span className="count-badge">{refinements}</span>}
              </button>
            </div>
          ) : (
            form('bar')
          )}
        </div>
      </section>

      <div className={`search-layout search-layout--${phone ? view : 'split'}`}>
        <section className="search-list" aria-labelledby={`${id}-count`} aria-busy={isFetching}>
          <div className="split search-toolbar">
            <h2 id={`${id}-count`} className="search-toolbar__count" aria-live="polite">
              {isPending
                ? t('search.searching')
                : data
                  ? t(data.totalCapped ? 'search.countCapped' : 'search.count', { count: data.total })
                  : t('search.errorTitle')}
            </h2>
            <div className="cluster search-toolbar__actions">
              <label className="row-inline sort-select">
                <span>{t('search.sort.label')}</span>
                <select
                  value={filters.sort ?? 'boosted'}
                  onChange={(e) => go({ ...filters, sort: e.target.value as SearchSort, page: 1 })}
                >
                  {SEARCH_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(`search.sort.${sort}`)}
                    </option>
                  ))}
                </select>
              </label>
              {(lists.guest || lists.allowed) && (
                <button type="button" className="btn btn--ghost btn--small" onClick={saveSearch}>
                  <Icon name="bookmark" size={16} />
                  {t('savedSearch.button')}
                </button>
              )}
            </div>
          </div>

          {showList && (
            <>
              {isPending && (
                <ul className="grid-auto property-grid search-grid" aria-hidden="true">
                  {Array.from({ length: 6 }, (_, i) => (
                    <li key={i}>
                      <PropertyCardSkeleton />
                    </li>
                  ))}
                </ul>
              )}
              {isError && !data && (
                <StatePanel icon="alert" alert title={t('search.errorTitle')} text={t('search.errorText')}>
                  <RetryButton onRetry={() => void refetch()} />
                </StatePanel>
              )}
              {data && data.items.length === 0 && (
                <StatePanel icon="search" title={t('search.emptyTitle')} text={t('search.emptyWiden')}>
                  <button type="button" className="btn btn--primary" onClick={() => go(widenFilters(filters))}>
                    {t('search.widen')}
                  </button>
                  <button type="button" className="btn btn--ghost" onClick={() => go({})}>
                    {t('search.clearFilters')}
                  </button>
                </StatePanel>
              )}
              {data && data.items.length > 0 && (
                <>
                  <ul className={`grid-auto property-grid search-grid${isPlaceholderData ? ' is-stale' : ''}`}>
                    {data.items.map((property, index) => (
                      <li key={property.id}>
                        <PropertyCard
                          property={property}
                          priority={index === 0}
                          onHover={phone ? undefined : setHovered}
                          favourite={
                            favourites.visible
                              ? {
                                  active: favourites.isFavourite(property.id),
                                  onToggle: () => favourites.toggle(property.id),
                                }
                              : undefined
                          }
                        />
                      </li>
                    ))}
                  </ul>
                  <Pagination page={data.page} pages={pages} onChange={(page) => go({ ...filters, page })} />
                </>
              )}
            </>
          )}
        </section>

        {showMap && (
          <aside className="search-map" aria-label={t('search.map.label')}>
            <BrowserOnly fallback={<div className="search-map__loading skeleton" />}>
              <Suspense fallback={<div className="search-map__loading skeleton" />}>
                <ResultsMap
                  items={data?.items ?? []}
                  bbox={filters.bbox}
                  polygon={filters.polygon}
                  searchAsMove={searchAsMove}
                  onSearchAsMoveChange={setSearchAsMove}
                  onBoundsChange={(bbox) => go({ ...filters, bbox, page: 1 }, true)}
                  onPolygonChange={(polygon) => {
                    const next: SearchFilters = { ...filters, page: 1 };
                    if (polygon) next.polygon = polygon;
                    else delete next.polygon;
                    go(next);
                  }}
                  onOpen={(property) => void navigate(`/single-v1/${property}`)}
                  highlightId={hovered}
                />
              </Suspense>
            </BrowserOnly>
          </aside>
        )}
      </div>

      {phone && (
        <div className="view-toggle" role="group" aria-label={t('search.view.label')}>
          <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
            <Icon name="list" size={16} />
            {t('search.view.list')}
          </button>
          <button type="button" aria-pressed={view === 'map'} onClick={() => setView('map')}>
            <Icon name="map" size={16} />
            {t('search.view.map')}
          </button>
        </div>
      )}

      <Overlay
        open={phone && drawerOpen}
        onClose={() => setDrawerOpen(false)}
        labelledBy={`${id}-filters`}
        variant="right"
        className="filters-drawer"
      >
        <div className="bar filters-drawer__head">
          <h2 id={`${id}-filters`} className="title-xl">
            {t('search.filters.title')}
          </h2>
          <button
            type="button"
            className="icon-btn"
            aria-label={t('search.filters.close')}
            onClick={() => setDrawerOpen(false)}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
        {form('drawer')}
      </Overlay>

      {saveOpen && (
        <SaveSearchDialog
          open
          onClose={() => setSaveOpen(false)}
          filters={toSavedFilters(filters)}
          suggestedTitle={heading}
        />
      )}
    </div>
  );
}
