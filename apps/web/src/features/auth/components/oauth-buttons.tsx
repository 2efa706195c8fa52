import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarProvider } from '@immora/shared/auth';
import { showAlert } from '../../../lib/alerts.ts';
import { useMessage } from '../../../lib/message-key.ts';
import { signInUrl } from '../api/oauth-sign-in.ts';
import { serverMessage } from '../utils/show-api-error.ts';

/** 'Continue with Google' / 'Continue with Outlook': off to the provider's sign-in page. */
export function OAuthButtons() {
  const { t } = useTranslation();
  const message = useMessage();
  const [busy, setBusy] = useState<CalendarProvider | null>(null);

  const start = async (provider: CalendarProvider) => {
    setBusy(provider);
    try {
      const { url } = await signInUrl(provider);
      window.location.href = url;
    } catch (error) {
      console.error('Sign-in URL request failed', error);
      setBusy(null);
      await showAlert({
        icon: 'error',
        title: t('auth.error'),
        text: message(serverMessage(error)) ?? t('auth.genericError'),
      });
    }
  };

  return (
    <div className="form__oauth">
      <button type="button" className="btn btn--ghost" disabled={busy !== null} onClick={() => void start('google')}>
        <span aria-hidden="true" className="oauth-mark oauth-mark--google">
          G
        </span>
        {t('auth.login.google')}
      </button>
      <button type="button" className="btn btn--ghost" disabled={busy !== null} onClick={() => void start('outlook')}>
        <span aria-hidden="true" className="oauth-mark oauth-mark--outlook">
          O
        </span>
        {t('auth.login.outlook')}
      </button>
    </div>
  );
}
