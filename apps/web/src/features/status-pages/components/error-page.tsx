import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import './status-page.css';

/** Generic failure target (/error), e.g. of the Google calendar flow. */
export function ErrorPage() {
  const { t } = useTranslation();
  usePageMeta(t('pages.error'), t('errorPage.text'));
  return (
    <section className="status-page" aria-labelledby="error-title">
      <span className="status-page__icon" aria-hidden="true">
        <Icon name="alert" size={36} />
      </span>
      <h1 id="error-title" className="status-page__title">
        {t('errorPage.title')}
      </h1>
      <p className="status-page__text">{t('errorPage.text')}</p>
      <div className="status-page__actions">
        <Link to="/" className="btn btn--primary">
          <Icon name="home" size={16} />
          {t('notFound.home')}
        </Link>
      </div>
    </section>
  );
}
