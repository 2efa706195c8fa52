import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { showAlert } from './alerts.ts';
import { apiPost } from './api-client.ts';
import { confirmLogout } from './confirm-logout.ts';
import { useSession } from './session-context.ts';

/**
 * 'Sign out everywhere': asks, ends every session of the user on the server (this one included),
 * then clears this browser's session and goes home. If the server could not do it, nothing is
 * cleared and the user is told, so no one believes the other devices are signed out when they are not.
 */
export function useLogoutEverywhere(): () => Promise<void> {
  const { t } = useTranslation();
  const { logout } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    if (!(await confirmLogout(t, 'logoutAll'))) return;
    try {
      await apiPost('/api/users/logout-all');
    } catch {
      await showAlert({ icon: 'error', title: t('auth.error'), text: t('logoutAll.failed') });
      return;
    }
    await logout({ revoked: true });
    await navigate('/');
  }, [t, logout, navigate]);
}
