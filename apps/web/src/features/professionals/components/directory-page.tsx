import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RetryButton, StatePanel } from '../../../components/state-panel.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { pageCount, readDirectoryQuery, toDirectoryParams } from '../utils/directory-params.ts';
import type { DirectoryQuery } from '../utils/directory-params.ts';
import { DirectorySearch } from './directory-search.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import './professionals.css';
import { PageHero } from '../../../components/page-hero.tsx';

type Result<T> = {
  data: { items: T[]; total: number; page: number; pageSize: number } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

type Props<T> = {
  kind: 'agents' | 'agencies';
  path: string;
  useResults: (query: DirectoryQuery) => Result<T>;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string;
};

/** The shell shared by /agents and /agency: hero with search, count, grid, pages and states. */
export function DirectoryPage<T>({ kind, path, useResults, renderItem, itemKey }: Props<T>) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = readDirectoryQuery(params);
  const { data, isPending, isError, isFetching, refetch } = useResults(query);
  usePageMeta({ title: t(`professionals.${kind}.title`), description: t(`professionals.${kind}.metaDescription`) });

  const go = (next: Partial<DirectoryQuery>) => {
    const search = toDirectoryParams(next).toString();
    void navigate(search ? `${path}?${search}` : path);
  };
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  const filtered = Boolean(query.q || query.city);

  return (
    <div className="pro-page">
      <PageHero
        eyebrow={t('professionals.eyebrow')}
        title={t(`professionals.${kind}.title`)}
        lead={t(`professionals.${kind}.lead`)}
      >
        <DirectorySearch key={params.toString()} kind={kind} query={query} onSearch={go} />
      </PageHero>
      <section className="container pro-page__body" aria-labelledby="directory-count" aria-busy={isFetching}>
        <div className="split pro-bar">
          <h2 id="directory-count" className="pro-bar__count" aria-live="polite">
            {isPending
              ? t('professionals.searching')
              : data
                ? t(`professionals.${kind}.count`, { count: data.total })
                : t('professionals.errorTitle')}
          </h2>
          {data && data.total > 0 && (
            <span className="pro-bar__page">{t('search.pageOf', { page: data.page, pages })}</span>
          )}
        </div>
        {isPending && (
          <ul className="grid-auto pro-grid" aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i} className="card card--skeleton skeleton pro-card--skeleton" />
            ))}
          </ul>
        )}
        {isError && !data && (
          <StatePanel icon="alert" alert title={t('professionals.errorTitle')} text={t('professionals.errorText')}>
            <RetryButton onRetry={() => void refetch()} />
          </StatePanel>
        )}
        {data && data.items.length === 0 && (
          <StatePanel icon="search" title={t(`professionals.${kind}.emptyTitle`)} text={t('professionals.emptyText')}>
            {filtered && (
              <button type="button" className="btn btn--primary" onClick={() => go({})}>
                {t('professionals.clear')}
              </button>
            )}
          </StatePanel>
        )}
        {data && data.items.length > 0 && (
          <>
            <ul className="grid-auto pro-grid">
              {data.items.map((item) => (
                <li key={itemKey(item)}>{renderItem(item)}</li>
              ))}
            </ul>
            <Pagination page={data.page} pages={pages} onChange={(page) => go({ ...query, page })} />
          </>
        )}
      </section>
    </div>
  );
}
