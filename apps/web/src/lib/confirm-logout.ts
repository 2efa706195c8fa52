import type { TFunction } from 'i18next';
import { showAlert } from './alerts.ts';

/**
 * 'Are you sure?' before signing out (spec 1 §2), or before signing out everywhere (its texts
 * under logoutAll.*); SweetAlert2 is fetched only when it opens.
 */
export async function confirmLogout(t: TFunction, texts: 'logout' | 'logoutAll' = 'logout'): Promise<boolean> {
  const result = await showAlert({
    title: t(`${texts}.title`),
    text: t(`${texts}.text`),
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: t(`${texts}.confirm`),
    cancelButtonText: t(`${texts}.cancel`),
    reverseButtons: true,
    focusCancel: true,
  });
  return result.isConfirmed;
}
