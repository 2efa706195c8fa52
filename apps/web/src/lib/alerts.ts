import type { SweetAlertOptions, SweetAlertResult } from 'sweetalert2';
import { COLORS } from './design-tokens.ts';

/** The spec's dialogs (SweetAlert2), fetched only when the first one opens. */
export async function loadSwal() {
  const { default: Swal } = await import('sweetalert2');
  return Swal;
}

const BRAND = {
  confirmButtonColor: COLORS.accentStrong,
  denyButtonColor: COLORS.navy700,
  cancelButtonColor: COLORS.navy900,
} satisfies SweetAlertOptions;

export async function showAlert(options: SweetAlertOptions): Promise<SweetAlertResult> {
  const Swal = await loadSwal();
  return Swal.fire({ ...BRAND, ...options });
}

/** A blocking dialog with a spinner ('Creating Account...', 'Sending email...'). */
export async function showLoading(title: string): Promise<void> {
  const Swal = await loadSwal();
  void Swal.fire({
    title,
    allowOutsideClick: false,
    allowEscapeKey: false,
    showConfirmButton: false,
    didOpen: () => Swal.showLoading(),
  });
}

export async function closeAlert(): Promise<void> {
  const Swal = await loadSwal();
  Swal.close();
}
