import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../../lib/alerts.ts';
import { useMessage } from '../../../lib/message-key.ts';
import { resendVerificationEmail } from '../api/resend-verification.ts';
import { serverMessage } from '../utils/show-api-error.ts';

/** Resends the verification e-mail with the spec's success and failure dialogs (§8). */
export function ResendButton({ email, className = 'btn btn--primary' }: { email: string; className?: string }) {
  const { t } = useTranslation();
  const message = useMessage();
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      await resendVerificationEmail(email);
      await showAlert({ icon: 'success', title: t('auth.resend.sentTitle'), text: t('auth.resend.sentText') });
    } catch (error) {
      await showAlert({
        icon: 'error',
        title: t('auth.resend.failedTitle'),
        text: message(serverMessage(error)) ?? t('auth.resend.failedText'),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} disabled={busy || !email} onClick={() => void resend()}>
      {busy ? t('auth.resend.sending') : t('auth.resend.button')}
    </button>
  );
}
