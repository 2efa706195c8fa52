import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import './form.css';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Already translated message. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  /** Element drawn at the end of the input (a show/hide toggle). */
  end?: ReactNode;
};

/** A labelled input with its validation message announced to screen readers. */
export function TextField({ label, error, id, ref, end, className = '', ...input }: Props) {
  const auto = useId();
  const fieldId = id ?? auto;
  const errorId = `${fieldId}-error`;
  return (
    <div className={`field ${className}`}>
      <label htmlFor={fieldId} className="field__label">
        {label}
      </label>
      <div className="field__control">
        <input
          id={fieldId}
          ref={ref}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {end}
      </div>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
