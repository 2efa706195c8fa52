import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon.tsx';
import { currentToasts, dismissToast, subscribeToasts } from './toast-store.ts';
import type { Toast } from './toast-store.ts';
import './toast.css';

const ICONS = { success: 'check', info: 'sparkle', error: 'alert' } as const;

/**
 * Where toasts appear (bottom of the screen). Two live regions that stay in the page: errors are
 * announced at once (assertive), the rest when the reader is idle (polite). No status/alert role,
 * so a page's own status and alert messages stay the only ones of their role.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  const list = (items: readonly Toast[]) =>
    items.map((item) => (
      <div key={item.id} className={`toast toast--${item.tone}`}>
        <Icon name={ICONS[item.tone]} size={18} />
        <p className="toast__text">{item.text}</p>
        <button
          type="button"
          className="toast__close"
          aria-label={t('dialog.dismiss')}
          onClick={() => dismissToast(item.id)}
        >
          <Icon name="close" size={16} />
        </button>
      </div>
    ));
  return (
    <div className="stack toaster">
      <div aria-live="polite" className="stack toaster__region" data-testid="toasts">
        {list(toasts.filter((item) => item.tone !== 'error'))}
      </div>
      <div aria-live="assertive" className="stack toaster__region" data-testid="toast-errors">
        {list(toasts.filter((item) => item.tone === 'error'))}
      </div>
    </div>
  );
}
