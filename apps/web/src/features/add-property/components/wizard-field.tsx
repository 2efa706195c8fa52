import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Control = { id: string; describedBy: string | undefined; invalid: true | undefined };

type Props = {
  label: string;
  /** Needed to publish: marked with * */
  required?: boolean | undefined;
  /** Key under addProperty.errors */
  error?: string | undefined;
  help?: string | undefined;
  /** Name of the field (`title`, `facts.epcScore`): the wizard focuses it when it is wrong. */
  name: string;
  className?: string;
  children: (control: Control) => ReactNode;
};

/** A labelled wizard input with its help text and its message, announced to screen readers. */
export function WizardField({ label, required, error, help, name, className = '', children }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field wizard-field ${className}`} data-field={name} data-invalid={error ? true : undefined}>
      <label htmlFor={id} className="field__label">
        {label}
        {required && (
          <span className="wizard-field__required" title={t('addProperty.requiredHint')}>
            {' *'}
            <span className="visually-hidden">{t('addProperty.requiredHint')}</span>
          </span>
        )}
      </label>
      {children({ id, describedBy, invalid: error ? true : undefined })}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {t(`addProperty.errors.${error}`)}
        </p>
      )}
      {help && (
        <p id={helpId} className="wizard-field__help">
          {help}
        </p>
      )}
    </div>
  );
}
