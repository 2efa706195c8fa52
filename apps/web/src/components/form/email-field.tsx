import { TextField } from './text-field.tsx';
import type { TextFieldProps } from './text-field.tsx';

/** An e-mail address: the keyboard and autofill of one. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" inputMode="email" autoComplete="email" spellCheck={false} {...props} />;
}
