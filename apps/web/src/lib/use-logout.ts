import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { confirmLogout } from './confirm-logout.ts';
import { useSession } from './session-context.ts';

/** Asks for confirmation, then clears the session cookies and goes home. */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const { logout } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    if (!(await confirmLogout(t))) return;
    logout();
    await navigate('/');
  }, [t, logout, navigate]);
}
