import type { ReactNode } from 'react';
import { Field } from './field.tsx';
import type { FieldProps } from './field.tsx';

type Props<V extends string> = FieldProps & {
  name: string;
  options: readonly { value: V; label: ReactNode; icon?: ReactNode }[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  onBlur?: () => void;
};

/** Several choices from a list, each a checkbox in a grid; the value keeps the options' order. */
export function MultiSelectField<V extends string>({ name, options, value, onChange, onBlur, ...field }: Props<V>) {
  const toggle = (option: V, on: boolean) =>
    onChange(options.map((o) => o.value).filter((v) => (v === option ? on : value.includes(v))));
  return (
    <Field {...field} name={name} as="group">
      {(control) => (
        <div className="choice__grid">
          {options.map((option) => (
            <label key={option.value} className="choice__check">
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={value.includes(option.value)}
                aria-invalid={control['aria-invalid']}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={onBlur}
              />
              {option.icon}
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      )}
    </Field>
  );
}
