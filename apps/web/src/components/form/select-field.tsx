import type { Ref, SelectHTMLAttributes } from 'react';
import { Field, splitFieldProps } from './field.tsx';
import type { FieldProps } from './field.tsx';

export type Option = { value: string; label: string; disabled?: boolean };

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> &
  FieldProps & {
    options: readonly Option[];
    /** A first, empty choice ('Choose…'); the schema says when it is left. */
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  };

/** One choice from a list (the browser's own select: keyboard and phones for free). */
export function SelectField(props: Props) {
  const [field, { ref, options, placeholder, ...select }] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <select ref={ref} name={field.name} className="field__input field__select" {...control} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
