import { useId } from 'react';
import type { ReactNode } from 'react';
import './form.css';

/** What a field gives its control so the label, help and message reach assistive technology. */
export type FieldControl = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
};

export type FieldProps = {
  label: ReactNode;
  /** Shown under the control, linked by aria-describedby. */
  help?: ReactNode;
  /** Already translated message (the schema's, or the server's). */
  error?: string | undefined;
  /** Marked with * and announced as required by the control. */
  required?: boolean | undefined;
  /** The form's name of the value (`title`, `facts.epcScore`): a form scrolls to the first wrong one. */
  name?: string | undefined;
  id?: string | undefined;
  className?: string | undefined;
  /** The label only for screen readers (a heading or the dialog's title already says it). */
  hideLabel?: boolean | undefined;
};

const FIELD_KEYS = ['label', 'help', 'error', 'required', 'name', 'id', 'className', 'hideLabel'] as const;

/** A field kind's props split in what the wrapper draws and what goes to the control. */
export function splitFieldProps<P extends FieldProps>(props: P): [FieldProps, Omit<P, keyof FieldProps>] {
  const field: Record<string, unknown> = {};
  const rest: Record<string, unknown> = { ...props };
  for (const key of FIELD_KEYS) {
    field[key] = props[key];
    delete rest[key];
  }
  return [field as FieldProps, rest as Omit<P, keyof FieldProps>];
}

type Props = FieldProps & {
  /** `group`: a fieldset with a legend, for radio cards, checkboxes and switches. */
  as?: 'single' | 'group';
  /** Drawn at the end of the help line (a character counter). */
  aside?: ReactNode;
  children: (control: FieldControl) => ReactNode;
};

/**
 * The one field wrapper: label (or legend), required mark, help text and error message, linked to
 * the control by id and aria-describedby. Every field kind of the kit draws itself inside it.
 */
export function Field({
  label,
  help,
  error,
  required,
  name,
  id,
  className = '',
  as = 'single',
  hideLabel,
  aside,
  children,
}: Props) {
  const auto = useId();
  const fieldId = id ?? auto;
  const helpId = help || aside ? `${fieldId}-help` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const control: FieldControl = {
    id: fieldId,
    'aria-describedby': [errorId, helpId].filter(Boolean).join(' ') || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
  };
  const foot = (
    <>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
      {(help || aside) && (
        <p id={helpId} className="field__help">
          <span>{help}</span>
          {aside}
        </p>
      )}
    </>
  );

  if (as === 'group')
    return (
      <fieldset
        className={`stack field field--group ${className}`}
        data-field={name}
        data-invalid={error ? true : undefined}
        aria-describedby={control['aria-describedby']}
      >
        <legend className={hideLabel ? 'visually-hidden' : 'field__label'} data-required={required || undefined}>
          {label}
        </legend>
        {children(control)}
        {foot}
      </fieldset>
    );
  return (
    <div className={`stack field ${className}`} data-field={name} data-invalid={error ? true : undefined}>
      <label
        htmlFor={fieldId}
        className={hideLabel ? 'visually-hidden' : 'field__label'}
        data-required={required || undefined}
      >
        {label}
      </label>
      {children(control)}
      {foot}
    </div>
  );
}
