import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CalendarProvider } from '@immora/shared/auth';
import { AUTH_MESSAGES } from '@immora/shared/auth';
import { showAlert } from '../../../lib/alerts.ts';
import { takeCalendarReturn } from '../../../lib/calendar-return.ts';
import { writeCookie } from '../../../lib/cookies.ts';
import { exchangeCalendarCode } from '../api/calendar.ts';
import { clearPendingEmail, PROVIDER_NAMES, readPendingEmail } from '../utils/connect-calendar.ts';
import { once } from '../utils/once.ts';
import { verificationPath } from '../utils/use-finish-login.ts';
import { AuthCard } from './auth-card.tsx';

type Inline = 'pending' | 'noCode' | 'failed';

/**
 * /auth/{google|outlook}/calendar/callback (spec 1 §4 'Calendar callback'): exchanges the code,
 * stores the calendar tokens in cookies and continues to the verification page.
 */
export function CalendarCallbackPage({ provider }: { provider: CalendarProvider }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const [inline, setInline] = useState<Inline>(code ? 'pending' : 'noCode');
  const name = PROVIDER_NAMES[provider];

  useEffect(() => {
    if (!code) return;
    // Connected from the working area (the profile's calendar sync): back there; else on to verification.
    const back = takeCalendarReturn();
    const pending = back ? null : readPendingEmail();
    const afterwards = back ?? (pending ? verificationPath(pending) : null);
    // The whole exchange and its dialogs run once per code (strict mode mounts twice).
    void once(`calendar:${provider}:${code}`, () =>
      exchangeCalendarCode(provider, code, state).then(
        async ({ tokens }) => {
          writeCookie(`${provider}_calendar_access_token`, tokens.accessToken);
          if (tokens.refreshToken) writeCookie(`${provider}_calendar_refresh_token`, tokens.refreshToken);
          if (tokens.tokenExpiry) writeCookie(`${provider}_calendar_token_expiry`, tokens.tokenExpiry);
          await showAlert({
            icon: 'success',
            title: t('auth.calendarCallback.connectedTitle'),
            text: t('auth.calendarCallback.connectedText', { provider: name }),
            ...(back ? {} : { confirmButtonText: t('auth.calendarCallback.toVerification') }),
            allowOutsideClick: false,
          });
          if (!back) clearPendingEmail();
          await navigate(afterwards ?? '/login', { replace: true });
        },
        async (error: unknown) => {
          const text = error instanceof Error ? error.message : '';
          if (text.includes(AUTH_MESSAGES.userDoesNotExist)) {
            const choice = await showAlert({
              icon: 'warning',
              title: t('auth.calendarCallback.notRegisteredTitle'),
              text: t('auth.calendarCallback.notRegisteredText', { provider: name }),
              confirmButtonText: t('auth.calendarCallback.registerNow'),
              showCancelButton: true,
              cancelButtonText: t('auth.cancel'),
            });
            await navigate(choice.isConfirmed ? '/signup' : (afterwards ?? '/'), { replace: true });
            return;
          }
          console.error('Calendar connection failed', error);
          await showAlert({
            icon: 'error',
            title: t('auth.calendar.failedTitle'),
            text: t('auth.calendar.failedText', { provider: name }),
          });
          if (afterwards) await navigate(afterwards, { replace: true });
          else if (provider === 'google') await navigate('/error', { replace: true });
          else setInline('failed');
        },
      ),
    );
  }, [code, state, provider, name, navigate, t]);

  if (inline === 'noCode' && provider === 'google') return <Navigate to="/error" replace />;
  const title = t(`pages.${provider}CalendarCallback`);
  if (inline === 'pending') {
    return (
      <AuthCard title={title} icon="calendar">
        <p className="row auth-card__status" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('auth.calendarCallback.connecting', { provider: name })}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} icon="alert" tone="danger">
      <p className="auth-card__error" role="alert">
        {inline === 'noCode' ? t('messages.noCode') : t('auth.calendarCallback.authFailed')}
      </p>
    </AuthCard>
  );
}
