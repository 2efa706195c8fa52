import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ALERT_MESSAGES, type TUnsubscribeResult } from '@immora/shared/alerts';
import { StatePanel } from '../../../components/state-panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { unsubscribe } from '../api/unsubscribe.ts';
import './unsubscribe-page.css';

type State = { kind: 'pending' } | { kind: 'done'; result: TUnsubscribeResult } | { kind: 'failed'; invalid: boolean };

/**
 * /alerts/unsubscribe/:token, the link of every alert e-mail: turns the alert off on load, without
 * signing in (the server's answer is idempotent, so a second mount asks again harmlessly).
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'pending' });
  usePageMeta(t('pages.alertUnsubscribe'));

  useEffect(() => {
    let live = true;
    unsubscribe(token).then(
      (result) => live && setState({ kind: 'done', result }),
      (error: unknown) =>
        live &&
        setState({ kind: 'failed', invalid: error instanceof ApiError && error.message === ALERT_MESSAGES.badToken }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <section className="spotlight unsubscribe-page">
      <div>
        {state.kind === 'pending' && (
          <div role="status">
            <StatePanel icon="mail" level={1} title={t('alerts.unsubscribe.pending')} />
          </div>
        )}
        {state.kind === 'done' && (
          <StatePanel
            icon="check"
            level={1}
            title={t(state.result.scope === 'all' ? 'alerts.unsubscribe.doneAll' : 'alerts.unsubscribe.done')}
            text={
              state.result.title
                ? t('alerts.unsubscribe.doneSearch', { title: state.result.title })
                : t('alerts.unsubscribe.doneLead')
            }
          >
            <Link to="/login" className="btn btn--primary">
              {t('alerts.unsubscribe.manage')}
            </Link>
          </StatePanel>
        )}
        {state.kind === 'failed' && (
          <StatePanel
            icon="alert"
            level={1}
            alert
            title={t('alerts.unsubscribe.failedTitle')}
            text={t(state.invalid ? 'alerts.unsubscribe.invalid' : 'alerts.unsubscribe.failed')}
          >
            <Link to="/" className="btn btn--ghost">
              {t('alerts.unsubscribe.home')}
            </Link>
          </StatePanel>
        )}
      </div>
    </section>
  );
}
