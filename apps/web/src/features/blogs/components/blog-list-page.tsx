import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RetryButton, StatePanel } from '../../../components/state-panel.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useBlogs } from '../api/get-blogs.ts';
import type { BlogQuery } from '../api/get-blogs.ts';
import { useBlogCategories } from '../api/get-blog-categories.ts';
import { ArticleCard, ArticleCardSkeleton } from '../../../components/article-card.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { readBlogListQuery } from '@immora/shared/blog-list-query';
import './blogs.css';
import { PageHero } from '../../../components/page-hero.tsx';

const PATH = '/blog-list-v3';

/** /blog-list-v3: articles with category chips and pages; the filter lives in the address. */
export function BlogListPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = readBlogListQuery(params);
  const { data, isPending, isError, isFetching, refetch } = useBlogs(query);
  const categories = useBlogCategories();
  usePageMeta({ title: t('blog.title'), description: t('blog.metaDescription') });

  const go = (next: Partial<BlogQuery>) => {
    const search = new URLSearchParams();
    if (next.category) search.set('category', next.category);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    const text = search.toString();
    void navigate(text ? `${PATH}?${text}` : PATH);
  };
  const all = categories.data?.reduce((sum, entry) => sum + entry.count, 0);
  const pages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || 1))) : 1;
  const active = query.category?.toLowerCase();

  return (
    <div className="blog-page">
      <PageHero eyebrow={t('blog.eyebrow')} title={t('blog.title')} lead={t('blog.lead')}>
        <nav className="cluster blog-chips" aria-label={t('blog.categoriesLabel')}>
          <button type="button" className="pill blog-chip--filter" aria-pressed={!active} onClick={() => go({})}>
            {t('blog.all')}
            {all !== undefined && <span className="blog-chip__count">{all}</span>}
          </button>
          {categories.data?.map((entry) => (
            <button
              key={entry.category}
              type="button"
              className="pill blog-chip--filter"
              aria-pressed={active === entry.category.toLowerCase()}
              onClick={() => go({ category: entry.category })}
            >
              {t(`blog.categories.${entry.category}`, entry.category)}
              <span className="blog-chip__count">{entry.count}</span>
            </button>
          ))}
        </nav>
      </PageHero>
      <section className="container blog-page__body" aria-labelledby="blog-count" aria-busy={isFetching}>
        <h2 id="blog-count" className="visually-hidden" aria-live="polite">
          {data ? t('blog.count', { count: data.total }) : t('blog.loading')}
        </h2>
        {isPending && (
          <ul className="grid-auto blog-grid" aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <ArticleCardSkeleton />
              </li>
            ))}
          </ul>
        )}
        {isError && !data && (
          <StatePanel icon="alert" alert title={t('blog.errorTitle')} text={t('blog.errorText')}>
            <RetryButton onRetry={() => void refetch()} />
          </StatePanel>
        )}
        {data && data.items.length === 0 && (
          <StatePanel icon="search" title={t('blog.emptyTitle')}>
            <button type="button" className="btn btn--primary" onClick={() => go({})}>
              {t('blog.showAll')}
            </button>
          </StatePanel>
        )}
        {data && data.items.length > 0 && (
          <>
            <ul className="grid-auto blog-grid">
              {data.items.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
            <Pagination page={data.page} pages={pages} onChange={(page) => go({ ...query, page })} />
          </>
        )}
      </section>
    </div>
  );
}
