import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Overlay } from '../overlay.tsx';
import './dialog.css';

type Props = {
  open: boolean;
  title: string;
  /** The question, with what it touches ('Delete “Loft by the Scheldt”? This cannot be undone.'). */
  children: ReactNode;
  confirmLabel: string;
  /** While `onConfirm`'s promise runs ('Deleting…'). */
  pendingLabel?: string;
  cancelLabel?: string;
  /** `danger`: delete, kick out, cancel a plan… (red button, and focus starts on Cancel). */
  tone?: 'danger' | 'default';
  onConfirm: () => void | Promise<unknown>;
  onCancel: () => void;
};

/**
 * The one 'are you sure?' dialog: Escape and Cancel close it, Tab stays inside, focus goes back to
 * the button that opened it; a destructive action is red and is never the default focus.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  tone = 'default',
  onConfirm,
  onCancel,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
    }
  };
  const cancel = (
    <button key="cancel" type="button" className="btn btn--ghost" onClick={onCancel} disabled={pending}>
      {cancelLabel ?? t('dialog.cancel')}
    </button>
  );
  const ok = (
    <button
      key="ok"
      type="button"
      className={`btn ${tone === 'danger' ? 'btn--danger' : 'btn--primary'}`}
      disabled={pending}
      onClick={() => void confirm()}
    >
      {pending && pendingLabel ? pendingLabel : confirmLabel}
    </button>
  );
  return (
    <Overlay
      open={open}
      onClose={pending ? () => undefined : onCancel}
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      role="alertdialog"
      className="dialog dialog--confirm"
    >
      <div className="stack dialog__body">
        <h2 id={`${id}-title`} className="dialog__title">
          {title}
        </h2>
        <div id={`${id}-text`} className="dialog__text">
          {children}
        </div>
      </div>
      {/* The first button takes the focus: Cancel for a destructive action, the action otherwise. */}
      <div className="dialog__actions">{tone === 'danger' ? [cancel, ok] : [ok, cancel]}</div>
    </Overlay>
  );
}
