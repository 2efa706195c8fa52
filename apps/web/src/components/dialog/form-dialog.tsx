import { useId } from 'react';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon.tsx';
import type { IconName } from '../icon.tsx';
import { Overlay } from '../overlay.tsx';
import './dialog.css';

type Props = {
  title: string;
  /** Under the title (the listing it is about). */
  subtitle?: ReactNode;
  /** A round badge before the title. */
  icon?: IconName;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's buttons; `<FormDialogActions>` draws the usual Cancel + submit pair. */
  footer: ReactNode;
  /** Width of the panel (`wide`: two columns of fields). */
  size?: 'normal' | 'wide';
  className?: string;
  children: ReactNode;
};

/** A form in a modal dialog: title, close button, the fields, the actions; the dialog's behaviour is Overlay's. */
export function FormDialog({
  title,
  subtitle,
  icon,
  onClose,
  onSubmit,
  footer,
  size = 'normal',
  className = '',
  children,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Overlay open onClose={onClose} labelledBy={`${id}-title`} className={`dialog dialog--${size} ${className}`}>
      <form className="stack form dialog__form" noValidate onSubmit={onSubmit}>
        <header className="dialog__head">
          {icon && (
            <span className="dialog__icon" aria-hidden="true">
              <Icon name={icon} size={22} />
            </span>
          )}
          <div className="dialog__heading">
            <h2 id={`${id}-title`} className="dialog__title">
              {title}
            </h2>
            {subtitle && <p className="dialog__subtitle">{subtitle}</p>}
          </div>
          <button type="button" className="icon-btn" aria-label={t('dialog.close')} onClick={onClose}>
            <Icon name="close" size={18} />
          </button>
        </header>
        {children}
        <footer className="dialog__actions">{footer}</footer>
      </form>
    </Overlay>
  );
}

type ActionsProps = {
  onCancel: () => void;
  submitLabel: string;
  pending?: boolean;
  pendingLabel?: string;
  disabled?: boolean;
  icon?: IconName;
  cancelLabel?: string;
};

/** Cancel and the submit button of a form dialog. */
export function FormDialogActions({
  onCancel,
  submitLabel,
  pending,
  pendingLabel,
  disabled,
  icon,
  cancelLabel,
}: ActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className="btn btn--ghost" onClick={onCancel}>
        {cancelLabel ?? t('dialog.cancel')}
      </button>
      <button type="submit" className="btn btn--primary" disabled={disabled || pending}>
        {icon && <Icon name={icon} size={16} />}
        {pending && pendingLabel ? pendingLabel : submitLabel}
      </button>
    </>
  );
}

/** A refusal shown in a dialog (the server's message, a network failure). */
export function DialogAlert({ children }: { children: ReactNode }) {
  return (
    <div className="dialog__alert" role="alert">
      <Icon name="alert" size={18} />
      <div className="dialog__alert-text">{children}</div>
    </div>
  );
}
