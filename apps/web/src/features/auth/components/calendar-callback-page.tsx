import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CalendarProvider } from '@immora/shared/auth';
import { showAlert } from '../../../lib/alerts.ts';
import { takeCalendarReturn } from '../../../lib/calendar-return.ts';
import { writeCookie } from '../../../lib/cookies.ts';
import { exchangeCalendarCode } from '../api/calendar.ts';
import { clearPendingEmail, PROVIDER_NAMES, readPendingEmail } from '../utils/connect-calendar.ts';
import { isNotRegistered, useAskToRegister } from '../utils/use-ask-to-register.ts';
import { useCallbackCode } from '../utils/use-callback-code.ts';
import { verificationPath } from '../utils/use-finish-login.ts';
import { CallbackCard } from './callback-card.tsx';

/**
 * /auth/{google|outlook}/calendar/callback (spec 1 §4 'Calendar callback'): exchanges the code,
 * stores the calendar tokens in cookies and continues to the verification page.
 */
export function CalendarCallbackPage({ provider }: { provider: CalendarProvider }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const askToRegister = useAskToRegister();
  const [failed, setFailed] = useState(false);
  const name = PROVIDER_NAMES[provider];

  const code = useCallbackCode(`calendar:${provider}`, (code, state) => {
    // Connected from the working area (the profile's calendar sync): back there; else on to verification.
    const back = takeCalendarReturn();
    const pending = back ? null : readPendingEmail();
    const afterwards = back ?? (pending ? verificationPath(pending) : null);
    return exchangeCalendarCode(provider, code, state).then(
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
        if (isNotRegistered(error)) {
          const register = await askToRegister(t('auth.calendarCallback.notRegisteredText', { provider: name }));
          await navigate(register ? '/signup' : (afterwards ?? '/'), { replace: true });
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
        else setFailed(true);
      },
    );
  });

  if (!code && provider === 'google') return <Navigate to="/error" replace />;
  return (
    <CallbackCard
      title={t(`pages.${provider}CalendarCallback`)}
      icon="calendar"
      pending={t('auth.calendarCallback.connecting', { provider: name })}
      failure={!code ? t('messages.noCode') : failed ? t('auth.calendarCallback.authFailed') : null}
    />
  );
}
