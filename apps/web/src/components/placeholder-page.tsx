import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { PlaceholderCard } from './placeholder-card.tsx';

type Props = {
  /** Key under pages.* in the common namespace. */
  page: string;
  /** Namespace holding placeholder.text for this area. */
  namespace?: string;
  /** Hide the back-home link (dashboards have their own navigation). */
  compact?: boolean;
};

/** A designed stand-in for pages that later issues build. */
export function PlaceholderPage({ page, namespace = 'common', compact = false }: Props) {
  const { t } = useTranslation(['common', namespace]);
  const title = t(`pages.${page}`, { ns: 'common' });
  usePageMeta(title, t('placeholder.description', { ns: 'common', page: title }));
  return (
    <PlaceholderCard
      titleId="placeholder-title"
      icon="sparkle"
      eyebrow={t('placeholder.eyebrow', { ns: 'common' })}
      title={title}
      texts={[t('placeholder.text', { ns: namespace })]}
      compact={compact}
      actions={
        !compact && (
          <>
            <Link to="/" className="btn btn--dark">
              {t('notFound.home', { ns: 'common' })}
            </Link>
            <Link to="/properties" className="btn btn--ghost">
              {t('notFound.search', { ns: 'common' })}
            </Link>
          </>
        )
      }
    />
  );
}
