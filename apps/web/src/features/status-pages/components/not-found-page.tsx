import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import './status-page.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta(t('pages.notFound'), t('notFound.text'));
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="status-page__title">
        {t('notFound.title')}
      </h1>
      <p className="status-page__text">{t('notFound.text')}</p>
      <div className="status-page__actions">
        <Link to="/" className="btn btn--primary">
          <Icon name="home" size={16} />
          {t('notFound.home')}
        </Link>
        <Link to="/properties" className="btn btn--ghost">
          <Icon name="search" size={16} />
          {t('notFound.search')}
        </Link>
      </div>
    </section>
  );
}
