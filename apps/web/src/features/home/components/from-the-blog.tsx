import { useTranslation } from 'react-i18next';
import { ArticleCard, ArticleCardSkeleton } from '../../../components/article-card.tsx';
import { CardList } from '../../../components/card-list.tsx';
import { SectionHead } from '../../../components/section-head.tsx';
import { useLatestArticles } from '../api/get-latest-articles.ts';
import { useNearNextScreen } from '../../../lib/use-near-viewport.ts';

/** The three newest blog articles, as the blog list draws them. */
export function FromTheBlog() {
  const { t } = useTranslation();
  const [ref, near] = useNearNextScreen<HTMLElement>();
  const { data, isPending, isError } = useLatestArticles(near);
  return (
    <section ref={ref} className="section section--alt" aria-labelledby="blog-title">
      <div className="container">
        <SectionHead
          titleId="blog-title"
          eyebrow={t('home.blog.eyebrow')}
          title={t('home.blog.title')}
          lead={t('home.blog.lead')}
          more={{ to: '/blog-list-v3', label: t('home.blog.all') }}
        />
        <CardList
          className="columns home-articles"
          items={data?.items}
          isPending={isPending}
          keyOf={(article) => article.id}
          render={(article) => <ArticleCard article={article} headingLevel={3} testId="home-article" />}
          skeletons={3}
          skeleton={<ArticleCardSkeleton />}
          empty={<p className="row home-state">{t(isError ? 'home.blog.error' : 'home.blog.empty')}</p>}
        />
      </div>
    </section>
  );
}
