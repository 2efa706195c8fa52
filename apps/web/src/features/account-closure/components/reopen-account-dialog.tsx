import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLoginResponse } from '@immora/shared/auth';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { formatLongDate } from '../../../lib/format.ts';
import type { ClosedAccount } from '../utils/closed-account.ts';

type Props = {
  /** The refused sign-in's answer; null keeps the dialog closed. */
  closed: ClosedAccount | null;
  /** Reopens with what the sign-in used (the password, or the OAuth reopen token). */
  reopen: () => Promise<TLoginResponse>;
  /** Signs in with the answer, as a login does. */
  onReopened: (answer: TLoginResponse) => Promise<unknown>;
  onCancel: () => void;
};

/** The sign-in's offer to reopen a closed account in its grace period (issue 32, decision 061). */
export function ReopenAccountDialog({ closed, reopen, onReopened, onCancel }: Props) {
  const { t, i18n } = useTranslation('accountClosure');
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    setFailed(false);
    try {
      await onReopened(await reopen());
    } catch {
      setFailed(true);
    }
  };
  return (
    <ConfirmDialog
      open={closed !== null}
      title={t('reopen.title')}
      confirmLabel={t('reopen.ok')}
      pendingLabel={t('reopen.pending')}
      cancelLabel={t('reopen.cancel')}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <p>{closed && t('reopen.text', { date: formatLongDate(closed.eraseAfter, i18n.language) })}</p>
      {failed && (
        <p className="form__error" role="alert">
          {t('reopen.failed')}
        </p>
      )}
    </ConfirmDialog>
  );
}
