import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RetryButton, StatePanel } from '../../../components/state-panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import './professionals.css';

type Props = { kind: 'agent' | 'agency'; error: unknown; onRetry: () => void };

/** Loading, not-found and failure states of a profile page. */
export function ProfileLoading() {
  const { t } = useTranslation();
  return (
    <div className="pro-page" aria-busy="true">
      <section className="page-hero pro-hero--profile">
        <div className="container cluster pro-head">
          <span className="avatar avatar--xl pro-skeleton" />
          <p className="page-hero__lead" role="status">
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
      <StatePanel
        icon={notFound ? 'search' : 'alert'}
        alert
        level={1}
        title={notFound ? t(`professionals.${kind}Profile.notFound`) : t('professionals.errorTitle')}
        text={notFound ? t('professionals.notFoundText') : t('professionals.errorText')}
      >
        {!notFound && <RetryButton onRetry={onRetry} />}
        <Link to={kind === 'agent' ? '/agents' : '/agency'} className="btn btn--primary">
          {t(`professionals.${kind}Profile.back`)}
        </Link>
      </StatePanel>
    </div>
  );
}
