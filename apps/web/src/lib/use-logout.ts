import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { confirmLogout } from './confirm-logout.ts';
import { useSession } from './session-context.ts';

/** Asks for confirmation, then ends the session and goes home (every layout, desktop and mobile). */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const { logout } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    if (!(await confirmLogout(t))) return;
    await logout();
    await navigate('/');
  }, [t, logout, navigate]);
}
