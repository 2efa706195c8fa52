import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CalendarProvider } from '@immora/shared/auth';
import { AUTH_MESSAGES } from '@immora/shared/auth';
import { showAlert } from '../../../lib/alerts.ts';
import { useMessage } from '../../../lib/message-key.ts';
import { exchangeSignInCode } from '../api/oauth-sign-in.ts';
import { PROVIDER_NAMES } from '../utils/connect-calendar.ts';
import { once } from '../utils/once.ts';
import { useFinishLogin } from '../utils/use-finish-login.ts';
import { serverMessage } from '../utils/show-api-error.ts';
import { AuthCard } from './auth-card.tsx';

/** /auth/{google|outlook}/callback: signs in like the login form, or offers to register. */
export function OAuthCallbackPage({ provider }: { provider: CalendarProvider }) {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const finish = useFinishLogin();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const [failed, setFailed] = useState<string | null>(code ? null : t('messages.noCode'));
  const name = PROVIDER_NAMES[provider];

  useEffect(() => {
    if (!code) return;
    // The whole exchange and its dialogs run once per code (strict mode mounts twice).
    void once(`signin:${provider}:${code}`, () =>
      exchangeSignInCode(provider, code, state).then(
        async (answer) => {
          if (!(await finish(answer))) await navigate('/login', { replace: true });
        },
        async (error: unknown) => {
          const text = error instanceof Error ? error.message : '';
          if (text.includes(AUTH_MESSAGES.userDoesNotExist)) {
            const choice = await showAlert({
              icon: 'warning',
              title: t('auth.calendarCallback.notRegisteredTitle'),
              text: t('auth.oauth.notRegisteredText', { provider: name }),
              confirmButtonText: t('auth.calendarCallback.registerNow'),
              showCancelButton: true,
              cancelButtonText: t('auth.cancel'),
            });
            await navigate(choice.isConfirmed ? '/signup' : '/', { replace: true });
            return;
          }
          const shown = message(serverMessage(error)) ?? t('auth.calendarCallback.authFailed');
          setFailed(shown);
          await showAlert({ icon: 'error', title: t('auth.error'), text: shown });
        },
      ),
    );
  }, [code, state, provider, name, navigate, finish, message, t]);

  const title = t(`pages.${provider}Callback`);
  if (!failed) {
    return (
      <AuthCard title={title} icon="key">
        <p className="row auth-card__status" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('auth.oauth.signingIn', { provider: name })}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} icon="alert" tone="danger">
      <p className="auth-card__error" role="alert">
        {failed}
      </p>
      <div className="cluster auth-card__actions">
        <Link to="/login" className="btn btn--primary">
          {t('auth.signup.goToLogin')}
        </Link>
      </div>
    </AuthCard>
  );
}
