import type { ReactNode } from 'react';
import { FieldUnit, TextField } from './text-field.tsx';
import type { TextFieldProps } from './text-field.tsx';

type Props = Omit<TextFieldProps, 'type' | 'end'> & {
  /** Allows a decimal separator (the phone shows a keyboard with one). */
  decimal?: boolean;
  /** Drawn at the end of the box (m², kWh/m²). */
  unit?: ReactNode;
};

/**
 * A number typed as text (so '12,5' and a half-typed value survive): the form parses it, with
 * `register(name, { valueAsNumber: true })` or its own rule.
 */
export function NumberField({ decimal, unit, ...props }: Props) {
  return (
    <TextField
      inputMode={decimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      {...props}
      end={unit ? <FieldUnit>{unit}</FieldUnit> : undefined}
    />
  );
}
