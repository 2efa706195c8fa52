import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EMAIL_STOP_MESSAGES, type TEmailStop } from '@immora/shared/email-stop';
import { StatePanel } from '../../../components/state-panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { readEmailStop, stopEmails } from '../api/email-stop.ts';
import '../../alerts/components/unsubscribe-page.css';

type State =
  | { kind: 'loading' }
  | { kind: 'ask'; stop: TEmailStop; sending: boolean }
  | { kind: 'done'; stop: TEmailStop }
  | { kind: 'failed'; invalid: boolean };

const failure = (error: unknown): State => ({
  kind: 'failed',
  invalid: error instanceof ApiError && error.message === EMAIL_STOP_MESSAGES.badToken,
});

/**
 * /emails/stop?token=…, the link at the foot of every e-mail sent from the E-mails page
 * (decision 062): says who sent it and to which address, and one click asks that sender to stop
 * (the link is never followed on load: mail scanners open links too). No account needed.
 */
export function EmailStopPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });
  usePageMeta(t('pages.emailStop'));

  useEffect(() => {
    const controller = new AbortController();
    readEmailStop(token, controller.signal).then(
      (stop) => setState(stop.stopped ? { kind: 'done', stop } : { kind: 'ask', stop, sending: false }),
      (error: unknown) => !controller.signal.aborted && setState(failure(error)),
    );
    return () => controller.abort();
  }, [token]);

  const confirm = (stop: TEmailStop) => {
    setState({ kind: 'ask', stop, sending: true });
    stopEmails(token).then(
      (done) => setState({ kind: 'done', stop: done }),
      (error: unknown) => setState(failure(error)),
    );
  };

  const names = (stop: TEmailStop) => ({ sender: stop.senderName, email: stop.email });
  return (
    <section className="spotlight unsubscribe-page">
      <div>
        {state.kind === 'loading' && (
          <div role="status">
            <StatePanel icon="mail" level={1} title={t('emailStop.loading')} />
          </div>
        )}
        {state.kind === 'ask' && (
          <StatePanel
            icon="mail"
            level={1}
            title={t('emailStop.askTitle', names(state.stop))}
            text={t('emailStop.askText', names(state.stop))}
          >
            <button
              type="button"
              className="btn btn--primary"
              disabled={state.sending}
              onClick={() => confirm(state.stop)}
            >
              {state.sending ? t('emailStop.pending') : t('emailStop.action')}
            </button>
          </StatePanel>
        )}
        {state.kind === 'done' && (
          <div role="status">
            <StatePanel
              icon="check"
              level={1}
              title={t('emailStop.doneTitle', names(state.stop))}
              text={t('emailStop.doneText', names(state.stop))}
            >
              <Link to="/crm-login" className="btn btn--ghost">
                {t('emailStop.whoHolds')}
              </Link>
            </StatePanel>
          </div>
        )}
        {state.kind === 'failed' && (
          <StatePanel
            icon="alert"
            level={1}
            alert
            title={t('emailStop.failedTitle')}
            text={t(state.invalid ? 'emailStop.invalid' : 'emailStop.failed')}
          >
            <Link to="/" className="btn btn--ghost">
              {t('emailStop.home')}
            </Link>
          </StatePanel>
        )}
      </div>
    </section>
  );
}
