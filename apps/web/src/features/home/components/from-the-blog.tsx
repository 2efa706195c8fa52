import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TBlogListItem } from '@immora/shared/blogs';
import { Icon } from '../../../components/icon.tsx';
import { useLatestArticles } from '../api/get-latest-articles.ts';

function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(`${language}-BE`, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

function ArticleTeaser({ article }: { article: TBlogListItem }) {
  const { t, i18n } = useTranslation();
  const [broken, setBroken] = useState(false);
  return (
    <article className="home-article" data-testid="home-article">
      <Link to={`/blogs/${article.slug || article.id}`} className="home-article__link">
        <div className="home-article__media">
          {article.coverImage && !broken ? (
            <img
              src={article.coverImage}
              alt=""
              loading="lazy"
              width={640}
              height={400}
              onError={() => setBroken(true)}
            />
          ) : (
            <span className="home-article__placeholder" aria-hidden="true">
              <Icon name="sparkle" size={32} />
            </span>
          )}
        </div>
        <div className="home-article__body">
          <span className="home-article__category">{t(`blog.categories.${article.category}`, article.category)}</span>
          <h3 className="home-article__title">{article.title}</h3>
          <p className="home-article__excerpt">{article.excerpt}</p>
          <time className="home-article__date" dateTime={article.publishedAt}>
            {formatDate(article.publishedAt, i18n.resolvedLanguage ?? 'en')}
          </time>
        </div>
      </Link>
    </article>
  );
}

/** The three newest blog articles. */
export function FromTheBlog() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useLatestArticles();
  const items = data?.items ?? [];
  return (
    <section className="section section--alt" aria-labelledby="blog-title">
      <div className="container">
        <div className="section__head">
          <div>
            <span className="eyebrow">{t('home.blog.eyebrow')}</span>
            <h2 id="blog-title" className="section__title">
              {t('home.blog.title')}
            </h2>
            <p className="section__lead">{t('home.blog.lead')}</p>
          </div>
          <Link to="/blog-list-v3" className="btn btn--ghost">
            {t('home.blog.all')}
            <Icon name="arrowRight" size={16} />
          </Link>
        </div>
        {isPending && (
          <ul className="home-articles" aria-hidden="true">
            {Array.from({ length: 3 }, (_, i) => (
              <li key={i} className="home-article home-article--skeleton">
                <div className="home-article__media skeleton" />
                <div className="home-article__body">
                  <span className="skeleton skeleton--line" style={{ width: '30%' }} />
                  <span className="skeleton skeleton--line" style={{ width: '90%' }} />
                  <span className="skeleton skeleton--line" style={{ width: '70%' }} />
                </div>
              </li>
            ))}
          </ul>
        )}
        {!isPending && items.length === 0 && (
          <p className="home-state">{t(isError ? 'home.blog.error' : 'home.blog.empty')}</p>
        )}
        {items.length > 0 && (
          <ul className="home-articles">
            {items.map((article) => (
              <li key={article.id}>
                <ArticleTeaser article={article} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
