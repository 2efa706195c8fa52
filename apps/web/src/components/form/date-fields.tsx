import { TextField } from './text-field.tsx';
import type { TextFieldProps } from './text-field.tsx';

type Props = Omit<TextFieldProps, 'type'>;

/** A calendar day (`2026-11-25`), with the browser's date picker. */
export function DateField(props: Props) {
  return <TextField type="date" {...props} />;
}

/** A time of day (`14:30`). */
export function TimeField(props: Props) {
  return <TextField type="time" {...props} />;
}

/** A day and time in the browser's local time (`2026-11-25T14:30`); the form sends it as an instant. */
export function DateTimeField(props: Props) {
  return <TextField type="datetime-local" {...props} />;
}
