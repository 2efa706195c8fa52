import { showAlert } from './alerts.ts';
import { openAccountModal } from './open-account-modal.ts';

/**
 * A guest is told why they need to log in (a favourite, a saved search, a plan to subscribe to);
 * the Login button opens the header's account dialog.
 */
export async function askToLogIn(text: string, login: string, cancel: string): Promise<void> {
  const answer = await showAlert({
    icon: 'info',
    text,
    confirmButtonText: login,
    showCancelButton: true,
    cancelButtonText: cancel,
  });
  if (answer.isConfirmed) openAccountModal();
}
