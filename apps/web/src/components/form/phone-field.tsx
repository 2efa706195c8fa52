import { digitsOnly } from '@immora/shared/phone';
import { TextField } from './text-field.tsx';
import type { TextFieldProps } from './text-field.tsx';

/** A Belgian phone number as the shared phone rules take it: digits only, kept as typed digits. */
export function PhoneField({ onChange, ...props }: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      {...props}
      onChange={(event) => {
        event.target.value = digitsOnly(event.target.value);
        onChange?.(event);
      }}
    />
  );
}
