import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { roleHome } from '@immora/shared/roles';
import type { TLoginResponse } from '@immora/shared/auth';
import { showAlert } from '../../../lib/alerts.ts';
import { useSession } from '../../../lib/session-context.ts';

export const SUCCESS_AUTO_CLOSE_MS = 1500;

export function verificationPath(email: string): string {
  return `/verification?email=${encodeURIComponent(email)}`;
}

/**
 * Where a `redirect` parameter may send a user after signing in: 'advertise', or a path of this
 * site ('/single-v1/…?slot=…', a guest's chosen viewing slot); anything else (another host) is ignored.
 */
export function redirectTarget(redirect: string | null): string | null {
  if (redirect === 'advertise') return '/advertise';
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return null;
  return redirect;
}

/**
 * After a login answer (password or OAuth): an unverified user sees the verification prompt and
 * stays; a verified one is stored, welcomed and sent to the role home (or where `redirect` says).
 */
export function useFinishLogin(): (answer: TLoginResponse) => Promise<boolean> {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return useCallback(
    async (answer) => {
      const { token, expiresAt, user } = answer;
      if (!token || !user.isVerified) {
        await showAlert({
          icon: 'info',
          title: t('auth.login.verifyTitle'),
          text: t('auth.login.verifyText'),
          confirmButtonText: t('auth.login.openEmail'),
          showCancelButton: true,
          cancelButtonText: t('auth.cancel'),
          // Opened inside the click, so no pop-up blocker stops the new tab.
          preConfirm: () => {
            window.open(verificationPath(user.email), '_blank', 'noopener');
          },
        });
        return false;
      }
      signIn({ token, expiresAt, user });
      const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
      void showAlert({
        icon: 'success',
        title: t('auth.login.welcomeTitle'),
        text: t('auth.login.welcomeText', { name }),
        timer: SUCCESS_AUTO_CLOSE_MS,
        showConfirmButton: false,
      });
      await navigate(redirectTarget(redirect) ?? roleHome(user.role));
      return true;
    },
    [t, signIn, navigate, redirect],
  );
}
