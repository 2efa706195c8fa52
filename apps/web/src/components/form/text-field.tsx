import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field, splitFieldProps } from './field.tsx';
import type { FieldProps } from './field.tsx';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> &
  Omit<FieldProps, 'className'> & {
    ref?: Ref<HTMLInputElement>;
    /** Drawn before the value inside the box (€). */
    start?: ReactNode;
    /** Drawn at the end of the input (a unit, a show/hide toggle). */
    end?: ReactNode;
    className?: string;
  };

/**
 * A labelled input (text, e-mail, phone, number, date, time): spread `register(name)` of
 * react-hook-form into it, or give it `value` and `onChange`.
 */
export function TextField(props: TextFieldProps) {
  const [field, { ref, start, end, ...input }] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <div className="field__control">
          {start && (
            <span className="field__affix field__affix--start" aria-hidden="true">
              {start}
            </span>
          )}
          <input
            ref={ref}
            name={field.name}
            className={`field__input${start ? ' field__input--start' : ''}`}
            {...control}
            {...input}
          />
          {end}
        </div>
      )}
    </Field>
  );
}

/** A unit drawn at the end of a field's box (m², € / month); not read out twice. */
export function FieldUnit({ children }: { children: ReactNode }) {
  return (
    <span className="field__affix field__affix--end" aria-hidden="true">
      {children}
    </span>
  );
}
