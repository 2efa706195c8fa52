import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../../components/form/email-field.tsx';
import { useMessage } from '../../../lib/message-key.ts';
import { verifyEmail } from '../api/verify-email.ts';
import { once } from '../utils/once.ts';
import { serverMessage } from '../utils/show-api-error.ts';
import { AuthCard } from './auth-card.tsx';
import { ResendButton } from './resend-button.tsx';

type State = { kind: 'pending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string | null };

/** /verify-email?token=…: consumes the link on load; success → 'Go to Login', failure → resend. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(token ? { kind: 'pending' } : { kind: 'failed', message: null });
  const [email, setEmail] = useState('');

  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    once(`verify:${token}`, () => verifyEmail(token)).then(
      (answer) => live && setState({ kind: 'done', message: answer.message }),
      (error: unknown) => live && setState({ kind: 'failed', message: serverMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  if (state.kind === 'pending') {
    return (
      <AuthCard title={t('auth.verifyEmail.pendingTitle')} icon="mail">
        <p className="row auth-card__status" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('auth.verifyEmail.pending')}
        </p>
      </AuthCard>
    );
  }
  if (state.kind === 'done') {
    return (
      <AuthCard
        title={t('auth.verifyEmail.doneTitle')}
        icon="check"
        tone="success"
        lead={message(state.message) ?? t('messages.emailVerified')}
      >
        <div className="cluster auth-card__actions">
          <Link to="/login" className="btn btn--primary">
            {t('auth.signup.goToLogin')}
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t('auth.verifyEmail.failedTitle')}
      icon="alert"
      tone="danger"
      lead={message(state.message) ?? t('messages.tokenInvalid')}
    >
      <p>{t('auth.verifyEmail.resendLead')}</p>
      <EmailField label={t('auth.fields.email')} value={email} onChange={(event) => setEmail(event.target.value)} />
      <div className="cluster auth-card__actions">
        <ResendButton email={email.trim()} />
        <Link to="/login" className="btn btn--ghost">
          {t('auth.signup.goToLogin')}
        </Link>
      </div>
    </AuthCard>
  );
}
