import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RetryButton, StatePanel } from '../../../components/state-panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { ProfileHero } from './profile-layout.tsx';
import './professionals.css';

type Props = { kind: 'agent' | 'agency'; error: unknown; onRetry: () => void };

/**
 * A profile while it loads: its hero with stand-ins where the name and facts will be, and the
 * page's columns holding at least a screen's height, as the loading screen before it does. The
 * footer therefore stays below the fold from the app's first screen to the loaded profile: drawn
 * with only the hero, it came up into view and was pushed out again (CLS 1.15, issue 37).
 */
export function ProfileLoading({ kind }: { kind: 'agent' | 'agency' }) {
  return (
    <div className="pro-page" aria-busy="true">
      <ProfileHero kind={kind} />
      <div className="container pro-profile pro-profile--pending" aria-hidden="true">
        <div className="stack pro-profile__main">
          <div className="card panel skeleton pro-panel-placeholder" />
        </div>
        <div className="stack pro-profile__aside">
          <div className="card panel skeleton pro-panel-placeholder" />
        </div>
      </div>
    </div>
  );
}

/** The not-found and failure states of a profile page. */
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
