import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { Icon } from './icon.tsx';
import './placeholder-page.css';

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
    <section className={`placeholder ${compact ? 'placeholder--compact' : ''}`} aria-labelledby="placeholder-title">
      <div className="placeholder__card">
        <span className="placeholder__icon" aria-hidden="true">
          <Icon name="sparkle" size={28} />
        </span>
        <span className="eyebrow">{t('placeholder.eyebrow', { ns: 'common' })}</span>
        <h1 id="placeholder-title" className="placeholder__title">
          {title}
        </h1>
        <p className="placeholder__text">{t('placeholder.text', { ns: namespace })}</p>
        {!compact && (
          <div className="placeholder__actions">
            <Link to="/" className="btn btn--dark">
              {t('notFound.home', { ns: 'common' })}
            </Link>
            <Link to="/properties" className="btn btn--ghost">
              {t('notFound.search', { ns: 'common' })}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
