import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BLOG_COVER_SIZES } from '@immora/shared/photo-variants';
import { useTranslation } from 'react-i18next';
import { RetryButton, StatePanel } from '../../../components/state-panel.tsx';
import { Icon } from '../../../components/icon.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { useBlog } from '../api/get-blog.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { readingMinutes } from '../utils/reading-minutes.ts';
import { ArticleCard } from '../../../components/article-card.tsx';
import { ResponsivePhoto } from '../../../components/responsive-photo.tsx';
import { MarkdownView } from './markdown-view.tsx';
import './blogs.css';

type Props = { id: string; notFound: ReactNode };

/** /blogs/:id (an id or a slug): the article, its author and three related ones. */
export function BlogArticlePage({ id, notFound }: Props) {
  const { t, i18n } = useTranslation();
  const { data: article, isPending, isError, error, refetch } = useBlog(id);
  const [coverBroken, setCoverBroken] = useState(false);
  usePageMeta({
    title: article?.title ?? t('blog.title'),
    description: article?.excerpt ?? t('blog.metaDescription'),
    image: article?.coverImage,
    type: 'article',
  });
  if (isError && error instanceof ApiError && error.status === 404) return <>{notFound}</>;
  if (isPending) {
    return (
      <div className="container blog-article blog-article--loading" aria-busy="true">
        <p role="status">{t('blog.loading')}</p>
      </div>
    );
  }
  if (isError) {
    return (
      <div className="container blog-page__body">
        <StatePanel icon="alert" alert level={1} title={t('blog.errorTitle')} text={t('blog.errorText')}>
          <RetryButton onRetry={() => void refetch()} />
        </StatePanel>
      </div>
    );
  }
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <div className="blog-page">
      <article className="blog-article">
        <header className="container">
          <div className="stack blog-article__head">
            <Link to="/blog-list-v3" className="row-inline blog-back">
              <Icon name="chevronLeft" size={16} />
              {t('blog.back')}
            </Link>
            <Link
              to={`/blog-list-v3?category=${encodeURIComponent(article.category)}`}
              className="pill pill--caps blog-chip--link"
            >
              {t(`blog.categories.${article.category}`, article.category)}
            </Link>
            <h1 className="blog-article__title">{article.title}</h1>
            <p className="blog-article__lead">{article.excerpt}</p>
            <div className="row blog-byline">
              {article.author?.profilePicture ? (
                <img src={article.author.profilePicture} alt="" className="blog-byline__avatar" />
              ) : (
                <span className="blog-byline__avatar blog-byline__avatar--empty" aria-hidden="true">
                  <Icon name="user" size={20} />
                </span>
              )}
              <div>
                {article.author && <strong>{t('blog.by', { name: article.author.name })}</strong>}
                <span>
                  <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt, language)}</time>
                  {' · '}
                  {t('blog.readingTime', { count: readingMinutes(article.body) })}
                </span>
              </div>
            </div>
          </div>
        </header>
        {article.coverImage && !coverBroken && (
          <div className="container blog-article__cover">
            <ResponsivePhoto
              variants={article.coverVariants}
              src={article.coverImage}
              alt=""
              width={1200}
              height={600}
              sizes={BLOG_COVER_SIZES}
              priority
              onError={() => setCoverBroken(true)}
            />
          </div>
        )}
        <div className="container">
          <MarkdownView source={article.body} className="blog-prose" />
        </div>
      </article>
      {article.related.length > 0 && (
        <section className="blog-related" aria-labelledby="blog-related-title">
          <div className="container">
            <div className="section__head">
              <h2 id="blog-related-title" className="section__title">
                {t('blog.related')}
              </h2>
              <Link to="/blog-list-v3" className="btn btn--ghost">
                {t('blog.allArticles')}
                <Icon name="arrowRight" size={16} />
              </Link>
            </div>
            <ul className="grid-auto blog-grid">
              {article.related.map((item) => (
                <li key={item.id}>
                  <ArticleCard article={item} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </div>
  );
}
