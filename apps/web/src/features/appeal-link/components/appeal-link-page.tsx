import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APPEAL_LINK_DAYS, type TAppealLinkCase } from '@immora/shared/appeal-link';
import { Icon } from '../../../components/icon.tsx';
import { AppealTextField, useAppealText } from '../../../components/report/appeal-text.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { AuthCard } from '../../auth/components/auth-card.tsx';
import { appealByLink, readAppealLink } from '../api/appeal-link.ts';
import './appeal-link-page.css';

type Failure = 'invalid' | 'expired' | 'failed';
type State = { kind: 'loading' } | { kind: 'shown'; view: TAppealLinkCase } | { kind: 'failed'; why: Failure };

/** What a refused link means to its reader: not ours (400/404), too old (410), or our failure. */
const failureOf = (error: unknown): Failure =>
  error instanceof ApiError && error.status === 410
    ? 'expired'
    : error instanceof ApiError && (error.status === 400 || error.status === 404)
      ? 'invalid'
      : 'failed';

/**
 * /appeal?token=…, the link of a suspension e-mail (decision 081): a suspended owner cannot sign
 * in, so this page shows the decision and staff's reason and takes their one appeal. No account
 * needed; nothing is sent on load (mail scanners open links).
 */
export function AppealLinkPage() {
  const { t } = useTranslation('trust');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    readAppealLink(token, controller.signal).then(
      (view) => setState({ kind: 'shown', view }),
      (error: unknown) => !controller.signal.aborted && setState({ kind: 'failed', why: failureOf(error) }),
    );
    return () => controller.abort();
  }, [token, version]);

  if (state.kind === 'loading')
    return (
      <AuthCard title={t('appealLink.loading')} icon="mail">
        <div className="cluster auth-card__status" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('appealLink.loading')}
        </div>
      </AuthCard>
    );
  if (state.kind === 'failed')
    return (
      <AuthCard
        title={t(state.why === 'expired' ? 'appealLink.expiredTitle' : 'appealLink.failedTitle')}
        icon="alert"
        tone="danger"
        lead={t(`appealLink.${state.why}`, { days: APPEAL_LINK_DAYS })}
      >
        <div className="cluster auth-card__actions">
          <Link to="/" className="btn btn--ghost">
            {t('appealLink.home')}
          </Link>
        </div>
      </AuthCard>
    );
  return (
    <AppealLinkView
      token={token}
      view={state.view}
      onView={(view) => setState({ kind: 'shown', view })}
      onStale={() => setVersion((v) => v + 1)}
    />
  );
}

type Answered = { onView: (view: TAppealLinkCase) => void; onStale: () => void };
type ViewProps = Answered & { token: string; view: TAppealLinkCase };

function AppealLinkView({ token, view, onView, onStale }: ViewProps) {
  const { t, i18n } = useTranslation('trust');
  const language = i18n.resolvedLanguage ?? 'en';
  const date = (iso: string) => formatLongDate(iso, language);
  const decision = (
    <div className="notice notice--error appeal-link__decision" data-testid="appeal-decision">
      <Icon name="alert" size={18} />
      <div className="stack appeal-link__decision-body">
        <strong>{t(`appealLink.actions.${view.decision.action}`, { date: date(view.decision.decidedAt) })}</strong>
        <p>
          <span className="appeal-link__label">{t('notice.reason')}</span> {view.decision.reason}
        </p>
      </div>
    </div>
  );

  if (!view.suspended)
    return (
      <AuthCard title={t('appealLink.liftedTitle')} icon="check" tone="success" lead={t('appealLink.lifted')}>
        <div className="cluster auth-card__actions">
          <Link to="/login" className="btn btn--primary">
            {t('appealLink.signIn')}
          </Link>
        </div>
      </AuthCard>
    );
  if (view.appeal)
    return (
      <AuthCard
        title={t('appealLink.appealedTitle')}
        icon="mail"
        lead={t('appealLink.appealed', { date: date(view.appeal.appealedAt) })}
        wide
      >
        {decision}
        <section className="stack appeal-link__appeal" aria-labelledby="appeal-text">
          <h2 id="appeal-text" className="appeal-link__label">
            {t('appealLink.yourAppeal')}
          </h2>
          <p className="appeal-link__quote" data-testid="appeal-text">
            {view.appeal.text}
          </p>
        </section>
      </AuthCard>
    );
  if (!view.canAppeal)
    return (
      <AuthCard title={t('appealLink.closedTitle')} icon="mail" lead={t('appealLink.closed')} wide>
        {decision}
      </AuthCard>
    );
  return (
    <AuthCard
      title={t('appealLink.title')}
      icon="shield"
      tone="danger"
      lead={t('appealLink.lead', { date: date(view.decision.decidedAt) })}
      wide
    >
      {decision}
      <AppealForm token={token} until={date(view.expiresAt)} onView={onView} onStale={onStale} />
    </AuthCard>
  );
}

/** The one appeal, checked as the server checks it; a refusal (sent already, lifted, expired) reads the link again. */
function AppealForm({ token, until, onView, onStale }: Answered & { token: string; until: string }) {
  const { t } = useTranslation('trust');
  const appealText = useAppealText();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = appealText.check();
    if (text === null) return;
    setFailure(null);
    setPending(true);
    try {
      onView(await appealByLink(token, text));
    } catch (err) {
      setPending(false);
      // Already appealed, lifted meanwhile, expired: the page says what holds now.
      if (err instanceof ApiError && [404, 409, 410].includes(err.status)) return onStale();
      setFailure(t('appeal.failed'));
    }
  };

  return (
    <form className="stack form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('appeal.title')}>
      <AppealTextField {...appealText.field} />
      {failure && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn--primary form__submit" disabled={pending}>
        {pending ? t('appeal.sending') : t('appeal.send')}
      </button>
      <p className="note">{t('appealLink.until', { date: until })}</p>
    </form>
  );
}
