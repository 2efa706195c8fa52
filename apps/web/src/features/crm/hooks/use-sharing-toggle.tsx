import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCrmHolder } from '@immora/shared/crm-area';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { toast } from '../../../components/toast/toast-store.ts';
import { useSetSharing } from '../api/set-sharing.ts';

/**
 * The stop / enable sharing control's behaviour, for the dashboard's rows and a holder's page:
 * stopping asks first (it cuts the holder off), enabling does not.
 */
export function useSharingToggle() {
  const { t } = useTranslation('crm');
  const setSharing = useSetSharing();
  const [stopping, setStopping] = useState<TCrmHolder | null>(null);

  const change = async (holder: TCrmHolder, sharing: boolean) => {
    try {
      await setSharing.mutateAsync({ holder, sharing });
      toast(t(sharing ? 'dashboard.enabledToast' : 'dashboard.stoppedToast', { name: holder.name }));
    } catch {
      toast(t('dashboard.failed'), 'error');
    }
  };

  const toggle = (holder: TCrmHolder) => {
    if (holder.status === 'sharing') setStopping(holder);
    else void change(holder, true);
  };

  const dialog = (
    <ConfirmDialog
      open={stopping !== null}
      title={t('dashboard.stopTitle', { name: stopping?.name ?? '' })}
      confirmLabel={t('dashboard.stop')}
      pendingLabel={t('dashboard.stopping')}
      tone="danger"
      onConfirm={async () => {
        if (stopping) await change(stopping, false);
        setStopping(null);
      }}
      onCancel={() => setStopping(null)}
    >
      {stopping && t(`dashboard.stopText.${stopping.role}`, { name: stopping.name })}
    </ConfirmDialog>
  );

  const busy = (holder: TCrmHolder) => setSharing.isPending && setSharing.variables?.holder.id === holder.id;
  return { toggle, busy, dialog };
}
