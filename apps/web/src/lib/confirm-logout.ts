import type { TFunction } from 'i18next';
import { showAlert } from './alerts.ts';

/** 'Are you sure?' dialog of spec 1 §2; SweetAlert2 is fetched only when it opens. */
export async function confirmLogout(t: TFunction): Promise<boolean> {
  const result = await showAlert({
    title: t('logout.title'),
    text: t('logout.text'),
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: t('logout.confirm'),
    cancelButtonText: t('logout.cancel'),
    reverseButtons: true,
    focusCancel: true,
  });
  return result.isConfirmed;
}
