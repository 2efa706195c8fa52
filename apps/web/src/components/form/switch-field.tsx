import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useId } from 'react';
import './form.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> & {
  label: ReactNode;
  help?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** `boxed`: drawn as a field-sized box, to stand in a row of fields. */
  boxed?: boolean;
};

/** On or off, said at once (a checkbox with the switch role): `register(name)` or `checked`. */
export function SwitchField({ label, help, ref, boxed, className = '', id, ...input }: Props) {
  const auto = useId();
  const fieldId = id ?? auto;
  const labelId = `${fieldId}-label`;
  const helpId = help ? `${fieldId}-help` : undefined;
  return (
    <label className={`switch${boxed ? ' switch--boxed' : ''} ${className}`} htmlFor={fieldId} data-field={input.name}>
      <input
        ref={ref}
        id={fieldId}
        type="checkbox"
        role="switch"
        className="switch__input"
        aria-labelledby={labelId}
        aria-describedby={helpId}
        {...input}
      />
      <span className="switch__track" aria-hidden="true" />
      <span className="switch__text">
        <span id={labelId} className="switch__label">
          {label}
        </span>
        {help && (
          <span id={helpId} className="switch__help">
            {help}
          </span>
        )}
      </span>
    </label>
  );
}
