import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TBlogListItem } from '@immora/shared/blogs';
import { CARD_SIZES } from '@immora/shared/photo-variants';
import { Icon } from './icon.tsx';
import { ResponsivePhoto } from './responsive-photo.tsx';
import { formatLongDate } from '../lib/format.ts';
import './article-card.css';

type Props = {
  article: TBlogListItem;
  headingLevel?: 2 | 3;
  /** The test id of the card: the blog list's 'blog-card', the home page's 'home-article'. */
  testId?: string;
};

/** A blog article in a grid (the blog list, related articles, the home page): cover, category, title, excerpt, author and date. */
export function ArticleCard({ article, headingLevel = 2, testId = 'blog-card' }: Props) {
  const { t, i18n } = useTranslation();
  const [broken, setBroken] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card card--link card--clip article-card" data-testid={testId}>
      <Link to={`/blogs/${article.slug || article.id}`} className="card__link">
        <div className="card__media">
          {article.coverImage && !broken ? (
            <ResponsivePhoto
              variants={article.coverVariants}
              src={article.coverImage}
              alt=""
              width={640}
              height={400}
              sizes={CARD_SIZES}
              onError={() => setBroken(true)}
            />
          ) : (
            <span className="card__placeholder" aria-hidden="true">
              <Icon name="sparkle" size={36} />
            </span>
          )}
          <span className="pill pill--caps article-card__category">
            {t(`blog.categories.${article.category}`, article.category)}
          </span>
        </div>
        <div className="stack article-card__body">
          <Heading className="article-card__title">{article.title}</Heading>
          <p className="clamp-3 article-card__excerpt">{article.excerpt}</p>
          <p className="cluster article-card__meta">
            {article.author && <span>{article.author.name}</span>}
            <time dateTime={article.publishedAt}>
              {formatLongDate(article.publishedAt, i18n.resolvedLanguage ?? 'en')}
            </time>
          </p>
        </div>
      </Link>
    </article>
  );
}

/** The stand-in of an article card while the list loads. */
export function ArticleCardSkeleton() {
  return <div className="card card--skeleton skeleton article-card--skeleton" />;
}
