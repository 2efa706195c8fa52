import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { confirmLogout } from '../../../lib/confirm-logout.ts';
import { clearCrmSession } from '../../../lib/crm-session.ts';
import { crmCall } from '../api/crm-client.ts';
import { CRM_AREA_KEY } from '../api/crm-holders.ts';

/** Signs out of the CRM area (after 'are you sure?'): the token is revoked, the session forgotten. */
export function useCrmLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  return useCallback(async () => {
    if (!(await confirmLogout(t))) return;
    // Forgotten here whatever the server answers: the token ends within the hour anyway.
    await crmCall('/api/crm-area/logout', { method: 'POST', body: '{}' }).catch(() => undefined);
    clearCrmSession();
    client.removeQueries({ queryKey: CRM_AREA_KEY });
    await navigate('/crm-login');
  }, [t, navigate, client]);
}
