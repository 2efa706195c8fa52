import type { TFunction } from 'i18next';

/** 'Are you sure?' dialog of spec 1 §2; SweetAlert2 is fetched only when it opens. */
export async function confirmLogout(t: TFunction): Promise<boolean> {
  const { default: Swal } = await import('sweetalert2');
  const result = await Swal.fire({
    title: t('logout.title'),
    text: t('logout.text'),
    icon: 'warning',
    showCancelButton: true,
    confirmButtonText: t('logout.confirm'),
    cancelButtonText: t('logout.cancel'),
    confirmButtonColor: '#ff5a3c',
    cancelButtonColor: '#0f1b2d',
    reverseButtons: true,
    focusCancel: true,
  });
  return result.isConfirmed;
}
