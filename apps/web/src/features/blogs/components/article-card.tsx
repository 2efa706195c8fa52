import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TBlogListItem } from '@immora/shared/blogs';
import { Icon } from '../../../components/icon.tsx';
import { formatDate } from '../utils/format-date.ts';

/** A blog article in a grid: cover, category, title, excerpt, author and date. */
export function ArticleCard({ article, headingLevel = 2 }: { article: TBlogListItem; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const [broken, setBroken] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="blog-card" data-testid="blog-card">
      <Link to={`/blogs/${article.slug || article.id}`} className="blog-card__link">
        <div className="blog-card__media">
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
            <span className="blog-card__placeholder" aria-hidden="true">
              <Icon name="sparkle" size={36} />
            </span>
          )}
          <span className="blog-chip blog-chip--on-image">
            {t(`blog.categories.${article.category}`, article.category)}
          </span>
        </div>
        <div className="blog-card__body">
          <Heading className="blog-card__title">{article.title}</Heading>
          <p className="blog-card__excerpt">{article.excerpt}</p>
          <p className="blog-card__meta">
            {article.author && <span>{article.author.name}</span>}
            <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, i18n.resolvedLanguage ?? 'en')}</time>
          </p>
        </div>
      </Link>
    </article>
  );
}
