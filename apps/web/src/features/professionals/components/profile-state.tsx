import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import './professionals.css';

type Props = { kind: 'agent' | 'agency'; error: unknown; onRetry: () => void };

/** Loading, not-found and failure states of a profile page. */
export function ProfileLoading() {
  const { t } = useTranslation();
  return (
    <div className="pro-page" aria-busy="true">
      <section className="pro-hero pro-hero--profile">
        <div className="container pro-head">
          <span className="pro-avatar pro-avatar--xl pro-avatar--round pro-skeleton" />
          <p className="pro-hero__lead" role="status">
            {t('professionals.loadingProfile')}
          </p>
        </div>
      </section>
    </div>
  );
}

export function ProfileError({ kind, error, onRetry }: Props) {
  const { t } = useTranslation();
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <div className="container pro-page__body">
      <div className="pro-state" role="alert">
        <Icon name={notFound ? 'search' : 'alert'} size={32} />
        <h1 className="pro-state__title">
          {notFound ? t(`professionals.${kind}Profile.notFound`) : t('professionals.errorTitle')}
        </h1>
        <p>{notFound ? t('professionals.notFoundText') : t('professionals.errorText')}</p>
        <div className="pro-prompt__actions">
          {!notFound && (
            <button type="button" className="btn btn--dark" onClick={onRetry}>
              <Icon name="refresh" size={16} />
              {t('search.retry')}
            </button>
          )}
          <Link to={kind === 'agent' ? '/agents' : '/agency'} className="btn btn--primary">
            {t(`professionals.${kind}Profile.back`)}
          </Link>
        </div>
      </div>
    </div>
  );
}
